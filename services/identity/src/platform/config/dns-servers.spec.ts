import { parseDnsServers } from './dns-servers';

describe(parseDnsServers.name, () => {
  it('accepts addresses with and without a port', () => {
    expect(parseDnsServers('127.0.0.1:5353, 1.1.1.1,[::1]:53,2001:4860:4860::8888')).toEqual([
      '127.0.0.1:5353',
      '1.1.1.1',
      '[::1]:53',
      '2001:4860:4860::8888',
    ]);
  });

  it.each(['dns.example.com', '127.0.0.1:0', '127.0.0.1:65536', '10.0.0.1:53:53', '[127.0.0.1]:53', ' , '])('refuses %s', (text) => {
    expect(parseDnsServers(text)).toBeNull();
  });
});
