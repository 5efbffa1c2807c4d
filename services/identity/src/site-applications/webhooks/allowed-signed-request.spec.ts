import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboundAddressPolicy, type ResolvedAddress } from '../../platform/outbound/outbound-address-policy';
import { sendAllowedSignedRequest } from './allowed-signed-request';

const REQUEST = { secret: 'whsec-test-0123456789abcdef', event: 'authorization.check', body: '{}', now: new Date() };

/** A resolver that answers `addresses` after `delayMs`, or never. */
function slowResolver(delayMs: number | 'never', addresses: ResolvedAddress[] = [{ address: '203.0.113.7', family: 4 }]) {
  return () => (delayMs === 'never' ? new Promise<ResolvedAddress[]>(() => undefined) : new Promise<ResolvedAddress[]>((resolve) => setTimeout(() => resolve(addresses), delayMs)));
}

describe(sendAllowedSignedRequest.name, () => {
  let server: Server | null = null;
  afterEach(async () => {
    server?.closeAllConnections();
    server?.close();
    server = null;
  });

  it('answers timeout within the request timeout when the name look-up never ends', async () => {
    const policy = new OutboundAddressPolicy([], slowResolver('never'));
    const startedAt = Date.now();

    const outcome = await sendAllowedSignedRequest(policy, { ...REQUEST, url: 'https://silent-dns.example/hook', timeoutMs: 300 });

    expect(outcome).toEqual({ kind: 'timeout' });
    expect(Date.now() - startedAt).toBeLessThan(1_500);
  });

  it('waits for a slow look-up that ends in time, and gives the call what is left of the timeout', async () => {
    const slow = new OutboundAddressPolicy([], slowResolver(250, [{ address: '10.1.2.3', family: 4 }]));
    const startedAt = Date.now();
    expect(await sendAllowedSignedRequest(slow, { ...REQUEST, url: 'https://intranet.example/hook', timeoutMs: 1_000 })).toEqual({ kind: 'unreachable', reason: 'address not allowed' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(240);

    // An allow-listed application (no look-up) answering after 400 ms: in time for 2 s, not for 200 ms.
    server = createServer((_request, response) => setTimeout(() => response.end('late'), 400));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const allowed = new OutboundAddressPolicy(['127.0.0.1'], slowResolver('never'));
    expect(await sendAllowedSignedRequest(allowed, { ...REQUEST, url, timeoutMs: 200 })).toEqual({ kind: 'timeout' });
    expect(await sendAllowedSignedRequest(allowed, { ...REQUEST, url, timeoutMs: 2_000 })).toMatchObject({ kind: 'answered', status: 200, body: 'late' });
  });
});
