import { HANDOFF_STATE_PATTERN, handoffStateMatches } from './handoff-state';

describe('HANDOFF_STATE_PATTERN', () => {
  it.each(['Yk3v_Q9-xL2.pR7~tW4zN8', 'a'.repeat(16), 'Z'.repeat(128), 'b64url-43-chars_AAAAAAAAAAAAAAAAAAAAAAAAAAA'])('accepts %s', (state) => {
    expect(HANDOFF_STATE_PATTERN.test(state)).toBe(true);
  });

  it.each(['', 'a'.repeat(15), 'a'.repeat(129), `${'a'.repeat(16)}+`, `${'a'.repeat(16)}/`, `${'a'.repeat(16)}=`, `${'a'.repeat(16)}%20`, `${'a'.repeat(16)}\n`, `${'a'.repeat(16)}é`])(
    'refuses %j',
    (state) => {
      expect(HANDOFF_STATE_PATTERN.test(state)).toBe(false);
    },
  );
});

describe(handoffStateMatches.name, () => {
  it('needs the same state, or none on both sides', () => {
    expect(handoffStateMatches('Yk3v_Q9-xL2.pR7~tW4zN8', 'Yk3v_Q9-xL2.pR7~tW4zN8')).toBe(true);
    expect(handoffStateMatches(null, undefined)).toBe(true);
    expect(handoffStateMatches('Yk3v_Q9-xL2.pR7~tW4zN8', undefined)).toBe(false);
    expect(handoffStateMatches('Yk3v_Q9-xL2.pR7~tW4zN8', 'Zm4w_R0-yM3.qS8~uX5aP9')).toBe(false);
    expect(handoffStateMatches(null, 'Yk3v_Q9-xL2.pR7~tW4zN8')).toBe(false);
  });
});
