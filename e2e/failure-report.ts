/**
 * Set up for every browser test file (e2e/vitest.config.ts): when a test fails, what each open
 * page showed at that moment is printed under its error (describeOpenPages), so a step that waited
 * in vain on a loaded machine, once in many runs, leaves more than a timeout to go on.
 */
import { afterEach } from 'vitest';
import { describeOpenPages } from './support';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  console.error(`\nWhat the open pages showed when '${task.name}' failed:\n${await describeOpenPages(task.name)}`);
}, 30_000);
