import { isBlockedAddress } from './blocked-addresses';

describe(isBlockedAddress.name, () => {
  it('blocks loopback, private, link-local and other internal addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', 'not an address']) {
      expect([address, isBlockedAddress(address)]).toEqual([address, true]);
    }
  });

  it('blocks IPv4-compatible IPv6 addresses (::/96), whatever IPv4 address they carry', () => {
    for (const address of ['::127.0.0.1', '::7f00:1', '::a9fe:a9fe', '::10.0.0.1', '::8.8.8.8', '0:0:0:0:0:0:0:2']) {
      expect([address, isBlockedAddress(address)]).toEqual([address, true]);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34']) {
      expect([address, isBlockedAddress(address)]).toEqual([address, false]);
    }
  });
});
