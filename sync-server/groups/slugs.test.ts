import { describe, expect, it } from 'vitest';
import { groupSlugBase, projectSegmentBase, SLUG_MAX, uniqueSlug } from './slugs';

describe('groupSlugBase', () => {
  it.each([
    ['Class of 2010', 'class-of-2010'],
    ['  Ajo -- Circle!! ', 'ajo-circle'],
    ['Adéwálé Family', 'adewale-family'],
    ['Register', 'register-group'],
    ['API', 'api-group'],
    ['🙂🙂', 'group'],
    ['a'.repeat(60), 'a'.repeat(SLUG_MAX)],
    [`${'a'.repeat(39)} b`, 'a'.repeat(39)],
  ])('%j -> %j', (name, slug) => {
    expect(groupSlugBase(name)).toBe(slug);
  });
});

describe('projectSegmentBase', () => {
  it.each([
    ['Xmas Party', 'xmasparty'],
    ['Xmas Party 2026!', 'xmasparty2026'],
    ['school-fees', 'school-fees'],
    ['  ', 'purse'],
    ['xmasparty-2', 'xmasparty-2'],
  ])('%j -> %j', (name, segment) => {
    expect(projectSegmentBase(name)).toBe(segment);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3 … on collision and stays within the length limit', () => {
    const taken = new Set(['ajo', 'ajo-2']);
    expect(uniqueSlug('ajo', (s) => taken.has(s))).toBe('ajo-3');
    const long = 'a'.repeat(SLUG_MAX);
    expect(uniqueSlug(long, (s) => s === long)).toBe(`${'a'.repeat(SLUG_MAX - 2)}-2`);
  });

  it('falls back to a random suffix when the numbered ones are used up', () => {
    const slug = uniqueSlug('ajo', (s) => s === 'ajo' || /^ajo-\d+$/.test(s));
    expect(slug).toMatch(/^ajo-[0-9a-f]{8}$/);
  });
});
