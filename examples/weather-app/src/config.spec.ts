import { ExampleAppConfigError, loadExampleAppConfigs } from './config';

const noFile = () => {
  throw new Error('ENOENT');
};

describe(loadExampleAppConfigs.name, () => {
  it('reads one application from the environment', () => {
    const env = { PORT: '4001', CLIENT_ID: 'weather-radar', CLIENT_SECRET: 's', WEBHOOK_SECRET: 'w', IDENTITY_URL: 'http://localhost:3000/', AUTHORIZATION_MODE: 'deny' };
    expect(loadExampleAppConfigs(env, noFile)).toEqual([
      {
        port: 4001,
        clientId: 'weather-radar',
        clientSecret: 's',
        webhookSecret: 'w',
        identityUrl: 'http://localhost:3000',
        issuer: 'http://localhost:3000',
        portalUrl: null,
        authorizationMode: 'deny',
        signInMode: 'handoff',
        publicUrl: 'http://localhost:4001',
      },
    ]);
  });

  it('reads every application of the file, with the shared settings of the environment', () => {
    const file = JSON.stringify([
      { client_id: 'weather-radar', client_secret: 'a', webhook_secret: 'b', port: 4001 },
      { client_id: 'weather-alerts', client_secret: 'c', webhook_secret: 'd', port: 4003, authorization_mode: 'down' },
    ]);
    const env = { EXAMPLE_APPS_FILE: '/tmp/apps.json', IDENTITY_URL: 'http://api.test', IDENTITY_ISSUER: 'https://id.test', PORTAL_URL: 'http://portal.test' };
    const read = jest.fn(() => file);
    const configs = loadExampleAppConfigs(env, read);
    expect(read).toHaveBeenCalledWith('/tmp/apps.json');
    expect(configs.map((config) => [config.clientId, config.port, config.authorizationMode, config.issuer, config.portalUrl])).toEqual([
      ['weather-radar', 4001, 'allow', 'https://id.test', 'http://portal.test'],
      ['weather-alerts', 4003, 'down', 'https://id.test', 'http://portal.test'],
    ]);
  });

  it('takes the OpenID Connect mode and the public URL of the one application of the environment', () => {
    const env = { PORT: '4002', CLIENT_ID: 'weather-forecast', CLIENT_SECRET: 's', WEBHOOK_SECRET: 'w', SIGN_IN_MODE: 'oidc', APP_URL: 'https://forecast.weather.test/' };
    expect(loadExampleAppConfigs(env, noFile)[0]).toMatchObject({ signInMode: 'oidc', publicUrl: 'https://forecast.weather.test' });
  });

  it("signs the file's applications named in OIDC_CLIENT_IDS, or whose entry says so, in through OpenID Connect", () => {
    const file = JSON.stringify([
      { client_id: 'weather-radar', client_secret: 'a', webhook_secret: 'b', port: 4001 },
      { client_id: 'weather-forecast', client_secret: 'c', webhook_secret: 'd', port: 4002 },
      { client_id: 'weather-alerts', client_secret: 'e', webhook_secret: 'f', port: 4003, sign_in_mode: 'oidc', public_url: 'http://alerts.test' },
    ]);
    const configs = loadExampleAppConfigs({ OIDC_CLIENT_IDS: ' weather-forecast ,other' }, () => file);
    expect(configs.map((config) => [config.clientId, config.signInMode, config.publicUrl])).toEqual([
      ['weather-radar', 'handoff', 'http://localhost:4001'],
      ['weather-forecast', 'oidc', 'http://localhost:4002'],
      ['weather-alerts', 'oidc', 'http://alerts.test'],
    ]);
  });

  it.each([
    ['an unknown sign-in mode', { CLIENT_ID: 'x', PORT: '1', CLIENT_SECRET: 's', WEBHOOK_SECRET: 'w', SIGN_IN_MODE: 'saml' }, 'SIGN_IN_MODE must be handoff or oidc'],
    ['a bad application URL', { CLIENT_ID: 'x', PORT: '1', CLIENT_SECRET: 's', WEBHOOK_SECRET: 'w', APP_URL: 'forecast' }, 'APP_URL must be an http(s) URL'],
    ['a missing secret', { CLIENT_ID: 'x', PORT: '1', WEBHOOK_SECRET: 'w' }, 'CLIENT_SECRET is required'],
    ['a bad port', { CLIENT_ID: 'x', PORT: 'eighty', CLIENT_SECRET: 's', WEBHOOK_SECRET: 'w' }, 'PORT must be a port number'],
    ['an unknown mode', { CLIENT_ID: 'x', PORT: '1', CLIENT_SECRET: 's', WEBHOOK_SECRET: 'w', AUTHORIZATION_MODE: 'maybe' }, 'AUTHORIZATION_MODE must be'],
    ['a bad identity URL', { IDENTITY_URL: 'localhost' }, 'IDENTITY_URL must be an http(s) URL'],
    ['no file and no CLIENT_ID', {}, 'Set CLIENT_ID'],
  ])('names the setting on %s', (_case, env, message) => {
    expect(() => loadExampleAppConfigs(env, noFile)).toThrow(ExampleAppConfigError);
    expect(() => loadExampleAppConfigs(env, noFile)).toThrow(message);
  });

  it('names the entry of the file that lacks a field', () => {
    const file = JSON.stringify([{ client_id: 'weather-radar', webhook_secret: 'b', port: 4001 }]);
    expect(() => loadExampleAppConfigs({ EXAMPLE_APPS_FILE: 'apps.json' }, () => file)).toThrow('apps.json[0].client_secret must be a non-empty string');
  });
});
