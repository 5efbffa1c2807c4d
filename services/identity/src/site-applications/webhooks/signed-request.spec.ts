import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MAX_ANSWER_BYTES, sendSignedRequest, type SignedRequest } from './signed-request';
import { verifySignatureHeader } from './webhook-signature';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An application on loopback answering each request as told; it counts connections and closed ones. */
async function application(answer: (request: IncomingMessage, response: ServerResponse) => void) {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const counts = { connections: 0, closed: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(request, response);
    });
  });
  server.on('connection', (socket: Socket) => {
    counts.connections += 1;
    sockets.add(socket);
    socket.on('close', () => {
      counts.closed += 1;
      sockets.delete(socket);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    server.close();
    await once(server, 'close');
  };
  return { url, received, counts, close };
}

const SECRET = 'whsec-test-0123456789abcdef';
const BODY = JSON.stringify({ type: 'authorization.check', user: { email: 'zoë@example.com' } });

function signed(url: string, extra: Partial<SignedRequest> = {}): SignedRequest {
  return { url, secret: SECRET, event: 'authorization.check', body: BODY, now: new Date(), timeoutMs: 2_000, ...extra };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe(sendSignedRequest.name, () => {
  const running: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((close) => close()));
  });
  async function started(answer: Parameters<typeof application>[0]) {
    const app = await application(answer);
    running.push(app.close);
    return app;
  }

  it('connects to the pinned address, not to what the name resolves to now, and keeps the name in the Host header', async () => {
    const app = await started((_request, response) => response.writeHead(204).end());
    const port = new URL(app.url).port;

    // The .invalid name resolves nowhere (RFC 6761): only the pinned address can reach the application.
    const outcome = await sendSignedRequest(signed(`http://hooks.weather.invalid:${port}/hook`, { pinnedAddress: { address: '127.0.0.1', family: 4 } }));

    expect(outcome).toEqual({ kind: 'answered', status: 204, body: '' });
    expect(app.received[0]?.headers.host).toBe(`hooks.weather.invalid:${port}`);
  });

  it('POSTs the exact body, signed, with the event and delivery headers, and answers status and body', async () => {
    const app = await started((_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"isSysAdmin":true}'));

    const outcome = await sendSignedRequest(signed(`${app.url}/webhooks/identity`, { deliveryId: 'delivery-1' }));

    expect(outcome).toEqual({ kind: 'answered', status: 200, body: '{"isSysAdmin":true}' });
    const [request] = app.received;
    expect(request).toMatchObject({ method: 'POST', url: '/webhooks/identity', body: BODY });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(BODY)),
      'x-weather-event': 'authorization.check',
      'x-weather-delivery': 'delivery-1',
      'user-agent': 'weather-identity',
    });
    const signature = request?.headers['x-weather-signature'] as string;
    expect(verifySignatureHeader(SECRET, request?.body ?? '', signature, Math.floor(Date.now() / 1000))).toBe(true);
  });

  it('gives each request a new delivery id when none is given', async () => {
    const app = await started((_request, response) => response.writeHead(204).end());

    await sendSignedRequest(signed(app.url));
    await sendSignedRequest(signed(app.url));

    const ids = app.received.map((request) => request.headers['x-weather-delivery']);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('asks the same application again over the kept-alive connection', async () => {
    const app = await started((_request, response) => response.writeHead(200).end('ok'));

    for (let asked = 0; asked < 3; asked += 1) expect(await sendSignedRequest(signed(app.url))).toMatchObject({ kind: 'answered', status: 200 });

    expect(app.received).toHaveLength(3);
    expect(app.counts.connections).toBe(1);
  });

  /** Answers the first request of each connection; a later one on the same connection is dropped unanswered, as a closing application does. */
  function dropOnKeptAliveConnection(answerNewConnections = true) {
    const served = new WeakSet<Socket>();
    return (request: IncomingMessage, response: ServerResponse) => {
      if (served.has(request.socket) || !answerNewConnections) return void request.socket.destroy();
      served.add(request.socket);
      response.writeHead(200).end('ok');
    };
  }

  it('sends a request again on a new connection when the application closes the kept-alive one instead of answering', async () => {
    const app = await started(dropOnKeptAliveConnection());
    expect(await sendSignedRequest(signed(app.url))).toMatchObject({ kind: 'answered', status: 200 });

    const request = signed(app.url, { deliveryId: 'a5c0f1de-0000-4000-8000-000000000001' });
    expect(await sendSignedRequest(request)).toMatchObject({ kind: 'answered', status: 200, body: 'ok' });

    expect(app.counts.connections).toBe(2);
    expect(app.received.slice(1).map((received) => received.headers['x-weather-delivery'])).toEqual([request.deliveryId, request.deliveryId]);
  });

  it('sends a request at most twice, and never again when a new connection is dropped', async () => {
    let first = true;
    const app = await started((request, response) => {
      if (!first) return void request.socket.destroy();
      first = false;
      response.writeHead(200).end('ok');
    });
    expect(await sendSignedRequest(signed(app.url))).toMatchObject({ kind: 'answered' });

    expect(await sendSignedRequest(signed(app.url))).toEqual({ kind: 'unreachable', reason: 'ECONNRESET' });
    expect(app.received).toHaveLength(3);

    const fresh = await started(dropOnKeptAliveConnection(false));
    expect(await sendSignedRequest(signed(fresh.url))).toEqual({ kind: 'unreachable', reason: 'ECONNRESET' });
    expect(fresh.received).toHaveLength(1);
  });

  it('answers a redirect as it is, without following it', async () => {
    const elsewhere = await started((_request, response) => response.writeHead(200).end('elsewhere'));
    const app = await started((_request, response) => response.writeHead(302, { Location: `${elsewhere.url}/steal` }).end());

    expect(await sendSignedRequest(signed(app.url))).toEqual({ kind: 'answered', status: 302, body: '' });
    expect(elsewhere.received).toHaveLength(0);
  });

  it('times out an application that never answers, and closes the connection', async () => {
    const app = await started(() => undefined);

    const outcome = await sendSignedRequest(signed(app.url, { timeoutMs: 200 }));

    expect(outcome).toEqual({ kind: 'timeout' });
    await until(() => app.counts.closed === 1);
  });

  it('times out an answer whose body never ends', async () => {
    const app = await started((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"isSys');
    });

    expect(await sendSignedRequest(signed(app.url, { timeoutMs: 200 }))).toEqual({ kind: 'timeout' });
  });

  it(`cuts a long answer at ${MAX_ANSWER_BYTES} bytes without reading the rest`, async () => {
    // An endless answer: the outcome can only come if the rest is left unread.
    let writing = true;
    const app = await started((_request, response) => {
      response.writeHead(200);
      const more = () => {
        while (writing && response.write('x'.repeat(4096)));
        if (writing) response.once('drain', more);
      };
      response.on('close', () => (writing = false));
      more();
    });

    const outcome = await sendSignedRequest(signed(app.url, { timeoutMs: 5_000 }));

    expect(outcome).toEqual({ kind: 'answered', status: 200, body: 'x'.repeat(MAX_ANSWER_BYTES) });
    await until(() => app.counts.closed === 1);
  });

  it('reports an application that refuses the connection with the system code', async () => {
    const app = await started(() => undefined);
    await app.close();
    running.pop();

    expect(await sendSignedRequest(signed(app.url))).toEqual({ kind: 'unreachable', reason: 'ECONNREFUSED' });
  });

  it.each(['not a url', 'ftp://127.0.0.1/webhooks', 'file:///etc/passwd'])('refuses %s without sending anything', async (url) => {
    expect(await sendSignedRequest(signed(url))).toEqual({ kind: 'unreachable', reason: 'not an http(s) URL' });
  });

  it('reports a request Node cannot send (a header with a line break) instead of throwing', async () => {
    const app = await started((_request, response) => response.writeHead(200).end());

    const outcome = await sendSignedRequest(signed(app.url, { event: 'user.updated\r\nX-Injected: 1' }));

    expect(outcome).toMatchObject({ kind: 'unreachable' });
    expect(app.received).toHaveLength(0);
  });
});
