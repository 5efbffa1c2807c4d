import type { ClientMetadata } from 'oidc-provider';
import type { OidcClients } from '../site-applications/oidc-clients/oidc-clients';
import { OidcClientAdapter } from './oidc-client-adapter';

describe(OidcClientAdapter.name, () => {
  const metadata: ClientMetadata = { client_id: 'forecast', redirect_uris: ['https://app.example/callback'] };

  function adapterOf(request: { current: object | undefined }) {
    const metadataOf = jest.fn((clientId: string) => Promise.resolve(clientId === 'forecast' ? metadata : null));
    return { metadataOf, sut: new OidcClientAdapter({ metadataOf } as unknown as OidcClients, () => request.current) };
  }

  it('builds a client’s metadata once per request, and again in the next request', async () => {
    const request = { current: {} as object | undefined };
    const { metadataOf, sut } = adapterOf(request);

    expect(await Promise.all([sut.find('forecast'), sut.find('forecast')])).toEqual([metadata, metadata]);
    expect(await sut.find('unknown')).toBeUndefined();
    expect(metadataOf).toHaveBeenCalledTimes(2);
    request.current = {};
    await sut.find('forecast');
    request.current = undefined;
    await sut.find('forecast');
    await sut.find('forecast');
    expect(metadataOf).toHaveBeenCalledTimes(5);
  });

  it('refuses to register a client: the catalogue is the only place to edit one', async () => {
    await expect(adapterOf({ current: undefined }).sut.upsert()).rejects.toThrow('catalogue');
  });
});
