import { OutboundAddressPolicy, type ResolveHost } from './outbound-address-policy';

/** A resolver answering from a table, counting its look-ups; an unknown name does not resolve. */
function resolverOf(table: Record<string, string[]>): ResolveHost & { lookups: string[] } {
  const lookups: string[] = [];
  const resolve = (host: string) => {
    lookups.push(host);
    const addresses = table[host];
    if (!addresses) return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return Object.assign(resolve, { lookups });
}

describe(OutboundAddressPolicy.name, () => {
  const names = resolverOf({ 'apps.example.com': ['93.184.216.34'], 'internal.example.com': ['10.0.0.7'], 'mixed.example.com': ['93.184.216.34', '127.0.0.1'], localhost: ['127.0.0.1', '::1'] });

  it.each(['http://127.0.0.1:4001/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/', 'http://[::ffff:169.254.169.254]/', 'http://10.1.2.3/', 'http://0.0.0.0/', 'http://localhost:4001/', 'http://internal.example.com/', 'http://mixed.example.com/'])(
    'refuses %s when it is saved and when it is called, without an allow-list',
    async (url) => {
      const sut = new OutboundAddressPolicy([], names);
      expect(await sut.refusedWhenSaved(url)).toBe(true);
      expect(await sut.target(new URL(url))).toEqual({ kind: 'refused', reason: 'address not allowed' });
    },
  );

  it('lets a public name through, and pins the call to the address it checked', async () => {
    const sut = new OutboundAddressPolicy([], names);
    expect(await sut.refusedWhenSaved('https://apps.example.com/hook')).toBe(false);
    expect(await sut.target(new URL('https://apps.example.com/hook'))).toEqual({ kind: 'pinned', address: '93.184.216.34', family: 4 });
  });

  it('refuses at call time a name that resolved to a public address when it was saved and now points at loopback (DNS rebinding)', async () => {
    const rebinding = resolverOf({ 'rebind.example.com': ['93.184.216.34'] });
    const sut = new OutboundAddressPolicy([], rebinding);
    expect(await sut.refusedWhenSaved('http://rebind.example.com/hook')).toBe(false);

    const rebound = new OutboundAddressPolicy([], resolverOf({ 'rebind.example.com': ['127.0.0.1'] }));
    expect(await rebound.target(new URL('http://rebind.example.com/hook'))).toEqual({ kind: 'refused', reason: 'address not allowed' });
  });

  it('saves a name that does not resolve yet (the call checks it), and cannot call it', async () => {
    const sut = new OutboundAddressPolicy([], names);
    expect(await sut.refusedWhenSaved('http://not-yet.example.com/hook')).toBe(false);
    expect(await sut.target(new URL('http://not-yet.example.com/hook'))).toEqual({ kind: 'refused', reason: 'ENOTFOUND' });
  });

  it('lets the allow-listed hosts through as they are, whatever they resolve to', async () => {
    const sut = new OutboundAddressPolicy(['localhost', '127.0.0.1', '::1'], names);
    for (const url of ['http://localhost:4001/hook', 'http://127.0.0.1:4001/hook', 'http://[::1]:4001/hook']) {
      expect(await sut.refusedWhenSaved(url)).toBe(false);
      expect(await sut.target(new URL(url))).toEqual({ kind: 'as-is' });
    }
    expect(await sut.refusedWhenSaved('http://169.254.169.254/')).toBe(true);
  });
});
