import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth';

/** `levels` objects/arrays inside each other, alternating, as JSON.parse would give them. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

describe('jsonTooDeep', () => {
  it.each([
    { name: 'a string', value: 'x', max: 0, deep: false },
    { name: 'null', value: null, max: 0, deep: false },
    { name: 'an empty object at depth 0', value: {}, max: 0, deep: true },
    { name: 'an empty object', value: {}, max: 1, deep: false },
    { name: '2 levels at 2', value: { a: [1] }, max: 2, deep: false },
    { name: '3 levels at 2', value: { a: [[1]] }, max: 2, deep: true },
    { name: 'a deep branch beside flat ones', value: { a: 1, b: { c: { d: {} } }, e: [] }, max: 3, deep: true },
    { name: 'the limit', value: nested(MAX_JSON_DEPTH), max: MAX_JSON_DEPTH, deep: false },
    { name: 'one past the limit', value: nested(MAX_JSON_DEPTH + 1), max: MAX_JSON_DEPTH, deep: true },
  ])('says $name is too deep: $deep', ({ value, max, deep }) => {
    expect(jsonTooDeep(value, max)).toBe(deep);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const text = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    expect(jsonTooDeep(JSON.parse(text))).toBe(true);
  });
});
