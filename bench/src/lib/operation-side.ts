// A side of a comparison (lib/compare.ts) loaded by operations rather than by autocannon's
// requests (lib/operation-load.ts): its throughput is operations per second and its latency is
// per operation, all of the operation's requests in sequence.
import type { MeasuredSide } from './compare';
import { type Operation, operationsAtRate, operationsPeak } from './operation-load';

/** `inFlight` operations at the peak, never more at the offered rate; the first failure of each load is logged. */
export function operationSide(label: string, pid: number, operation: Operation, inFlight: number, log: (line: string) => void): MeasuredSide {
  const onFirstFailure = (error: unknown) => log(`${label}: an operation failed: ${error instanceof Error ? error.message : String(error)}`);
  return {
    label,
    pid,
    peak: (seconds) => operationsPeak(operation, { durationSeconds: seconds, inFlight, onFirstFailure }),
    atRate: (rate, seconds) => operationsAtRate(operation, rate, { durationSeconds: seconds, inFlight, onFirstFailure }),
  };
}
