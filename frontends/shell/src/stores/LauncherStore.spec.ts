import { buildPortalUser } from '@weather/ui/testing';
import { FakeSessionTransport } from '../testing/fake-session-transport';
import { LauncherStore } from './LauncherStore';

describe(LauncherStore.name, () => {
  it('sends every authorization check before the cards are shown', async () => {
    const ada = buildPortalUser();
    const transport = new FakeSessionTransport(ada);
    transport.signedIn = ada;
    const sut = new LauncherStore(transport);
    // The cards render from `applications`; a check asked after they appear waits for that render.
    const cardsShownWhenAsked: number[] = [];
    const ask = transport.getAuthorization.bind(transport);
    transport.getAuthorization = (clientId) => {
      cardsShownWhenAsked.push(sut.applications.length);
      return ask(clientId);
    };

    await sut.load();

    expect(cardsShownWhenAsked).toEqual([0, 0, 0]);
    expect(sut.applications.map((application) => sut.accessOf(application).state)).toEqual(['allowed', 'allowed', 'allowed']);
  });
});
