import { describe, expect, it } from 'vitest';
import { groupSlugBase, purseSegmentBase, SLUG_MAX } from './slugs';

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

describe('purseSegmentBase', () => {
  it.each([
    ['Xmas Party', 'xmasparty'],
    ['Xmas Party 2026!', 'xmasparty2026'],
    ['school-fees', 'school-fees'],
    ['  ', 'purse'],
    ['xmasparty-2', 'xmasparty-2'],
  ])('%j -> %j', (name, segment) => {
    expect(purseSegmentBase(name)).toBe(segment);
  });
});
