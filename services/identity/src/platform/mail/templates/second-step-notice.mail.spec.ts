import { secondStepNoticeMail } from './second-step-notice.mail';

describe(secondStepNoticeMail.name, () => {
  const values = { firstName: 'Ada', ip: '203.0.113.9', portalUrl: 'https://portal.example/' };

  it('tells in English that the password was entered and the second step was not completed', () => {
    const sut = secondStepNoticeMail('en', values);
    expect(sut.subject).toBe('Someone entered your Weather password');
    expect(sut.text).toContain('the second step of the sign-in was not completed');
    expect(sut.text).toContain('203.0.113.9');
    expect(sut.html).toContain('href="https://portal.example/"');
  });

  it('says the same in Italian', () => {
    const sut = secondStepNoticeMail('it', values);
    expect(sut.subject).toBe('Qualcuno ha inserito la tua password Weather');
    expect(sut.text).toContain('il secondo passaggio');
  });

  it('leaves the address out when it is not known', () => {
    expect(secondStepNoticeMail('en', { ...values, ip: null }).text).not.toContain('from the address');
  });
});
