import { buildPortalUser } from '@weather/ui/testing';
import { limits } from '@weather/validation';
import { buildDomain, FakeEnterpriseTransport } from '../testing/fake-enterprise-transport';
import { FakeSession } from '@weather/ui/testing';
import { EnterpriseStore } from './EnterpriseStore';

const admin = buildPortalUser({ is_enterprise_administrator: true, Enterprise: { id: 7 } });

function arrange() {
  const transport = new FakeEnterpriseTransport(admin);
  transport.enterprise = { id: 7, name: 'Bureau of Clouds', EnterpriseDomains: [buildDomain()], users: 1, saml: false, require_second_factor: false };
  const sut = new EnterpriseStore(transport, new FakeSession(admin));
  return { transport, sut };
}

describe(EnterpriseStore.name, () => {
  afterEach(() => jest.useRealTimers());

  it('reloads every 15 seconds until stopped, so a domain status change shows', async () => {
    jest.useFakeTimers();
    const { transport, sut } = arrange();
    const loaded = sut.load();
    await jest.advanceTimersByTimeAsync(1);
    await loaded;
    const stop = sut.startAutoRefresh();

    transport.setDomain(1, { status: 'Verified', is_verified: true });
    await jest.advanceTimersByTimeAsync(limits.ENTERPRISE_REFRESH_MS - 1);
    expect(sut.enterprise?.EnterpriseDomains[0].status).toBe('Verifying');
    await jest.advanceTimersByTimeAsync(2);
    expect(sut.enterprise?.EnterpriseDomains[0].status).toBe('Verified');

    stop();
    const calls = transport.calls.length;
    await jest.advanceTimersByTimeAsync(3 * limits.ENTERPRISE_REFRESH_MS);
    expect(transport.calls).toHaveLength(calls);
  });

  it('keeps the name being typed through a reload', async () => {
    const { transport, sut } = arrange();
    await sut.load();
    sut.setName('Office of');

    transport.enterprise = { ...transport.enterprise!, EnterpriseDomains: [] };
    await sut.load();

    expect(sut.name).toBe('Office of');
    expect(sut.enterprise?.EnterpriseDomains).toEqual([]);
  });

  it('follows a rename made elsewhere while the name is untouched', async () => {
    const { transport, sut } = arrange();
    await sut.load();

    transport.enterprise = { ...transport.enterprise!, name: 'Office of Fog' };
    await sut.load();

    expect(sut.name).toBe('Office of Fog');
  });
});
