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

  it.each([
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
