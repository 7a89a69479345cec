import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { hasUnsafeCharacters, mixesScripts, normalizeUsername } from './text';
import { safeText } from './text-schema';

describe('hasUnsafeCharacters', () => {
  it.each([
    { name: 'NUL', text: 'Ada\u0000', unsafe: true, multilineUnsafe: true },
    { name: 'a C1 control', text: 'Ada\u0085', unsafe: true, multilineUnsafe: true },
    { name: 'DEL', text: 'Ada\u007f', unsafe: true, multilineUnsafe: true },
    { name: 'RIGHT-TO-LEFT OVERRIDE', text: 'Ada\u202e', unsafe: true, multilineUnsafe: true },
    { name: 'LEFT-TO-RIGHT EMBEDDING', text: '\u202aAda', unsafe: true, multilineUnsafe: true },
    { name: 'FIRST STRONG ISOLATE', text: 'Ada\u2068', unsafe: true, multilineUnsafe: true },
    { name: 'a line break', text: 'line\nbreak', unsafe: true, multilineUnsafe: false },
    { name: 'a tab and CRLF', text: 'a\tb\r\n', unsafe: true, multilineUnsafe: false },
    { name: 'HTML (React escapes it)', text: '<b>Ada</b>', unsafe: false, multilineUnsafe: false },
    { name: 'Yoruba with tone marks', text: 'Adéyẹmí Ọ̀ṣun', unsafe: false, multilineUnsafe: false },
    { name: 'an emoji', text: 'Ajo 🎉', unsafe: false, multilineUnsafe: false },
  ])('$name: unsafe $unsafe, in a text area $multilineUnsafe', ({ text, unsafe, multilineUnsafe }) => {
    expect(hasUnsafeCharacters(text)).toBe(unsafe);
    expect(hasUnsafeCharacters(text, { multiline: true })).toBe(multilineUnsafe);
  });
});

describe('safeText', () => {
  it('refuses an unsafe text with a message naming the field', () => {
    const result = safeText(z.string().trim(), 'Group name').safeParse('Ajo\u202e');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Group name contains control or text-direction characters, which are not allowed']);
  });
});

describe('normalizeUsername', () => {
  it.each([
    { name: 'fullwidth', raw: 'ａｄａ６０ｆ９４ｆ', username: 'ada60f94f' },
    { name: 'a trailing zero-width space', raw: 'ada60f94f\u200b', username: 'ada60f94f' },
    { name: 'a zero-width joiner and a BOM', raw: '\ufeffada\u200d60f94f', username: 'ada60f94f' },
    { name: 'a soft hyphen', raw: 'ada\u00ad60f94f', username: 'ada60f94f' },
    { name: 'a ligature', raw: 'ﬁfi', username: 'fifi' },
  ])('makes the $name twin the same username', ({ raw, username }) => {
    expect(normalizeUsername(raw)).toBe(username);
  });
});

describe('mixesScripts', () => {
  it.each([
    { text: '\u0430da60f94f', mixed: true },
    { text: 'ad\u03b1', mixed: true },
    { text: 'Ада', mixed: false },
    { text: 'ada_60.f', mixed: false },
    { text: 'αβγ', mixed: false },
  ])('$text mixes scripts: $mixed', ({ text, mixed }) => {
    expect(mixesScripts(text)).toBe(mixed);
  });
});
