// A side of a comparison (lib/compare.ts) loaded by operations rather than by autocannon's
// requests (lib/operation-load.ts): its throughput is operations per second and its latency is
// per operation, all of the operation's requests in sequence.
import type { Agent } from 'node:http';
import type { MeasuredSide } from './compare';
import { keepAliveAgent } from './http-exchange';
import { type Operation, type OperationLoadOptions, operationsAtRate, operationsPeak } from './operation-load';

/**
 * `inFlight` operations at the peak, never more at the offered rate; the first failure of each load
 * is logged. Each load gets new connections (`operationOn` builds the operation on them), closed at
 * its end, as autocannon's runs do: a keep-alive connection left idle while the other side is
 * loaded could be closed by the server just as the next load reuses it ("socket hang up").
 */
export function operationSide(label: string, pid: number, operationOn: (agent: Agent) => Operation, inFlight: number, log: (line: string) => void): MeasuredSide {
  const options = (seconds: number): OperationLoadOptions => ({
    durationSeconds: seconds,
    inFlight,
    onFirstFailure: (error) => log(`${label}: an operation failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  const onNewConnections = async <T>(load: (operation: Operation) => Promise<T>): Promise<T> => {
    const agent = keepAliveAgent(inFlight);
    try {
      return await load(operationOn(agent));
    } finally {
      agent.destroy();
    }
  };
  return {
    label,
    pid,
    peak: (seconds) => onNewConnections((operation) => operationsPeak(operation, options(seconds))),
    atRate: (rate, seconds) => onNewConnections((operation) => operationsAtRate(operation, rate, options(seconds))),
  };
}
