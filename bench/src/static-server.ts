// Serves a built reference page on a free loopback port, like any static host would, plus the
// JSON documents the page fetches at start (the sign-in reference reads /config.json).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

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
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://site.invalid').pathname));
    if (Object.hasOwn(documents, path)) {
      response.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' }).end(JSON.stringify(documents[path]));
      return;
    }
    const file = join(dir, path === '/' || extname(path) === '' ? 'index.html' : path);
    if (!file.startsWith(dir)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(body),
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
