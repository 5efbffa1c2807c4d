/**
 * The portal's web server: the shell, each remote under /remotes/<name>/, /config.json and
 * /remotes.json, with gzip and cache headers that let hashed chunks live forever while the files
 * that name them are checked on every load. Plain Node: no dependency to install.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { redactUrl } from './redact-url.mjs';
import { apiOriginOf, contentSecurityPolicy, framingOf, HSTS, inlineStyleHashesOf, isHttps, remoteOriginsOf } from './security-headers.mjs';

const gzip = promisify(zlib.gzip);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** webpack names chunks `[name].[contenthash:8].js`: such a file never changes. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The run-time configuration from the environment, with the documented defaults. */
export function portalSettingsFromEnv(env, frontendsDir) {
  const port = Number(env.PORTAL_PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORTAL_PORT must be a port number, got "${env.PORTAL_PORT}"`);
  return {
    port,
    host: env.PORTAL_HOST ?? '0.0.0.0',
    apiUrl: env.PORTAL_API_URL ?? 'http://localhost:3000',
    helpUrl: env.PORTAL_HELP_URL ?? 'https://help.weather.example.com',
    remotesFile: env.PORTAL_REMOTES_FILE ? path.resolve(env.PORTAL_REMOTES_FILE) : path.join(frontendsDir, 'remotes.json'),
    shellDir: path.join(frontendsDir, 'shell', 'dist'),
    frontendsDir,
    frameAncestors: frameAncestorsFromEnv(env.PORTAL_FRAME_ANCESTORS),
    portalUrl: env.PORTAL_URL ?? null,
    recaptcha: env.PORTAL_CAPTCHA_PROVIDER === 'recaptcha',
  };
}

/**
 * PORTAL_FRAME_ANCESTORS: the origins of the sites that may frame /embeddedregister (the
 * collaboration application shows it in an iframe), separated by spaces or commas; a port may be
 * `*`. Unset: no site may frame any page.
 */
function frameAncestorsFromEnv(text) {
  const origins = (text ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s'";,*]+(:(\d+|\*))?$/.test(origin)) throw new Error(`PORTAL_FRAME_ANCESTORS must list origins such as https://collab.example.com, got "${origin}"`);
  }
  return origins;
}

/**
 * @param {{ apiUrl: string, helpUrl: string, remotesFile: string, shellDir: string, frontendsDir: string }} settings
 * @returns {http.Server}
 */
