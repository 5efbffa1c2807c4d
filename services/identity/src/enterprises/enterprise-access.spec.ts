import type { User } from '../users/user.entity';
import { mayManage } from './enterprise-access';

function caller(fields: Partial<User>): User {
  return { role: 'USER', isEnterpriseAdministrator: false, enterpriseId: null, ...fields } as User;
}

describe(mayManage.name, () => {
  it('lets the enterprise administrators of that enterprise in', () => {
    expect(mayManage(caller({ isEnterpriseAdministrator: true, enterpriseId: 4 }), 4)).toBe(true);
  });

  it('lets SYSADMIN in anywhere', () => {
    expect(mayManage(caller({ role: 'SYSADMIN' }), 4)).toBe(true);
  });

  it.each([
    ['an administrator of another enterprise', { isEnterpriseAdministrator: true, enterpriseId: 5 }],
    ['a member who is not an administrator', { enterpriseId: 4 }],
    ['a user without an enterprise', {}],
    ['an administrator flag without an enterprise', { isEnterpriseAdministrator: true }],
  ])('keeps %s out', (_who, fields) => {
    expect(mayManage(caller(fields), 4)).toBe(false);
  });
});
