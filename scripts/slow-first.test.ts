import { describe, expect, it } from 'vitest';
import { slowFirstOrder } from './slow-first.mjs';

describe('slowFirstOrder', () => {
  it('starts the named files first, in the order named, and keeps the others\u2019 order', () => {
    const paths = ['a.test.ts', 'b.test.ts', 'slow-2.test.ts', 'c.test.ts', 'slow-1.test.ts'];
    const order = slowFirstOrder(paths, ['slow-1.test.ts', 'slow-2.test.ts']);
    expect(order.map((i) => paths[i])).toEqual(['slow-1.test.ts', 'slow-2.test.ts', 'a.test.ts', 'b.test.ts', 'c.test.ts']);
  });

  it('leaves the order alone when no named file is in the run (one file run on its own)', () => {
    const paths = ['c.test.ts', 'a.test.ts', 'b.test.ts'];
    expect(slowFirstOrder(paths, ['slow.test.ts'])).toEqual([0, 1, 2]);
  });
});
