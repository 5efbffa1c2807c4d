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

  it("does not load again for the opening a link started, but loads for any other arrival", async () => {
    const ada = buildPortalUser();
    const transport = new FakeSessionTransport(ada);
    transport.signedIn = ada;
    const sut = new LauncherStore(transport);
    const lists = () => transport.calls.filter((call) => call === 'siteapplications').length;

    const opening = sut.open();
    expect(lists()).toBe(1);
    await sut.loadUnlessOpened(opening);
    expect(lists()).toBe(1);
    // The same history entry again (back/forward), a typed address, an older opening: all load.
    await sut.loadUnlessOpened(opening);
    await sut.loadUnlessOpened(null);
    expect(lists()).toBe(3);
    const newer = sut.open();
    await sut.loadUnlessOpened(newer - 1);
    expect(lists()).toBe(5);
  });
});
