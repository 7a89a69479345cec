import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './languages';
// Every message, to call each one by its key (a test may take them all; screens import by name).
import * as messages from './paraglide/messages.js';

type Variants = [{ match: Record<string, string> }];
type Message = string | Variants;

const MESSAGES_DIR = join(__dirname, 'messages');
const catalogue = (area: string, locale: Locale): Record<string, Message> =>
  JSON.parse(readFileSync(join(MESSAGES_DIR, area, `${locale}.json`), 'utf8'));
const areas = readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const english = Object.assign({}, ...areas.map((area) => catalogue(area, 'en'))) as Record<string, Message>;
delete english.$schema;
const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, Object.assign({}, ...areas.map((area) => catalogue(area, locale)))])) as Record<Locale, Record<string, Message>>;

const texts = (message: Message) => (typeof message === 'string' ? [message] : Object.values(message[0].match));
const placeholders = (message: Message) => [...new Set(texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)))];
const call = (key: string, inputs: Record<string, unknown>, locale: Locale) =>
  (messages as unknown as Record<string, (i: object, o: { locale: Locale }) => string>)[key]!(inputs, { locale });
const isPlural = (message: Message): message is Variants => Array.isArray(message) && 'countPlural=*' in message[0].match;

describe('the catalogues', () => {
  it('compile every English message', () => {
    for (const key of Object.keys(english)) expect(typeof (messages as Record<string, unknown>)[key], key).toBe('function');
  });

  it.each(LOCALES)('keep every placeholder in %s when the message is called', (locale) => {
    for (const [key, message] of Object.entries(english)) {
      const names = placeholders(message);
      if (names.length === 0) continue;
      // A number for a plural's count; a recognisable text for the others.
      const sample = Object.fromEntries(names.map((name) => [name, name === 'count' ? 7 : `«${name}»`]));
      const text = call(key, sample, locale);
      for (const value of Object.values(sample)) expect(text, `${locale} ${key}`).toContain(String(value));
    }
  });

  it.each(LOCALES)('choose the plural form of %s by its plural rules (1 and 5)', (locale) => {
    const rules = new Intl.PluralRules(locale);
    for (const [key, message] of Object.entries(english)) {
      if (!isPlural(message)) continue;
      const { match } = (byLocale[locale][key] as Variants)[0];
      const others = placeholders(message).filter((name) => name !== 'count');
      const inputs = (count: number) => ({ count, ...Object.fromEntries(others.map((name) => [name, `«${name}»`])) });
      for (const count of [1, 5]) {
        const form = match[`countPlural=${rules.select(count)}`] ?? match['countPlural=*']!;
        const expected = form.replace(/\{(\w+)\}/g, (_, name: string) => String(inputs(count)[name as keyof ReturnType<typeof inputs>]));
        expect(call(key, inputs(count), locale), `${locale} ${key} ${count}`).toBe(expected);
      }
      const words = (count: number) => call(key, inputs(count), locale).replace(String(count), '#');
      const distinct = match['countPlural=one'] !== undefined && match['countPlural=one'] !== match['countPlural=*'];
      if (distinct && rules.select(1) === 'one') expect(words(1), `${locale} ${key}`).not.toBe(words(5));
    }
  });

  it('word the relative times in English as the spec does', () => {
    expect(messages.common_minutesAgo({ count: 1 }, { locale: 'en' })).toBe('1 minute ago');
    expect(messages.common_minutesAgo({ count: 5 }, { locale: 'en' })).toBe('5 minutes ago');
    expect(messages.common_daysAgo({ count: 1 }, { locale: 'en' })).toBe('1 day ago');
    expect(messages.common_hoursAgo({ count: 5 }, { locale: 'ha' })).toBe('awanni 5 da suka wuce');
    expect(messages.common_hoursAgo({ count: 1 }, { locale: 'ha' })).toBe('awa 1 da ya wuce');
  });
});
