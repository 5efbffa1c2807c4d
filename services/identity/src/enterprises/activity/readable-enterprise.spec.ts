import { ApiException } from '../../platform/errors/api-exception';
import { readableEnterprise } from './activity.service';

const sysadmin = { role: 'SYSADMIN' as const, isEnterpriseAdministrator: false, enterpriseId: null };
const administrator = { role: 'USER' as const, isEnterpriseAdministrator: true, enterpriseId: 7 };

function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiException ? error.code : 'not an ApiException';
  }
}

describe(readableEnterprise.name, () => {
  it('lets SYSADMIN read every row, or one enterprise when asked', () => {
    expect(readableEnterprise(sysadmin, undefined)).toBeUndefined();
    expect(readableEnterprise(sysadmin, 9)).toBe(9);
  });

  it("holds an enterprise administrator to their own enterprise, asked for or not", () => {
    expect(readableEnterprise(administrator, undefined)).toBe(7);
    expect(readableEnterprise(administrator, 7)).toBe(7);
  });

  it("refuses an enterprise administrator another enterprise's rows", () => {
    expect(refusal(() => readableEnterprise(administrator, 8))).toBe('FORBIDDEN');
  });

  it.each([
    ['a plain user', { role: 'USER' as const, isEnterpriseAdministrator: false, enterpriseId: null }],
    ['a member who is not its administrator', { role: 'USER' as const, isEnterpriseAdministrator: false, enterpriseId: 7 }],
    ['an administrator flag without an enterprise', { role: 'USER' as const, isEnterpriseAdministrator: true, enterpriseId: null }],
  ])('refuses %s', (_name, caller) => {
    expect(refusal(() => readableEnterprise(caller, undefined))).toBe('FORBIDDEN');
  });
});
