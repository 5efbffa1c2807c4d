/** The global the browser suite's environment sets while the running test has failed. */
export const TEST_FAILED = '__weatherE2eTestFailed';

export function runningTestFailed(): boolean {
  return (globalThis as Record<string, unknown>)[TEST_FAILED] === true;
}
