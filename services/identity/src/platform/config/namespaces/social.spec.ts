import { ConfigError } from '../config-error';
import { loadConfig } from '../load-config';

const CWD = '/srv/identity';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('social sign-in settings of loadConfig', () => {
  it('leaves both providers off by default', () => {
    const sut = loadConfig({}, CWD).social;

    expect(sut).toEqual({ facebook: null, linkedin: null, stateSecret: null });
  });

  it("turns a provider on with its id and secret, with the real provider's endpoints by default", () => {
    const sut = loadConfig({ FACEBOOK_CLIENT_ID: 'fb', FACEBOOK_CLIENT_SECRET: 'fb-secret', LINKEDIN_CLIENT_ID: 'li', LINKEDIN_CLIENT_SECRET: 'li-secret' }, CWD).social;

    expect(sut.facebook).toMatchObject({ clientId: 'fb', clientSecret: 'fb-secret' });
    expect(sut.facebook?.authorizationUrl.host).toBe('www.facebook.com');
    expect(sut.facebook?.tokenUrl.host).toBe('graph.facebook.com');
    expect(sut.facebook?.userUrl.searchParams.get('fields')).toBe('id,email,first_name,last_name');
    expect(sut.linkedin).toMatchObject({ clientId: 'li', clientSecret: 'li-secret' });
    expect(sut.linkedin?.issuer.href).toBe('https://www.linkedin.com/oauth');
  });

  it('points a provider at another server', () => {
    const sut = loadConfig({ LINKEDIN_CLIENT_ID: 'li', LINKEDIN_CLIENT_SECRET: 's', LINKEDIN_ISSUER: 'http://127.0.0.1:4000' }, CWD).social;

    expect(sut.linkedin?.issuer.origin).toBe('http://127.0.0.1:4000');
  });

  it('refuses half a registration, a bad endpoint and a short state secret, never repeating a secret', () => {
    const problems = problemsOf({
      FACEBOOK_CLIENT_SECRET: 'hidden-secret',
      LINKEDIN_CLIENT_ID: 'li',
      LINKEDIN_CLIENT_SECRET: 'li-secret',
      LINKEDIN_ISSUER: 'ftp://example.com',
      SOCIAL_STATE_SECRET: 'short',
    });

    expect(problems).toEqual([
      'FACEBOOK_CLIENT_ID must be set when FACEBOOK_CLIENT_SECRET is',
      'LINKEDIN_ISSUER must be an http or https URL (got "ftp://example.com")',
      'SOCIAL_STATE_SECRET must have at least 32 characters (e.g. openssl rand -base64 32)',
    ]);
  });
});
