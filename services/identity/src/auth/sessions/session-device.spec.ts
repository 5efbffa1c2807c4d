import { sessionDeviceOf } from './session-device';

describe(sessionDeviceOf.name, () => {
  it('names the browser with its major version, the system and the kind of device', () => {
    expect(
      sessionDeviceOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toEqual({ browser: 'Chrome 131', os: 'Windows 10', platform: 'desktop' });
    expect(
      sessionDeviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toEqual({ browser: 'Safari 17', os: 'iOS 17.5', platform: 'mobile' });
  });

  it('says nothing it does not know', () => {
    expect(sessionDeviceOf(null)).toEqual({ browser: null, os: null, platform: null });
    expect(sessionDeviceOf('curl/8.5.0')).toMatchObject({ os: null, platform: null });
  });
});
