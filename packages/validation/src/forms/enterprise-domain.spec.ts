import { enterpriseDomainNameRule, normalizeDomainName, validateEnterpriseDomain } from './enterprise-domain';

describe(enterpriseDomainNameRule.name, () => {
  it.each(['example.com', 'Mail.Example.co.uk', 'bureau-of-clouds.com.au', 'example.com.', 'xn--bcher-kva.example', 'a.io'])('accepts %s', (name) => {
    expect(enterpriseDomainNameRule(name)).toBeNull();
  });

  it.each([
    'localhost',
    'https://example.com',
    'example.com/path',
    'user@example.com',
    '*.example.com',
    'example..com',
    '-example.com',
    'example-.com',
    'example.c',
    'example.123',
    'exa mple.com',
    'exa_mple.com',
    'example.com:80',
    `${'a'.repeat(64)}.com`,
  ])('refuses %s', (name) => {
    expect(enterpriseDomainNameRule(name)).toBe('DOMAIN_NAME_INVALID');
  });

  it('asks for a domain when blank', () => {
    expect(enterpriseDomainNameRule('  ')).toBe('DOMAIN_NAME_REQUIRED');
  });

  it('refuses a name longer than 253 characters', () => {
    const long = `${Array.from({ length: 26 }, () => 'abcdefghi').join('.')}.com`;
    expect(long.length).toBeGreaterThan(253);
    expect(enterpriseDomainNameRule(long)).toBe('DOMAIN_NAME_INVALID');
  });
});

describe(normalizeDomainName.name, () => {
  it('trims, lowers and drops the root dot', () => expect(normalizeDomainName(' Example.COM. ')).toBe('example.com'));
});

describe(validateEnterpriseDomain.name, () => {
  it('gives the field error of the contract', () => {
    expect(validateEnterpriseDomain({ name: 'gmail' })).toEqual([
      { field: 'name', code: 'DOMAIN_NAME_INVALID', message: 'Enter a domain name such as example.com' },
    ]);
  });
});
