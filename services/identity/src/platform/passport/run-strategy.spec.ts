import { runStrategy } from './run-strategy';

/** A strategy that does what it is told, as passport strategies call their actions on `this`. */
function strategyThat(act: (self: Record<string, (...args: unknown[]) => void>, request: unknown) => void) {
  return {
    authenticate(this: Record<string, (...args: unknown[]) => void>, request: never) {
      act(this, request);
    },
  };
}

describe(runStrategy.name, () => {
  it('answers with the user of a success, and hands the strategy the request as given', async () => {
    const request = { body: { SAMLResponse: 'x' } };
    let seen: unknown;
    const outcome = await runStrategy(
      strategyThat((self, given) => {
        seen = given;
        self.success({ id: 1 }, { note: 'info' });
      }),
      request,
    );
    expect(outcome).toEqual({ kind: 'success', user: { id: 1 }, info: { note: 'info' } });
    expect(seen).toBe(request);
  });

  it('answers with a redirect (302 unless told), a failure and a pass as values', async () => {
    await expect(runStrategy(strategyThat((self) => self.redirect('https://idp.example/sso?SAMLRequest=1')), {})).resolves.toEqual({ kind: 'redirect', url: 'https://idp.example/sso?SAMLRequest=1', status: 302 });
    await expect(runStrategy(strategyThat((self) => self.fail('challenge', 401)), {})).resolves.toEqual({ kind: 'fail', challenge: 'challenge', status: 401 });
    await expect(runStrategy(strategyThat((self) => self.pass()), {})).resolves.toEqual({ kind: 'pass' });
  });

  it('rejects with the error a strategy reports, or throws, and keeps the first action only', async () => {
    const refused = new Error('refused');
    await expect(runStrategy(strategyThat((self) => self.error(refused)), {})).rejects.toBe(refused);
    await expect(
      runStrategy(
        strategyThat(() => {
          throw refused;
        }),
        {},
      ),
    ).rejects.toBe(refused);
    await expect(
      runStrategy(
        strategyThat((self) => {
          self.error(refused);
          self.success({ id: 1 });
        }),
        {},
      ),
    ).rejects.toBe(refused);
  });

  it('leaves the strategy itself untouched: its actions are bound per run', async () => {
    const strategy = strategyThat((self) => self.pass());
    await runStrategy(strategy, {});
    expect(Object.keys(strategy)).toEqual(['authenticate']);
  });
});
