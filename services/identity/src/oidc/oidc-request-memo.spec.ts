import { OidcRequestMemo } from './oidc-request-memo';

describe(OidcRequestMemo.name, () => {
  it('looks a key up once per request, even when asked again before the first answer', async () => {
    const memo = new OidcRequestMemo<number>();
    const request = {};
    const lookUp = jest.fn(() => Promise.resolve(7));

    const answers = await Promise.all([memo.get(request, 'a', lookUp), memo.get(request, 'a', lookUp), memo.get(request, 'a', lookUp)]);

    expect(answers).toEqual([7, 7, 7]);
    expect(lookUp).toHaveBeenCalledTimes(1);
  });

  it('keeps requests and keys apart, and looks up every time outside a request', async () => {
    const memo = new OidcRequestMemo<string>();
    const first = {};
    const second = {};
    const lookUp = jest.fn((value: string) => Promise.resolve(value));

    expect(await memo.get(first, 'a', () => lookUp('first a'))).toBe('first a');
    expect(await memo.get(first, 'b', () => lookUp('first b'))).toBe('first b');
    expect(await memo.get(second, 'a', () => lookUp('second a'))).toBe('second a');
    expect(await memo.get(undefined, 'a', () => lookUp('none'))).toBe('none');
    expect(await memo.get(undefined, 'a', () => lookUp('none'))).toBe('none');
    expect(lookUp).toHaveBeenCalledTimes(5);
  });

  it('does not keep a failed look-up, and forgets a request when told', async () => {
    const memo = new OidcRequestMemo<number>();
    const request = {};

    await expect(memo.get(request, 'a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await memo.get(request, 'a', () => Promise.resolve(1))).toBe(1);
    memo.forget(request);
    expect(await memo.get(request, 'a', () => Promise.resolve(2))).toBe(2);
  });
});
