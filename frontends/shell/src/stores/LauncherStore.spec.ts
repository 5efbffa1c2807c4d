import { buildPortalUser } from '@weather/ui/testing';
import { FakeSessionTransport } from '../testing/fake-session-transport';
import { LauncherStore } from './LauncherStore';

function signedIn() {
  const ada = buildPortalUser();
  const transport = new FakeSessionTransport(ada);
  transport.signedIn = ada;
  return { transport, owner: ada.uuid };
}

const lists = (transport: FakeSessionTransport) => transport.calls.filter((call) => call === 'siteapplications').length;
const checksOf = (transport: FakeSessionTransport) => transport.calls.filter((call) => call.startsWith('authorization '));

describe(LauncherStore.name, () => {
  it('sends every authorization check before the cards are shown', async () => {
    const { transport, owner } = signedIn();
    const sut = new LauncherStore(transport);
    // The cards render from `applications`; a check asked after they appear waits for that render.
    const cardsShownWhenAsked: number[] = [];
    const ask = transport.getAuthorization.bind(transport);
    transport.getAuthorization = (clientId) => {
      cardsShownWhenAsked.push(sut.applications.length);
      return ask(clientId);
    };

    await sut.load(owner);

    expect(cardsShownWhenAsked).toEqual([0, 0, 0]);
    expect(sut.applications.map((application) => sut.accessOf(application).state)).toEqual(['allowed', 'allowed', 'allowed']);
  });

  it('does not load again for the opening a link started, but loads for any other arrival', async () => {
    const { transport, owner } = signedIn();
    const sut = new LauncherStore(transport);

    const opening = sut.open(owner);
    expect(lists(transport)).toBe(1);
    await sut.loadUnlessOpened(opening, owner);
    expect(lists(transport)).toBe(1);
    // The same history entry again (back/forward), a typed address, an older opening: all load.
    await sut.loadUnlessOpened(opening, owner);
    await sut.loadUnlessOpened(null, owner);
    expect(lists(transport)).toBe(3);
    const newer = sut.open(owner);
    await sut.loadUnlessOpened(newer - 1, owner);
    expect(lists(transport)).toBe(5);
  });

  it("sends the checks of a prefetched list at the opening, before the list's answer, and asks for the list again", async () => {
    const { transport, owner } = signedIn();
    const sut = new LauncherStore(transport);
    await sut.prefetch(owner);
    expect(checksOf(transport)).toEqual([]);

    const loading = sut.load(owner);
    // Synchronously, in the click: every known application is being checked, and the list asked.
    expect(checksOf(transport)).toEqual(['authorization weather-radar', 'authorization weather-forecast', 'authorization weather-alerts']);
    expect(lists(transport)).toBe(2);
    expect(sut.isSettling).toBe(true);
    await loading;

    expect(checksOf(transport)).toHaveLength(3);
    expect(sut.applications.map((application) => sut.accessOf(application).state)).toEqual(['allowed', 'allowed', 'allowed']);
    expect(sut.isSettling).toBe(false);
  });

  it('checks an application added since the prefetch when the list answers, and drops one removed since', async () => {
    const { transport, owner } = signedIn();
    const sut = new LauncherStore(transport);
    await sut.prefetch(owner);
    const forecast = transport.handOff.applications.find((application) => application.client_id === 'weather-forecast');
    if (!forecast) throw new Error('the fake catalogue has no weather-forecast');
    transport.handOff.applications = [
      ...transport.handOff.applications.filter((application) => application !== forecast),
      { ...forecast, client_id: 'weather-tides', name: 'Tides', ordering_number: 99 },
    ];

    await sut.load(owner);

    expect(checksOf(transport)).toEqual(['authorization weather-radar', 'authorization weather-forecast', 'authorization weather-alerts', 'authorization weather-tides']);
    expect(sut.applications.map((application) => application.client_id)).toEqual(['weather-radar', 'weather-alerts', 'weather-tides']);
    expect([...sut.access.keys()].sort()).toEqual(['weather-alerts', 'weather-radar', 'weather-tides']);
    expect(sut.isSettling).toBe(false);
  });

  it("uses a prefetched list only for the user it was asked for", async () => {
    const { transport, owner } = signedIn();
    const sut = new LauncherStore(transport);
    await sut.prefetch(owner);

    const loading = sut.load('someone else');
    expect(checksOf(transport)).toEqual([]);
    await loading;
    expect(checksOf(transport)).toHaveLength(3);
  });

  it('asks for the list once ahead: not again for the same user, nor while a load is asking', async () => {
    const { transport, owner } = signedIn();
    const sut = new LauncherStore(transport);
    const loading = sut.load(owner);
    await sut.prefetch(owner);
    expect(lists(transport)).toBe(1);
    await loading;
    await sut.prefetch(owner);
    expect(lists(transport)).toBe(1);
  });

  it("shows the list's error, without the prefetched cards, when the list fails at the opening", async () => {
    const { transport, owner } = signedIn();
    const sut = new LauncherStore(transport);
    await sut.prefetch(owner);
    transport.handOff.listFailure = { statusCode: 503, code: 'UNKNOWN_ERROR', message: 'Service Unavailable' };

    await sut.load(owner);

    expect(sut).toMatchObject({ isSettling: false, applications: [], error: transport.handOff.listFailure });
    expect(sut.access.size).toBe(0);
  });
});