export function createPortalServer(settings) {
  const gzipCache = new Map();
  const inlineStyleHashes = new Map();
  const frameAncestors = settings.frameAncestors ?? [];
  const framingFor = (request) => framingOf(new URL(request.url ?? '/', 'http://portal.invalid').pathname, frameAncestors);

  /** The policy of a page: its inline styles' hashes, and the remotes' hosts as the manifest names them now. */
  async function pagePolicy(request, filePath, info) {
    const key = `${filePath}:${info.mtimeMs}:${info.size}`;
    let hashes = inlineStyleHashes.get(key);
    if (!hashes) {
      hashes = inlineStyleHashesOf(await readFile(filePath, 'utf8'));
      inlineStyleHashes.set(key, hashes);
    }
    return contentSecurityPolicy({
      apiOrigin: apiOriginOf(settings.apiUrl),
      // A broken manifest leaves the shell without remotes (ADR 0301), not without pages.
      remoteOrigins: remoteOriginsOf(await readRemotes().catch(() => ({}))),
      frameAncestors: framingFor(request).ancestors,
      inlineStyleHashes: hashes,
      recaptcha: settings.recaptcha === true,
      https: isHttps(settings.portalUrl, request.headers),
    });
  }

  async function sendFile(request, response, filePath, cacheControl) {
    const extension = path.extname(filePath);
    const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
    const info = await stat(filePath);
    if (extension === '.html') {
      response.setHeader('Content-Security-Policy', await pagePolicy(request, filePath, info));
      // The session check goes to the API as soon as /config.json answers (ADR 0422): an API on
      // another origin gets its connection opened with the page, not after (issue 32: a round trip
      // or two on a slow phone).
      const apiOrigin = apiOriginOf(settings.apiUrl);
      if (apiOrigin !== "'self'") response.setHeader('Link', `<${apiOrigin}>; rel=preconnect`);
    }
    const headers = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (acceptsGzip && COMPRESSIBLE.has(extension)) {
      const key = `${filePath}:${info.mtimeMs}:${info.size}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = await gzip(await readFile(filePath), { level: 9 });
        gzipCache.set(key, body);
      }
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(filePath).pipe(response);
  }

  function sendJson(request, response, value) {
    const body = JSON.stringify(value);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES['.json'],
      'Cache-Control': REVALIDATE,
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function sendStatus(response, status, text) {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
    response.end(text);
  }

  /** A file inside root, or null for a path that escapes it or names no file. */
  async function existingFile(root, relativePath) {
    const filePath = path.resolve(root, `.${path.posix.normalize(`/${relativePath}`)}`);
    if (filePath !== root && !filePath.startsWith(root + path.sep)) return null;
    try {
      return (await stat(filePath)).isFile() ? filePath : null;
    } catch {
      return null;
    }
  }

  async function readRemotes() {
    return JSON.parse(await readFile(settings.remotesFile, 'utf8'));
  }

  function cacheControlFor(filePath) {
    return HASHED_FILE.test(filePath) ? IMMUTABLE : REVALIDATE;
  }

  async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      sendStatus(response, 405, 'Method Not Allowed');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://portal.invalid');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      sendStatus(response, 400, 'Bad Request');
      return;
    }

    if (pathname === '/config.json') {
      sendJson(request, response, { apiUrl: settings.apiUrl, helpUrl: settings.helpUrl });
      return;
    }
    if (pathname === '/remotes.json') {
      sendJson(request, response, await readRemotes());
      return;
    }

    const remoteMatch = /^\/remotes\/([a-z][a-z0-9_]*)\/(.*)$/.exec(pathname);
    if (remoteMatch) {
      const [, name, rest] = remoteMatch;
      // Only remotes the manifest names are served, each from frontends/<name>/dist.
      const remotes = await readRemotes();
      if (!Object.hasOwn(remotes, name)) {
        sendStatus(response, 404, 'Not Found');
        return;
      }
      const file = await existingFile(path.join(settings.frontendsDir, name, 'dist'), rest);
      if (!file) {
        sendStatus(response, 404, 'Not Found');
        return;
      }
      await sendFile(request, response, file, cacheControlFor(file));
      return;
    }

    const file = await existingFile(settings.shellDir, pathname);
    if (file) {
      await sendFile(request, response, file, cacheControlFor(file));
      return;
    }
    // A missing asset is a 404; any other path is a route of the single-page app.
    if (path.extname(pathname) !== '') {
      sendStatus(response, 404, 'Not Found');
      return;
    }
    const index = await existingFile(settings.shellDir, 'index.html');
    if (!index) {
      sendStatus(response, 503, 'The portal is not built: run npm run build -w @weather/shell');
      return;
    }
    await sendFile(request, response, index, REVALIDATE);
  }

  return http.createServer((request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'same-origin');
    // Every answer refuses framing; a page replaces this policy with its whole one (sendFile).
    const framing = framingFor(request);
    response.setHeader('Content-Security-Policy', `frame-ancestors ${framing.ancestors.length > 0 ? framing.ancestors.join(' ') : "'none'"}`);
    if (framing.xFrameOptions) response.setHeader('X-Frame-Options', framing.xFrameOptions);
    if (isHttps(settings.portalUrl, request.headers)) response.setHeader('Strict-Transport-Security', HSTS);
    handle(request, response).catch((error) => {
      console.error('portal: request failed', redactUrl(request.url), error);
      if (!response.headersSent) sendStatus(response, 500, 'Internal Server Error');
      else response.destroy();
    });
  });
}
