import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createOcrEngine } from './ocr-engine';

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

it('runs the OCR on a thread of lower CPU priority (nice 10), so the server answers requests first', async () => {
  expect(threadNices()).not.toContain(10);
  const engine = await createOcrEngine();
  try {
    expect(threadNices()).toContain(10);
  } finally {
    await engine.terminate();
  }
});
