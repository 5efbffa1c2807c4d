import { Logger } from '@nestjs/common';
import { withLibraryWarningsLogged } from './oidc-library';

describe(withLibraryWarningsLogged.name, () => {
  it("logs what is printed with console.warn meanwhile, and gives console.warn back when overlapping calls end in any order", async () => {
    const original = console.warn;
    const logged = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    let endFirst: () => void = () => undefined;
    const first = withLibraryWarningsLogged(() => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = withLibraryWarningsLogged(() => console.warn('\x1b[31;1moidc-provider WARNING: something\x1b[0m'));

    await second;
    expect(console.warn).not.toBe(original);
    endFirst();
    await first;

    expect(console.warn).toBe(original);
    expect(logged).toHaveBeenCalledWith('oidc-provider WARNING: something');
    logged.mockRestore();
  });

  it('gives console.warn back when the work fails', async () => {
    const original = console.warn;
    await expect(withLibraryWarningsLogged(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(console.warn).toBe(original);
  });
});
