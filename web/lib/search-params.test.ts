import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('page address search values', () => {
  it('keeps every value the text it was, digits, zeros and words that read as JSON included', () => {
    expect(parseSearch('?code=10577178')).toEqual({ code: '10577178' });
    expect(parseSearch('?code=00123456&c=1e5&review=true&group=null&give=-4')).toEqual({ code: '00123456', c: '1e5', review: 'true', group: 'null', give: '-4' });
    expect(parseSearch('?code=1a2b3c4d&shared=a%20b')).toEqual({ code: '1a2b3c4d', shared: 'a b' });
  });

  it('writes a text value as itself, so what it writes reads back the same', () => {
    const search = { code: '10577178', redirect: '/groups?x=1' };
    expect(stringifySearch(search)).toBe('?code=10577178&redirect=%2Fgroups%3Fx%3D1');
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
