import { EMPTY_FILTERS, instantOf, toAuditFilters } from './activity-filters';

describe(toAuditFilters.name, () => {
  it('sends no filter for a blank form', () => {
    expect(toAuditFilters(EMPTY_FILTERS)).toEqual({ filters: {}, errors: {} });
  });

  it('sends each filled field, trimmed, the times as instants', () => {
    const values = { actor: ' 42 ', subject: 'Ada@Example.com', event: 'LOGIN_FAILED' as const, enterprise: '7', from: '2026-01-01T08:00', to: '2026-01-02T08:00', ip: '2001:db8::1' };

    expect(toAuditFilters(values)).toEqual({
      filters: { actor: '42', subject: 'Ada@Example.com', event: 'LOGIN_FAILED', enterprise: 7, from: new Date('2026-01-01T08:00').toISOString(), to: new Date('2026-01-02T08:00').toISOString(), ip: '2001:db8::1' },
      errors: {},
    });
  });

  it.each([
    ['actor', { actor: 'ada' }, 'USER_REFERENCE_INVALID'],
    ['subject', { subject: '0' }, 'USER_REFERENCE_INVALID'],
    ['enterprise', { enterprise: '1.5' }, 'INVALID_TYPE'],
    ['from', { from: 'yesterday' }, 'INSTANT_INVALID'],
    ['to', { from: '2026-01-02T08:00', to: '2026-01-02T08:00' }, 'TIME_RANGE_INVALID'],
    ['ip', { ip: '300.1.1.1' }, 'IP_INVALID'],
  ] as const)('refuses a bad %s with the API’s code', (field, changes, code) => {
    const { errors } = toAuditFilters({ ...EMPTY_FILTERS, ...changes });

    expect(errors).toEqual({ [field]: code });
  });
});

describe(instantOf.name, () => {
  it('reads a datetime-local value in the browser’s zone', () => {
    expect(instantOf('2026-03-04T05:06')).toBe(new Date(2026, 2, 4, 5, 6).toISOString());
    expect(instantOf('2026-03-04')).toBeNull();
  });
});
