// A and B measured in turns (A, B, A, B, ...) so a noisy neighbour on the shared cores slows both
// sides alike, and the statistics the scenarios summarise the rounds with.

export async function alternate<A, B>(rounds: number, a: () => Promise<A>, b: () => Promise<B>): Promise<{ a: A[]; b: B[] }> {
  const result: { a: A[]; b: B[] } = { a: [], b: [] };
  for (let round = 0; round < rounds; round += 1) {
    result.a.push(await a());
    result.b.push(await b());
  }
  return result;
}

/** The value below which p percent of the values lie (nearest rank); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
