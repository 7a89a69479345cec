import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createOcrEngine } from './ocr-engine';

/** The ids of this process's threads at nice 10 (Linux: field 19 of /proc/self/task/<tid>/stat); a thread that ends while they are read is left out. */
function niceThreads(): Set<string> {
  const nice = new Set<string>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue;
    }
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === 10) nice.add(tid);
  }
  return nice;
}

it('runs the OCR on a thread of lower CPU priority (nice 10), so the server answers requests first', async () => {
  // Another file run before this one in this worker process may have left such a thread: only a new one counts.
  const before = niceThreads();
  const engine = await createOcrEngine();
  try {
    expect([...niceThreads()].filter((tid) => !before.has(tid))).not.toHaveLength(0);
  } finally {
    await engine.terminate();
  }
});
