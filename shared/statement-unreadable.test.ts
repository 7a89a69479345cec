import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/languages';
import { firstLineOf, UNREADABLE_REASONS, unreadableText, type UnreadableReason } from './statement-unreadable';

const entry = (reason: UnreadableReason, unit: 'Alert' | 'Row' = 'Alert') => ({ unit, line: 7, firstLine: 'Acct:**581', reason });

describe('unreadableText words every reason in every language', () => {
  it('names the alert or row, its first line and why, in English', () => {
    expect(unreadableText(entry('amount-missing'), { locale: 'en' })).toBe('Alert 7 ("Acct:**581"): no amount was found.');
    expect(unreadableText({ ...entry('date-missing', 'Row'), firstLine: 'B | 700' }, { locale: 'en' })).toBe('Row 7 ("B | 700"): the date is missing.');
  });

  it.each(LOCALES.flatMap((locale) => UNREADABLE_REASONS.map((reason) => [locale, reason] as const)))('%s has a text for %s', (locale, reason) => {
    for (const unit of ['Alert', 'Row'] as const) {
      const text = unreadableText(entry(reason, unit), { locale });
      expect(text).toContain('7');
      expect(text).toContain('Acct:**581');
      expect(text).not.toContain(reason);
      // The reason is worded, not left empty after the colon.
      expect(text.split('): ')[1]?.length ?? 0).toBeGreaterThan(5);
    }
  });

  it('gives each reason its own text in each language', () => {
    for (const locale of LOCALES) {
      const texts = UNREADABLE_REASONS.map((reason) => unreadableText(entry(reason), { locale }));
      expect(new Set(texts).size).toBe(UNREADABLE_REASONS.length);
    }
  });

  it('words a reason in Hausa, not English, when the reader reads Hausa', () => {
    expect(unreadableText(entry('side-unknown'), { locale: 'ha' })).toBe('Sanarwa 7 ("Acct:**581"): ba mu san ko kuɗi ya shigo ko ya fita ba.');
  });
});

describe('firstLineOf', () => {
  it('single-spaces a first line and cuts it to 120 characters', () => {
    expect(firstLineOf('  Acct:   **737  ')).toBe('Acct: **737');
    const long = firstLineOf('x'.repeat(300));
    expect([long.length, long.endsWith('…')]).toEqual([120, true]);
  });
});
