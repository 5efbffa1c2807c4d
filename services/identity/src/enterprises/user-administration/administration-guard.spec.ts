import { type AccountState, type AdministrativeChange, refusalOf, takesAwayASysadmin } from './administration-guard';

const sysadmin = (id: number, isDisabled = false): AccountState => ({ id, role: 'SYSADMIN', isDisabled });
const user = (id: number, isDisabled = false): AccountState => ({ id, role: 'USER', isDisabled });

describe(refusalOf.name, () => {
  const removals: AdministrativeChange[] = [{ kind: 'disable' }, { kind: 'delete' }, { kind: 'role', role: 'USER' }];

  it.each(removals)('lets one SYSADMIN take away another (%o)', (change) => {
    expect(refusalOf(change, sysadmin(1), sysadmin(2))).toBeNull();
  });

  it.each(removals)('refuses the caller their own account (%o)', (change) => {
    expect(refusalOf(change, sysadmin(1), sysadmin(1))).toBe('OWN_ACCOUNT');
  });

  it.each(removals)('refuses a caller whom another administrator demoted, disabled or deleted meanwhile (%o)', (change) => {
    expect(refusalOf(change, user(1), sysadmin(2))).toBe('FORBIDDEN');
    expect(refusalOf(change, sysadmin(1, true), sysadmin(2))).toBe('FORBIDDEN');
    expect(refusalOf(change, undefined, sysadmin(2))).toBe('FORBIDDEN');
  });

  it('refuses every change, even a harmless one, to a caller who is no longer an enabled SYSADMIN', () => {
    expect(refusalOf({ kind: 'signOut' }, user(1), user(2))).toBe('FORBIDDEN');
    expect(refusalOf({ kind: 'enable' }, sysadmin(1, true), user(2, true))).toBe('FORBIDDEN');
  });

  it('lets a SYSADMIN do to themselves what keeps them one: sign out everywhere, stay SYSADMIN', () => {
    expect(refusalOf({ kind: 'signOut' }, sysadmin(1), sysadmin(1))).toBeNull();
    expect(refusalOf({ kind: 'role', role: 'SYSADMIN' }, sysadmin(1), sysadmin(1))).toBeNull();
  });

  it('never refuses a SYSADMIN acting on ordinary users', () => {
    for (const change of [...removals, { kind: 'enable' } as const, { kind: 'role', role: 'SYSADMIN' } as const, { kind: 'signOut' } as const]) {
      expect(refusalOf(change, sysadmin(1), user(2))).toBeNull();
    }
  });
});

describe(takesAwayASysadmin.name, () => {
  it('is true only for an enabled SYSADMIN disabled, deleted or given another role', () => {
    expect(takesAwayASysadmin({ kind: 'disable' }, sysadmin(1))).toBe(true);
    expect(takesAwayASysadmin({ kind: 'delete' }, sysadmin(1))).toBe(true);
    expect(takesAwayASysadmin({ kind: 'role', role: 'USER' }, sysadmin(1))).toBe(true);
    expect(takesAwayASysadmin({ kind: 'role', role: 'SYSADMIN' }, sysadmin(1))).toBe(false);
    expect(takesAwayASysadmin({ kind: 'enable' }, sysadmin(1))).toBe(false);
    expect(takesAwayASysadmin({ kind: 'signOut' }, sysadmin(1))).toBe(false);
    expect(takesAwayASysadmin({ kind: 'delete' }, sysadmin(1, true))).toBe(false);
    expect(takesAwayASysadmin({ kind: 'delete' }, user(1))).toBe(false);
  });
});
