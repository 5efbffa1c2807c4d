import { SnakeNamingStrategy } from './snake-naming.strategy';

describe(SnakeNamingStrategy.name, () => {
  const sut = new SnakeNamingStrategy();

  it('names columns in snake case', () => {
    expect(sut.columnName('postCallbackUrl', undefined, [])).toBe('post_callback_url');
    expect(sut.columnName('isEnterpriseAdministrator', undefined, [])).toBe('is_enterprise_administrator');
    expect(sut.columnName('ip', undefined, [])).toBe('ip');
  });

  it('keeps a name given in the decorator', () => {
    expect(sut.columnName('anything', 'txt_code', [])).toBe('txt_code');
    expect(sut.tableName('User', 'users')).toBe('users');
  });

  it('names join columns after the relation and the referenced column', () => {
    expect(sut.joinColumnName('enterpriseDomain', 'id')).toBe('enterprise_domain_id');
  });
});
