import { sessionRequestFrom } from './session-request';

describe(sessionRequestFrom.name, () => {
  it('reads clientId, return and seq, trimmed', () => {
    expect(sessionRequestFrom(new URLSearchParams('clientId=%20weather-radar%20&return=%2Fradar&seq=4&email=a%40b.com'))).toEqual({
      clientId: 'weather-radar',
      return: '/radar',
      seq: '4',
    });
  });

  it("reads the application's state, which goes to the session call like return and seq (ADR 0234)", () => {
    expect(sessionRequestFrom(new URLSearchParams('clientId=weather-radar&state=Yk3v_Q9-xL2.pR7~tW4zN8'))).toEqual({ clientId: 'weather-radar', state: 'Yk3v_Q9-xL2.pR7~tW4zN8' });
    expect(sessionRequestFrom(new URLSearchParams('clientId=weather-radar&state=%20'))).toEqual({ clientId: 'weather-radar' });
  });

  it('leaves out blank return and seq', () => {
    expect(sessionRequestFrom(new URLSearchParams('clientId=weather-radar&return=&seq=%20'))).toEqual({ clientId: 'weather-radar' });
  });

  it.each(['', 'clientId=', 'clientId=%20%20', 'return=%2Fradar'])('asks for no hand-off without a clientId (%s)', (query) => {
    expect(sessionRequestFrom(new URLSearchParams(query))).toBeNull();
  });
});
