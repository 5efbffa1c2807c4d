import { isPublicMailDomain } from './public-mail-domains';

describe(isPublicMailDomain.name, () => {
  it.each(['gmail.com', 'outlook.com', 'yahoo.com', 'mail.yahoo.com'])('knows %s', (name) => {
    expect(isPublicMailDomain(name)).toBe(true);
  });

  it.each(['bureau-of-clouds.com', 'weather.example.org', 'com'])('lets %s through', (name) => {
    expect(isPublicMailDomain(name)).toBe(false);
  });
});
