/** An address of the provider: https, or http too outside production (a test provider on loopback). */
export function isProviderUrl(value: string, allowHttp: boolean): boolean {
  if (value.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
}
