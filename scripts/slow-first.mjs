// The test files that set a run's length start first (issue 26 §7). Vitest starts the files it has
// timed longest first, but a fresh clone has no timings, and then it starts the largest files
// first: the receipt accuracy test, 83 s of OCR on one worker, started 59th of 305 and ended the
// unit run alone a minute after every other file. Named here, the slowest files start at once on
// any machine, and the other workers fill in around them.
import { relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

/**
 * `paths` in the order to start them: those in `slowest` first, in its order, then the others in
 * the order they came.
 * @param {readonly string[]} paths files relative to the root
 * @param {readonly string[]} slowest files relative to the root, slowest first
 * @returns {number[]} indexes into `paths`
 * @example slowFirstOrder(['a', 'b', 'c'], ['c']) // [2, 0, 1]
 */
export function slowFirstOrder(paths, slowest) {
  const rank = (path) => {
    const at = slowest.indexOf(path);
    return at === -1 ? slowest.length : at;
  };
  return paths.map((path, index) => ({ index, rank: rank(path) })).sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ index }) => index);
}

/**
 * A vitest sequencer: vitest's own order, with `slowest` (paths from the root) moved to the front.
 * @param {readonly string[]} slowest
 * @example test: { sequence: { sequencer: slowFirst(['tests/receipts/accuracy.test.ts']) } }
 */
export function slowFirst(slowest) {
  return class SlowFirst extends BaseSequencer {
    async sort(files) {
      const sorted = await super.sort(files);
      const paths = sorted.map((file) => relative(this.ctx.config.root, file.moduleId));
      return slowFirstOrder(paths, slowest).map((index) => sorted[index]);
    }
  };
}
