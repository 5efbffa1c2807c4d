import { bindingCookieNames, newState, stateMatches } from './handoff-binding';

describe(stateMatches.name, () => {
  it('matches only the same state, never a missing one on either side', () => {
    const state = newState();
    expect(stateMatches(state, state)).toBe(true);
    expect(stateMatches(state, `${state.slice(0, -1)}x`)).toBe(false);
    expect(stateMatches(state, state.slice(1))).toBe(false);
    expect(stateMatches(undefined, state)).toBe(false);
    expect(stateMatches(state, null)).toBe(false);
    expect(stateMatches('', '')).toBe(false);
  });
});

describe(newState.name, () => {
  it('is 256 random bits in the API state alphabet (43 base64url characters)', () => {
    const states = new Set(Array.from({ length: 50 }, newState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe(bindingCookieNames.name, () => {
  it('names the cookies after the client id, as applications on one host share cookies', () => {
    expect(bindingCookieNames('weather.radar')).toEqual({ state: 'weather_radar_handoff_state', bounce: 'weather_radar_handoff_bounce' });
  });
});
