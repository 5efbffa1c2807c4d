// Peak resident memory of a server process while it is under load: /proc/<pid>/status VmRSS every
// 100 ms (Linux). The measured servers start no children, so the process alone is the figure.
import { readFileSync } from 'node:fs';

/** VmRSS of a process in KiB, or null when it is gone or the platform has no /proc. */
export function readRssKiB(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Starts sampling; stop() ends it and returns the peak in MiB (0 when nothing could be read). */
export function watchRss(pid: number): { stop(): number } {
  let peakKiB = readRssKiB(pid) ?? 0;
  const timer = setInterval(() => {
    peakKiB = Math.max(peakKiB, readRssKiB(pid) ?? 0);
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      peakKiB = Math.max(peakKiB, readRssKiB(pid) ?? 0);
      return Math.round((peakKiB / 1024) * 10) / 10;
    },
  };
}
