// Every size in the weight comparison is measured the same way: gzip at level 9 of the decoded
// body, whatever compression the server used on the wire.
import { gzipSync } from 'node:zlib';

export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}
