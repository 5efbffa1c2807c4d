import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the application received it: the raw body is what a signature covers. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** How the receiver answers: a status and JSON body (after `delayMs`), or never (the caller's timeout decides). */
export type ReceiverAnswer = { status: number; body?: unknown; delayMs?: number } | 'never';

export interface WebhookReceiver {
  /** The webhook URL to register for an application. */
  url: string;
  answer: ReceiverAnswer;
  /** Every request so far, oldest first. */
  readonly received: ReceivedRequest[];
  /** The oldest request not yet taken, waiting for one if none has arrived. */
  take(): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

/** A real HTTP server on a random loopback port, standing in for an application's webhook endpoint. */
export async function startWebhookReceiver(answer: ReceiverAnswer = { status: 200, body: { received: true } }): Promise<WebhookReceiver> {
  const queue: ReceivedRequest[] = [];
  const takers: ((request: ReceivedRequest) => void)[] = [];
  const hanging = new Set<ServerResponse>();
  const received: ReceivedRequest[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    answer,
    received,
    take: () => {
      const request = queue.shift();
      return request ? Promise.resolve(request) : new Promise((resolve) => takers.push(resolve));
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      const taker = takers.shift();
      if (taker) taker(entry);
      else queue.push(entry);
      const current = receiver.answer;
      if (current === 'never') {
        hanging.add(response);
        return;
      }
      const send = () => {
        hanging.delete(response);
        response.writeHead(current.status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(current.body ?? {}));
      };
      if (!current.delayMs) return send();
      hanging.add(response);
      setTimeout(send, current.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/identity`;
  return receiver;
}
