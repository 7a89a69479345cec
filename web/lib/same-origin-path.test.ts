import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const ORIGIN = 'https://grouppurse.example';

describe('sameOriginPath', () => {
  it.each([
    ['/admin?review=c1', '/admin?review=c1'],
    ['/my-contributions?c=c%201#top', '/my-contributions?c=c%201#top'],
    [`${ORIGIN}/updates`, '/updates'],
    ['updates', '/updates'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['http://grouppurse.example/admin', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%s -> %s', (url, expected) => {
    expect(sameOriginPath(url, ORIGIN)).toBe(expected);
  });
});
