import { RuntimeConfigError, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe(parseRuntimeConfig.name, () => {
  it('accepts the API and help addresses', () => {
    expect(parseRuntimeConfig({ apiUrl: 'http://localhost:3000', helpUrl: 'https://help.example' })).toEqual({
      apiUrl: 'http://localhost:3000',
      helpUrl: 'https://help.example',
    });
  });

  it.each([null, 'text', {}, { apiUrl: '', helpUrl: 'x' }, { apiUrl: 'x' }, { apiUrl: 1, helpUrl: 'x' }])('refuses %p', (value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
  });
});

describe(loadRuntimeConfig.name, () => {
  it('fetches /config.json', async () => {
    const fetchJson = jest.fn().mockResolvedValue({ apiUrl: '/api', helpUrl: 'https://help.example' });
    await expect(loadRuntimeConfig(fetchJson)).resolves.toEqual({ apiUrl: '/api', helpUrl: 'https://help.example' });
    expect(fetchJson).toHaveBeenCalledWith('/config.json');
  });
});
