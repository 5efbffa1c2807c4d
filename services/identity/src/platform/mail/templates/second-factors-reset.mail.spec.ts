import { secondFactorsResetMail } from './second-factors-reset.mail';

const PORTAL = 'https://portal.example.com/';

describe(secondFactorsResetMail.name, () => {
  it.each([
    ['en', 'Your two-step sign-in methods were removed', 'Hello Ada,', 'An administrator of Bureau of Clouds', 'A Weather administrator'],
    ['it', 'I tuoi metodi di accesso in due passaggi sono stati rimossi', 'Ciao Ada,', 'Un amministratore di Bureau of Clouds', 'Un amministratore di Weather'],
  ] as const)('names who reset the methods, and links the portal, in %s', (language, subject, greeting, byEnterprise, bySysadmin) => {
    const sut = secondFactorsResetMail(language, { firstName: 'Ada', enterpriseName: 'Bureau of Clouds', portalUrl: PORTAL });

    expect(sut.subject).toBe(subject);
    expect(sut.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(sut.text).toContain(byEnterprise);
    expect(sut.html).toContain(`href="${PORTAL}"`);
    expect(sut.html).toContain(`<html lang="${language}">`);
    expect(secondFactorsResetMail(language, { firstName: 'Ada', enterpriseName: null, portalUrl: PORTAL }).text).toContain(bySysadmin);
  });

  it('shows an enterprise name holding markup as typed, never as HTML', () => {
    const sut = secondFactorsResetMail('en', { firstName: 'Ada', enterpriseName: '<b>Fog</b>', portalUrl: PORTAL });

    expect(sut.html).not.toContain('<b>');
    expect(sut.html).toContain('&lt;b&gt;Fog&lt;/b&gt;');
  });
});
