import { parseBasicCredentials } from './client-credentials';

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

describe(parseBasicCredentials.name, () => {
  it('reads the client id and secret', () => {
    expect(parseBasicCredentials(basic('weather-radar:s3cr-et_x'))).toEqual({ clientId: 'weather-radar', clientSecret: 's3cr-et_x' });
    expect(parseBasicCredentials(`basic  ${Buffer.from('a:b').toString('base64')}`)).toEqual({ clientId: 'a', clientSecret: 'b' });
  });

  it('keeps colons of the secret and decodes form-urlencoded parts', () => {
    expect(parseBasicCredentials(basic('app:se:cret'))).toEqual({ clientId: 'app', clientSecret: 'se:cret' });
    expect(parseBasicCredentials(basic('my%20app:a%2Bb'))).toEqual({ clientId: 'my app', clientSecret: 'a+b' });
  });

  it.each([undefined, '', 'Bearer abc', 'Basic', 'Basic !!!', basic('no-colon'), basic(':secret'), basic('id:'), basic('id:%zz')])('refuses %j', (header) => {
    expect(parseBasicCredentials(header)).toBeNull();
  });
});
