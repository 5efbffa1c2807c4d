import { enterpriseSourceOf } from './audit-insert';

describe(enterpriseSourceOf.name, () => {
  it('takes the enterprise the event names first', () => {
    expect(enterpriseSourceOf({ subjectId: 3, details: { enterpriseId: 5, domainId: 9 } })).toEqual({ kind: 'given', enterpriseId: 5 });
  });

  it("takes a named domain's enterprise next (a SAML sign-in that found no user)", () => {
    expect(enterpriseSourceOf({ subjectId: null, details: { domainId: 9, method: 'saml' } })).toEqual({ kind: 'domain', domainId: 9 });
  });

  it("takes the subject's enterprise otherwise", () => {
    expect(enterpriseSourceOf({ subjectId: 3, details: { sessionId: 4 } })).toEqual({ kind: 'subject', subjectId: 3 });
    expect(enterpriseSourceOf({ subjectId: 3, details: null })).toEqual({ kind: 'subject', subjectId: 3 });
  });

  it('ignores ids that are not whole numbers', () => {
    expect(enterpriseSourceOf({ subjectId: null, details: { enterpriseId: '5', domainId: 1.5 } })).toEqual({ kind: 'none' });
  });

  it('belongs to no enterprise without a subject or a named enterprise', () => {
    expect(enterpriseSourceOf({ subjectId: null, details: { clientId: 'weather-radar' } })).toEqual({ kind: 'none' });
  });
});
