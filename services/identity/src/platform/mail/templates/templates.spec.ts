import { MAIL_LANGUAGES } from '../mail-language';
import { inviteMail } from './invite.mail';
import { magicCodeMail } from './magic-code.mail';
import { passwordResetMail } from './password-reset.mail';

const LINK = 'https://portal.example.com/verify/tok_123?x=1&y=2';

describe(magicCodeMail.name, () => {
  it.each([
    ['en', 'Your Weather account code: K7QX', 'valid for 10 minutes'],
    ['it', 'Il codice del tuo account Weather: K7QX', 'valido per 10 minuti'],
  ] as const)('writes the code and its validity in %s', (language, subject, validity) => {
    const sut = magicCodeMail(language, { code: 'K7QX', validMinutes: 10 });

    expect(sut.subject).toBe(subject);
    expect(sut.text).toContain('\n\nK7QX\n\n');
    expect(sut.text).toContain(validity);
    expect(sut.html).toContain(`<html lang="${language}">`);
    expect(sut.html).toMatch(/>K7QX<\/p>/);
    expect(sut.html).toContain(validity);
  });
});

describe(passwordResetMail.name, () => {
  it.each([
    ['en', 'Reset your Weather account password', 'Choose a new password'],
    ['it', 'Reimposta la password del tuo account Weather', 'Scegli una nuova password'],
  ] as const)('carries the link as text and as an escaped href in %s', (language, subject, label) => {
    const sut = passwordResetMail(language, { link: LINK });

    expect(sut.subject).toBe(subject);
    expect(sut.text).toContain(`${label}:\n${LINK}\n`);
    expect(sut.html).toContain(`href="https://portal.example.com/verify/tok_123?x=1&amp;y=2"`);
    expect(sut.html).toContain(`>${label}</a>`);
  });
});

describe(inviteMail.name, () => {
  it.each([
    ['en', 'Welcome to your Weather account', 'Hello Ada,', 'Hello,'],
    ['it', 'Benvenuto nel tuo account Weather', 'Ciao Ada,', 'Ciao,'],
  ] as const)('greets by first name, or without one, in %s', (language, subject, named, unnamed) => {
    const sut = inviteMail(language, { firstName: 'Ada', link: LINK });

    expect(sut.subject).toBe(subject);
    expect(sut.text.startsWith(`${named}\n\n`)).toBe(true);
    expect(sut.html).toContain(`>${named}</p>`);
    expect(inviteMail(language, { firstName: null, link: LINK }).text.startsWith(`${unnamed}\n\n`)).toBe(true);
  });

  it('shows a name holding markup as typed, never as HTML', () => {
    const sut = inviteMail('en', { firstName: '<img src=x onerror="alert(1)">', link: LINK });

    expect(sut.html).not.toContain('<img');
    expect(sut.html).toContain('Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,');
    expect(sut.text).toContain('Hello <img src=x onerror="alert(1)">,');
  });
});

describe('every template', () => {
  const all = MAIL_LANGUAGES.flatMap((language) => [
    magicCodeMail(language, { code: 'K7QX', validMinutes: 10 }),
    passwordResetMail(language, { link: LINK }),
    inviteMail(language, { firstName: 'Ada', link: LINK }),
  ]);

  it('has a plain-text part without markup and an HTML part with the subject as title', () => {
    for (const sut of all) {
      expect(sut.text).not.toMatch(/<\/?[a-z]+[\s>]/i);
      expect(sut.text.trim().length).toBeGreaterThan(40);
      expect(sut.html.startsWith('<!doctype html>')).toBe(true);
      expect(sut.html).toContain(`<title>${sut.subject}</title>`);
    }
  });

  it('says something different in Italian than in English', () => {
    const [english, italian] = [all.slice(0, 3), all.slice(3)];
    english.forEach((sut, index) => expect(italian[index].text).not.toBe(sut.text));
  });
});
