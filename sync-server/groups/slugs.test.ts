import { describe, expect, it } from 'vitest';
import { SLUG_MAX } from '../../shared/slugs';
import { uniqueSlug } from './slugs';

describe('uniqueSlug', () => {
  it('adds -2, -3 … on collision and stays within the length limit', async () => {
    const taken = new Set(['ajo', 'ajo-2']);
    expect(await uniqueSlug('ajo', async (s) => taken.has(s))).toBe('ajo-3');
    const long = 'a'.repeat(SLUG_MAX);
    expect(await uniqueSlug(long, async (s) => s === long)).toBe(`${'a'.repeat(SLUG_MAX - 2)}-2`);
  });

  it('falls back to a random suffix when the numbered ones are used up', async () => {
    const slug = await uniqueSlug('ajo', async (s) => s === 'ajo' || /^ajo-\d+$/.test(s));
    expect(slug).toMatch(/^ajo-[0-9a-f]{8}$/);
  });
});
