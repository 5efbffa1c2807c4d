import type { ApiResult } from '@weather/ui';
import type { ConsentOutcome, ConsentRequest, ConsentTransport } from '../transport/consent-transport';
import { ConsentStore } from './ConsentStore';

const request = (name: string): ConsentRequest => ({
  application: { client_id: 'weather-pictures', name, base_url: 'https://pictures.example.com', image_url: 'https://pictures.example.com/logo.svg' },
  scopes: ['openid'],
  claims: [],
});

/** A transport whose answers a test sends when it chooses, so it can look at the store in between. */
class HeldTransport implements ConsentTransport {
  readonly calls: string[] = [];
  private readonly held: Array<() => void> = [];
  name = 'Weather Pictures';

  getConsent(interaction: string): Promise<ApiResult<ConsentRequest>> {
    this.calls.push(`consent ${interaction}`);
    const answer = request(this.name);
    return new Promise((resolve) => this.held.push(() => resolve({ ok: true, data: answer })));
  }

  decideConsent(interaction: string, allow: boolean): Promise<ApiResult<ConsentOutcome>> {
    this.calls.push(`${allow ? 'allow' : 'deny'} ${interaction}`);
    return new Promise((resolve) => this.held.push(() => resolve({ ok: true, data: { redirect_to: `https://issuer.test/auth/${interaction}` } })));
  }

  /** Sends the oldest held answer and lets the store take it. */
  async answer(): Promise<void> {
    this.held.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function loaded(): Promise<{ store: ConsentStore; transport: HeldTransport }> {
  const transport = new HeldTransport();
  const store = new ConsentStore(transport);
  const loading = store.load('abc123');
  await transport.answer();
  await loading;
  return { store, transport };
}

describe('ConsentStore.refresh (the request again in the language now shown, docs/adr/1005)', () => {
  it('keeps the request shown until the new answer replaces it', async () => {
    const { store, transport } = await loaded();
    transport.name = 'Immagini Meteo';

    void store.refresh('abc123');
    expect(store.request?.application.name).toBe('Weather Pictures');
    expect(store.isLoading).toBe(false);
    await transport.answer();

    expect(store.request?.application.name).toBe('Immagini Meteo');
    expect(transport.calls).toEqual(['consent abc123', 'consent abc123']);
  });

  it('asks nothing while a decision is under way or once it is taken, and never answers twice', async () => {
    const { store, transport } = await loaded();

    void store.decide('abc123', false);
    await store.refresh('abc123');
    await transport.answer();
    await store.refresh('abc123');

    expect(store.redirectTo).toBe('https://issuer.test/auth/abc123');
    expect(transport.calls).toEqual(['consent abc123', 'deny abc123']);
  });

  it('drops a refresh answered after a decision began, and the answer of a refresh a newer one followed', async () => {
    const { store, transport } = await loaded();
    transport.name = 'Immagini Meteo';
    void store.refresh('abc123');
    void store.decide('abc123', true);
    await transport.answer();
    expect(store.request?.application.name).toBe('Weather Pictures');
    await transport.answer();
    expect(store.redirectTo).toBe('https://issuer.test/auth/abc123');
    expect(store.request?.application.name).toBe('Weather Pictures');

    const second = await loaded();
    second.transport.name = 'Old';
    void second.store.refresh('abc123');
    second.transport.name = 'New';
    void second.store.refresh('abc123');
    await second.transport.answer();
    await second.transport.answer();
    expect(second.store.request?.application.name).toBe('New');
  });
});
