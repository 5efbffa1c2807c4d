import { ConfigError } from '../config-error';
import { loadConfig } from '../load-config';

const CWD = '/srv/identity';

describe('REDIS_TIMEOUT of loadConfig', () => {
  it('gives Redis a second by default and reads milliseconds or seconds', () => {
    expect(loadConfig({}, CWD).redisTimeoutMs).toBe(1_000);
    expect(loadConfig({ REDIS_TIMEOUT: '250ms' }, CWD).redisTimeoutMs).toBe(250);
    expect(loadConfig({ REDIS_TIMEOUT: '5s' }, CWD).redisTimeoutMs).toBe(5_000);
  });

  it.each(['0', 'soon', '2h'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ REDIS_TIMEOUT: value }, CWD)).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_TIMEOUT: value }, CWD)).toThrow(/REDIS_TIMEOUT/);
  });
});
