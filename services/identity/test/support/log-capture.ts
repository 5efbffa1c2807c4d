import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/** A logger whose JSON lines are kept in `lines`, for tests that read what the app logged. */
export function capturingLogger(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level }, capture), lines };
}
