import { socialResultOf } from './social-result';

const API = 'http://api.weather.test';

describe(socialResultOf.name, () => {
  it('accepts the result page of the API origin', () => {
    expect(socialResultOf({ origin: API, data: { type: 'weather-social-sign-in', ok: true, provider: 'linkedin' } }, API)).toEqual({ ok: true, secondStep: false });
    const secondStep = { type: 'weather-social-sign-in', ok: true, provider: 'linkedin', second_step: true };
    expect(socialResultOf({ origin: API, data: secondStep }, API)).toEqual({ ok: true, secondStep: true });
    expect(socialResultOf({ origin: API, data: { type: 'weather-social-sign-in', ok: false, code: 'SOCIAL_CONSENT_DENIED' } }, API)).toEqual({
      ok: false,
      code: 'SOCIAL_CONSENT_DENIED',
    });
  });

  it('ignores the same message from any other origin', () => {
    const data = { type: 'weather-social-sign-in', ok: true, provider: 'facebook' };
    expect(socialResultOf({ origin: 'http://127.0.0.1:8080', data }, API)).toBeNull();
    expect(socialResultOf({ origin: 'http://api.weather.test:8443', data }, API)).toBeNull();
    expect(socialResultOf({ origin: 'null', data }, API)).toBeNull();
  });

  it('keeps a SAML sign-in address only on the API origin', () => {
    const message = (loginURL: unknown) => ({ origin: API, data: { type: 'weather-social-sign-in', ok: false, code: 'SOCIAL_SAML_REQUIRED', loginURL } });
    expect(socialResultOf(message(`${API}/auth/saml/7/login`), API)).toEqual({ ok: false, code: 'SOCIAL_SAML_REQUIRED', loginURL: `${API}/auth/saml/7/login` });
    expect(socialResultOf(message('https://evil.example/auth/saml/7/login'), API)).toEqual({ ok: false, code: 'UNKNOWN' });
    expect(socialResultOf(message(undefined), API)).toEqual({ ok: false, code: 'UNKNOWN' });
  });

  it('ignores messages of another shape, and reads an unknown code as UNKNOWN', () => {
    expect(socialResultOf({ origin: API, data: 'weather-social-sign-in' }, API)).toBeNull();
    expect(socialResultOf({ origin: API, data: { type: 'other', ok: true } }, API)).toBeNull();
    expect(socialResultOf({ origin: API, data: { type: 'weather-social-sign-in', ok: 'yes' } }, API)).toBeNull();
    expect(socialResultOf({ origin: API, data: { type: 'weather-social-sign-in', ok: false, code: '<b>' } }, API)).toEqual({ ok: false, code: 'UNKNOWN' });
  });
});
