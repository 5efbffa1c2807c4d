// Serves a built reference page on a free loopback port, like any static host would, plus the
// JSON documents the page fetches at start (the sign-in reference reads /config.json). Bodies go
// out gzipped (level 9) to a browser that accepts it, as the portal's server sends its files: the
// slow-phone line times both pages over the same emulated network, so the baseline must not pay
// for raw bytes the portal never sends.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/** `documents` maps a path (`/config.json`) to the JSON value served there. */
export async function serveFolder(dir: string, documents: Record<string, unknown> = {}): Promise<StaticSite> {
  const gzipped = new Map<string, Buffer>();
  /** Sends a body, gzipped (and cached by `key`) when the browser accepts gzip. */
  async function send(request: IncomingMessage, response: ServerResponse, key: string, type: string, body: Buffer, headers: Record<string, string> = {}): Promise<void> {
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'Content-Type': type, Vary: 'Accept-Encoding', ...headers }).end(body);
      return;
    }
    let packed = gzipped.get(key);
    if (!packed) {
      packed = await gzip(body, { level: 9 });
      gzipped.set(key, packed);
    }
    response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Content-Length': packed.length, Vary: 'Accept-Encoding', ...headers }).end(packed);
  }
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://site.invalid').pathname));
    if (Object.hasOwn(documents, path)) {
      void send(request, response, path, types['.json'], Buffer.from(JSON.stringify(documents[path])), { 'Cache-Control': 'no-cache' });
      return;
    }
    const file = join(dir, path === '/' || extname(path) === '' ? 'index.html' : path);
    if (!file.startsWith(dir)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => send(request, response, file, types[extname(file)] ?? 'application/octet-stream', body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the reference server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
