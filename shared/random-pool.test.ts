import { describe, expect, it } from 'vitest';
import { randomFromPool } from './random-pool';

describe('randomFromPool', () => {
  it('hands out bytes that are never handed out again, across refills of the pool', () => {
    const seen = new Set<string>();
    // 2,000 × 16 bytes: the 4 KiB pool is drawn about eight times over.
    for (let i = 0; i < 2000; i++) {
      const bytes = randomFromPool(16);
      expect(bytes).toHaveLength(16);
      seen.add(Buffer.from(bytes).toString('hex'));
    }
    expect(seen.size).toBe(2000);
  });

  it('gives each caller its own copy: changing one leaves the next draw random', () => {
    const first = randomFromPool(32);
    first.fill(7);
    const second = randomFromPool(32);
    expect([...second].every((b) => b === 7)).toBe(false);
    expect([...second].every((b) => b === 0)).toBe(false);
  });

  it('looks random: every byte value appears, none far more often than the rest', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 256; i++) for (const b of randomFromPool(256)) counts[b]!++;
    // 65,536 bytes, 256 expected of each value: a stuck or zeroed pool fails this at once.
    expect(Math.min(...counts)).toBeGreaterThan(150);
    expect(Math.max(...counts)).toBeLessThan(370);
  });

  it('draws a request larger than the pool on its own, and refuses a count that is not one', () => {
    expect(randomFromPool(10_000)).toHaveLength(10_000);
    expect(randomFromPool(0)).toHaveLength(0);
    expect(() => randomFromPool(-1)).toThrow(/byte count/);
    expect(() => randomFromPool(1.5)).toThrow(/byte count/);
  });
});
