import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority (its nice value; the threads it starts inherit it), so
 * on a busy server its work yields the processor to requests and uses all of it when nothing else
 * runs: a thread at nice 10 gets about a tenth of a core against one at nice 0. Linux names the
 * calling thread in /proc/thread-self, and setpriority on a thread id sets that thread's nice
 * value; raising one's own needs no privilege. Elsewhere the thread keeps the server's priority.
 * @example lowerThreadPriority(10) // true on Linux
 */
export function lowerThreadPriority(nice: number): boolean {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
    return true;
  } catch {
    return false;
  }
}
