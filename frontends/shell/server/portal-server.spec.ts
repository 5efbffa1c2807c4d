/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { createPortalServer, portalSettingsFromEnv } from './portal-server.mjs';
import { redactUrl } from './redact-url.mjs';

let frontendsDir: string;
let server: Server;
let base: string;

async function write(relativePath: string, content: string) {
  const file = path.join(frontendsDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  frontendsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-server-'));
  await write('shell/dist/index.html', '<!doctype html><title>portal</title>');
  await write('shell/dist/main.js', 'console.log("main")');
  await write('shell/dist/123.0a1b2c3d.js', 'console.log("chunk")'.repeat(50));
  await write('account/dist/remoteEntry.js', 'var account;');
  await write('account/dist/mf-manifest.json', '{"id":"account"}');
  await write('secret/dist/remoteEntry.js', 'not a listed remote');
  await write('remotes.json', JSON.stringify({ account: { entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] } }));
  const settings = portalSettingsFromEnv({ PORTAL_API_URL: 'http://api.test:3000', PORTAL_HELP_URL: 'https://help.test' }, frontendsDir);
  server = createPortalServer(settings);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(frontendsDir, { recursive: true, force: true });
});

describe('portal server', () => {
  it('serves /config.json from the environment, never cached', async () => {
    const response = await fetch(`${base}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await expect(response.json()).resolves.toEqual({ apiUrl: 'http://api.test:3000', helpUrl: 'https://help.test' });
  });

  it('serves /remotes.json from the remotes file', async () => {
    const response = await fetch(`${base}/remotes.json`);
    await expect(response.json()).resolves.toEqual({ account: { entry: '/remotes/account/mf-manifest.json', paths: ['/profile'] } });
  });

  it('serves a listed remote from its dist folder, its entry revalidated', async () => {
    const response = await fetch(`${base}/remotes/account/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    await expect(response.text()).resolves.toBe('var account;');
  });

  it('refuses a folder the manifest does not list', async () => {
    expect((await fetch(`${base}/remotes/secret/remoteEntry.js`)).status).toBe(404);
  });

  it('keeps requests inside the dist folder', async () => {
    expect((await fetch(`${base}/remotes/account/..%2F..%2Fremotes.json`)).status).toBe(404);
    expect((await fetch(`${base}/..%2Fremotes.json`)).status).toBe(404);
  });

  it('caches hashed chunks for ever and gzips them', async () => {
    const response = await fetch(`${base}/123.0a1b2c3d.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('console.log("chunk")'.repeat(50));
  });

  it('sends a gzip body that is really gzip', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${base}/main.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(gunzipSync(body).toString()).toBe('console.log("main")');
  });

  it("opens the connection to another origin's API with the page", async () => {
    const response = await fetch(`${base}/login`);
    expect(response.headers.get('link')).toBe('<http://api.test:3000>; rel=preconnect');
    expect((await fetch(`${base}/config.json`)).headers.get('link')).toBeNull();
  });

  it('answers a route of the app with index.html, revalidated', async () => {
    const response = await fetch(`${base}/profile?tab=change_password`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    await expect(response.text()).resolves.toContain('<title>portal</title>');
  });

  it('answers a missing asset with 404, not the app', async () => {
    expect((await fetch(`${base}/missing.0a1b2c3d.js`)).status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${base}/config.json`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe(portalSettingsFromEnv.name, () => {
  it('has the documented defaults', () => {
    expect(portalSettingsFromEnv({}, '/srv/frontends')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      apiUrl: 'http://localhost:3000',
      helpUrl: 'https://help.weather.example.com',
      remotesFile: '/srv/frontends/remotes.json',
      shellDir: '/srv/frontends/shell/dist',
      frontendsDir: '/srv/frontends',
      frameAncestors: [],
      portalUrl: null,
      recaptcha: false,
    });
  });

  it('reads the sites allowed to frame the portal, and refuses what is not an origin', () => {
    expect(portalSettingsFromEnv({ PORTAL_FRAME_ANCESTORS: 'https://collab.example.com, http://127.0.0.1:5000' }, '/srv').frameAncestors).toEqual([
      'https://collab.example.com',
      'http://127.0.0.1:5000',
    ]);
    expect(() => portalSettingsFromEnv({ PORTAL_FRAME_ANCESTORS: "https://a.test 'unsafe-inline'" }, '/srv')).toThrow('PORTAL_FRAME_ANCESTORS');
  });

  it('accepts a port wildcard in the sites allowed to frame /embeddedregister', () => {
    expect(portalSettingsFromEnv({ PORTAL_FRAME_ANCESTORS: 'http://127.0.0.1:*' }, '/srv').frameAncestors).toEqual(['http://127.0.0.1:*']);
    expect(() => portalSettingsFromEnv({ PORTAL_FRAME_ANCESTORS: 'https://*' }, '/srv')).toThrow('PORTAL_FRAME_ANCESTORS');
  });

  it('lets a test point the remotes at another file', () => {
    expect(portalSettingsFromEnv({ PORTAL_REMOTES_FILE: '/tmp/dead-remotes.json' }, '/srv').remotesFile).toBe('/tmp/dead-remotes.json');
  });

  it('refuses a port that is not a number', () => {
    expect(() => portalSettingsFromEnv({ PORTAL_PORT: 'eighty' }, '/srv')).toThrow('PORTAL_PORT');
  });
});

/** A second server with other settings, for the tests of one header. */
async function serverWith(env: Record<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const other = createPortalServer(portalSettingsFromEnv({ PORTAL_API_URL: 'http://api.test:3000', ...env }, frontendsDir));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(other.address() as AddressInfo).port}`, close: () => new Promise((resolve) => other.close(() => resolve())) };
}

function directives(header: string | null): Map<string, string[]> {
  return new Map((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name!, sources]));
}

describe('framing (issue 25, item 3)', () => {
  it.each(['/profile', '/appLauncher', '/login', '/embeddedregister', '/config.json', '/main.js', '/missing.0a1b2c3d.js'])('refuses every frame for %s when no site is configured', async (pathname) => {
    const response = await fetch(`${base}${pathname}`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the configured sites frame /embeddedregister, and nothing else', async () => {
    const framed = await serverWith({ PORTAL_FRAME_ANCESTORS: 'https://collab.example.com' });
    try {
      const embedded = await fetch(`${framed.url}/embeddedregister?clientId=weather-radar`);
      expect(directives(embedded.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(['https://collab.example.com']);
      expect(embedded.headers.get('x-frame-options')).toBeNull();
      for (const pathname of ['/profile', '/appLauncher', '/login', '/', '/embeddedregister/', '/index.html']) {
        const other = await fetch(`${framed.url}${pathname}`);
        expect({ pathname, ancestors: directives(other.headers.get('content-security-policy')).get('frame-ancestors') }).toEqual({ pathname, ancestors: ["'none'"] });
        expect(other.headers.get('x-frame-options')).toBe('DENY');
      }
    } finally {
      await framed.close();
    }
  });
});

describe('Content-Security-Policy of the pages (issue 25, item 3)', () => {
  it('allows scripts and styles from the portal only, the API for calls, and no inline script', async () => {
    const policy = directives((await fetch(`${base}/profile`)).headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://api.test:3000']);
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("adds the remotes' hosts that the manifest names now", async () => {
    const remotesFile = path.join(frontendsDir, 'remotes-elsewhere.json');
    await writeFile(remotesFile, JSON.stringify({ account: { entry: 'https://account.cdn.test/mf-manifest.json', paths: ['/profile'] }, admin: { entry: '/remotes/admin/mf-manifest.json', paths: ['/applications'] } }));
    const elsewhere = await serverWith({ PORTAL_REMOTES_FILE: remotesFile });
    try {
      const policy = directives((await fetch(`${elsewhere.url}/profile`)).headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", 'https://account.cdn.test']);
      expect(policy.get('style-src')).toEqual(expect.arrayContaining(["'self'", 'https://account.cdn.test']));
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://account.cdn.test', 'http://api.test:3000']);
    } finally {
      await elsewhere.close();
    }
  });

  it("allows index.html's own inline styles by their hash", async () => {
    const styled = path.join(frontendsDir, 'styled');
    await mkdir(path.join(styled, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(styled, 'shell', 'dist', 'index.html'), '<!doctype html><style>body { margin: 0; }</style><title>portal</title>');
    await writeFile(path.join(styled, 'remotes.json'), '{}');
    const other = createPortalServer(portalSettingsFromEnv({}, styled));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const policy = directives((await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/login`)).headers.get('content-security-policy'));
      const hash = createHash('sha256').update('body { margin: 0; }').digest('base64');
      expect(policy.get('style-src')).toContain(`'sha256-${hash}'`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it("adds Google's reCAPTCHA sources only when the portal is told the API uses it", async () => {
    const recaptcha = await serverWith({ PORTAL_CAPTCHA_PROVIDER: 'recaptcha' });
    try {
      const policy = directives((await fetch(`${recaptcha.url}/register`)).headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(policy.get('frame-src')).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
    } finally {
      await recaptcha.close();
    }
    expect(directives((await fetch(`${base}/register`)).headers.get('content-security-policy')).get('frame-src')).toEqual(["'none'"]);
  });
});

describe('a broken remotes manifest', () => {
  it('still serves the pages, with no remote host in their policy', async () => {
    const brokenFile = path.join(frontendsDir, 'remotes-broken.json');
    await writeFile(brokenFile, '{ not json');
    const broken = await serverWith({ PORTAL_REMOTES_FILE: brokenFile });
    try {
      const answer = await fetch(`${broken.url}/login`);
      expect(answer.status).toBe(200);
      expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
    } finally {
      await broken.close();
    }
  });
});

describe('the API in connect-src', () => {
  it('is the portal itself when PORTAL_API_URL is relative (the API under the portal\'s origin)', async () => {
    const sameOrigin = await serverWith({ PORTAL_API_URL: '/' });
    try {
      const answer = await fetch(`${sameOrigin.url}/profile`);
      expect(answer.status).toBe(200);
      expect(directives(answer.headers.get('content-security-policy')).get('connect-src')).toEqual(["'self'"]);
    } finally {
      await sameOrigin.close();
    }
  });
});

describe('HSTS (issue 25, item 3)', () => {
  it('is sent when PORTAL_URL is https, or a proxy says the request came over https', async () => {
    expect((await fetch(`${base}/login`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${base}/login`, { headers: { 'X-Forwarded-Proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const https = await serverWith({ PORTAL_URL: 'https://account.weather.example' });
    try {
      const answer = await fetch(`${https.url}/login`);
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(directives(answer.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('logged URLs (issue 25, item 4)', () => {
  it('redact the token of a /verify link and secret query values', () => {
    expect(redactUrl('/verify/EQqZR1_qHMTV9wE4n1tVtFuW9a4lzPvSqlLMWuje828')).toBe('/verify/[redacted]');
    expect(redactUrl('/verify/EQqZR1_qHMTV9wE4/extra?x=1')).toBe('/verify/[redacted]/extra?x=1');
    expect(redactUrl('//verify//abc')).toBe('//verify//[redacted]');
    expect(redactUrl('/login?clientId=weather-radar&token=abc&state=def')).toBe('/login?clientId=weather-radar&token=[redacted]&state=[redacted]');
    expect(redactUrl('/profile?tab=change_password')).toBe('/profile?tab=change_password');
  });

  it('a failed request is logged without the token of its /verify link', async () => {
    // An API address that is no URL: the page's policy cannot be built, and the server logs the request.
    const failing = createPortalServer(portalSettingsFromEnv({ PORTAL_API_URL: 'http://[not-an-address' }, frontendsDir));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await fetch(`http://127.0.0.1:${(failing.address() as AddressInfo).port}/verify/s3cret-link-token`);
      expect(answer.status).toBe(500);
      expect(logged).toHaveBeenCalled();
      expect(JSON.stringify(logged.mock.calls.map(([message, url]) => [message, url]))).not.toContain('s3cret-link-token');
      expect(logged.mock.calls[0]?.[1]).toBe('/verify/[redacted]');
    } finally {
      logged.mockRestore();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
