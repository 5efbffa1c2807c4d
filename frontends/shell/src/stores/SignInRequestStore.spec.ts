import { SignInRequestStore } from './SignInRequestStore';

describe(SignInRequestStore.name, () => {
  it('keeps clientId, return, seq and email from the /login query', () => {
    const sut = new SignInRequestStore();
    sut.readQuery(new URLSearchParams('clientId=forecast&return=%2Fmaps&seq=7&email=ada%40example.com&other=x'));
    expect(sut).toMatchObject({ clientId: 'forecast', returnPath: '/maps', seq: '7', email: 'ada@example.com' });
  });

  it('forgets values that are absent or blank', () => {
    const sut = new SignInRequestStore();
    sut.readQuery(new URLSearchParams('clientId=forecast&email=ada%40example.com'));
    sut.readQuery(new URLSearchParams('email=%20'));
    expect(sut).toMatchObject({ clientId: null, returnPath: null, seq: null, email: null });
  });
});
