/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createPortalServer, portalSettingsFromEnv } from './portal-server.mjs';

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
    });
  });

  it('reads the sites allowed to frame the portal, and refuses what is not an origin', () => {
    expect(portalSettingsFromEnv({ PORTAL_FRAME_ANCESTORS: 'https://collab.example.com, http://127.0.0.1:5000' }, '/srv').frameAncestors).toEqual([
      'https://collab.example.com',
      'http://127.0.0.1:5000',
    ]);
    expect(() => portalSettingsFromEnv({ PORTAL_FRAME_ANCESTORS: "https://a.test 'unsafe-inline'" }, '/srv')).toThrow('PORTAL_FRAME_ANCESTORS');
  });

  it('sends frame-ancestors only when sites are named', async () => {
    const framed = createPortalServer({ ...portalSettingsFromEnv({ PORTAL_FRAME_ANCESTORS: 'https://collab.example.com' }, frontendsDir) });
    await new Promise<void>((resolve) => framed.listen(0, '127.0.0.1', resolve));
    try {
      const framedAnswer = await fetch(`http://127.0.0.1:${(framed.address() as AddressInfo).port}/embeddedregister`);
      expect(framedAnswer.headers.get('content-security-policy')).toBe("frame-ancestors 'self' https://collab.example.com");
      const open = await fetch(`${base}/embeddedregister`);
      expect(open.headers.get('content-security-policy')).toBeNull();
    } finally {
      await new Promise((resolve) => framed.close(resolve));
    }
  });

  it('lets a test point the remotes at another file', () => {
    expect(portalSettingsFromEnv({ PORTAL_REMOTES_FILE: '/tmp/dead-remotes.json' }, '/srv').remotesFile).toBe('/tmp/dead-remotes.json');
  });

  it('refuses a port that is not a number', () => {
    expect(() => portalSettingsFromEnv({ PORTAL_PORT: 'eighty' }, '/srv')).toThrow('PORTAL_PORT');
  });
});
