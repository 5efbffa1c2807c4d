// A weather application as the launcher's authorization check meets it, on a free loopback port:
// it verifies the signed question and allows the user after a fixed delay, or it is hung and never
// answers anything (the service's own timeout must end that check, not the launcher's patience).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { SIGNATURE_HEADER, verifySignature } from './webhook-signature';

export type ApplicationBehaviour = { answerAfterMs: number } | 'never-answers';

export interface StandInApplication {
  url: string;
  webhookUrl: string;
  /** The application's webhook secret, once the service has issued it (POST .../secret). */
  trust(webhookSecret: string): void;
  /** Checks answered 200, refused (bad signature) and left hanging so far. */
  readonly counts: { allowed: number; refused: number; hanging: number };
  close(): Promise<void>;
}

export const WEBHOOK_PATH = '/webhooks/identity';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="20" fill="#2b88d8"/></svg>';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startStandInApplication(behaviour: ApplicationBehaviour): Promise<StandInApplication> {
  let secret: string | null = null;
  const counts = { allowed: 0, refused: 0, hanging: 0 };
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (behaviour === 'never-answers') {
      // Keep the connection open and say nothing, like a process stuck in a long pause.
      counts.hanging += 1;
      return;
    }
    const path = new URL(request.url ?? '/', 'http://application.invalid').pathname;
    if (request.method === 'GET' && path === '/logo.svg') {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' }).end(LOGO);
      return;
    }
    if (request.method !== 'POST' || path !== WEBHOOK_PATH) {
      response.writeHead(404).end();
      return;
    }
    const body = await readBody(request);
    const header = request.headers[SIGNATURE_HEADER];
    if (secret === null || !verifySignature(secret, body, typeof header === 'string' ? header : undefined)) {
      counts.refused += 1;
      response.writeHead(401).end();
      return;
    }
    // The delay starts once the question is read: the application's own thinking time.
    const timer = setTimeout(() => {
      timers.delete(timer);
      counts.allowed += 1;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"isSysAdmin":false}');
    }, behaviour.answerAfterMs);
    timers.add(timer);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in application has no TCP address');
  // The literal address: a name would cost a look-up (and an IPv6 try) on the first connection.
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    webhookUrl: `${url}${WEBHOOK_PATH}`,
    counts,
    trust: (webhookSecret) => {
      secret = webhookSecret;
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
