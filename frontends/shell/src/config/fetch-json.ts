/** GET a JSON document of the portal itself, never from a cache: these files change on redeploy. */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
