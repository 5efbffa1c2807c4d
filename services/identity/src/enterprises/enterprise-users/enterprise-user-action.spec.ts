import { enterpriseUserActionOf } from './enterprise-user-action';

describe(enterpriseUserActionOf.name, () => {
  it.each([
    [{ disableUser: true }, { kind: 'disableUser', disable: true }],
    [{ disableUser: false }, { kind: 'disableUser', disable: false }],
    [{ setTemporaryPassword: true as const }, { kind: 'setTemporaryPassword' }],
    [{ forceLogout: true as const }, { kind: 'forceLogout' }],
  ])('reads %j', (body, action) => {
    expect(enterpriseUserActionOf(body)).toEqual(action);
  });

  it.each([[{}], [{ disableUser: true, forceLogout: true as const }], [{ setTemporaryPassword: true as const, forceLogout: true as const }]])(
    'refuses %j',
    (body) => {
      expect(enterpriseUserActionOf(body)).toBeNull();
    },
  );
});
