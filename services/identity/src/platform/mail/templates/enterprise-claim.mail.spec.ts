import { enterpriseClaimMail } from './enterprise-claim.mail';

describe(enterpriseClaimMail.name, () => {
  it.each([
    ['en', 'Your Weather account is now managed by Bureau <Clouds>', 'Hello Ada,'],
    ['it', 'Il tuo account Weather è ora gestito da Bureau <Clouds>', 'Ciao Ada,'],
  ] as const)('names the enterprise, escaped in HTML, in %s', (language, subject, greeting) => {
    const sut = enterpriseClaimMail(language, { firstName: 'Ada', enterpriseName: 'Bureau <Clouds>', portalUrl: 'https://portal.example.com/' });

    expect(sut.subject).toBe(subject);
    expect(sut.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(sut.text).toContain('https://portal.example.com/');
    expect(sut.html).toContain('Bureau &lt;Clouds&gt;');
    expect(sut.html).not.toContain('Bureau <Clouds>');
  });
});
