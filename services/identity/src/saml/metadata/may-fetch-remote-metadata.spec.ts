import type { User } from '../../users/user.entity';
import { mayFetchRemoteMetadata } from './may-fetch-remote-metadata';

describe(mayFetchRemoteMetadata.name, () => {
  const user = (fields: Partial<User>) => ({ role: 'USER', isEnterpriseAdministrator: false, enterpriseId: null, ...fields }) as unknown as User;

  it('lets the administrators of an enterprise and SYSADMIN fetch', () => {
    expect(mayFetchRemoteMetadata(user({ isEnterpriseAdministrator: true, enterpriseId: 3 }))).toBe(true);
    expect(mayFetchRemoteMetadata(user({ role: 'SYSADMIN' }))).toBe(true);
  });

  it('refuses everyone else, a member of an enterprise included', () => {
    expect(mayFetchRemoteMetadata(user({}))).toBe(false);
    expect(mayFetchRemoteMetadata(user({ enterpriseId: 3 }))).toBe(false);
    expect(mayFetchRemoteMetadata(user({ isEnterpriseAdministrator: true, enterpriseId: null }))).toBe(false);
  });
});
