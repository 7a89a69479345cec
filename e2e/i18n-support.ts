/**
 * The catalogues, read the way a browser test needs them: the text a screen shows in a language
 * for an English text (so a test written with the spec's words drives the app in Hausa), and the
 * English texts that must not appear on a screen shown in another language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Locale } from '../shared/i18n/languages';

const MESSAGES_DIR = join(import.meta.dirname, '../shared/i18n/messages');
type Catalogue = Record<string, unknown>;

const areas = readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const read = (area: string, file: string): Catalogue => {
  try {
    return JSON.parse(readFileSync(join(MESSAGES_DIR, area, file), 'utf8'));
  } catch {
    return {};
  }
};
/** Every plain (variant-free) message of a language, by key. */
function plain(locale: Locale): Map<string, string> {
  const messages = new Map<string, string>();
  for (const area of areas) {
    for (const [key, value] of Object.entries(read(area, `${locale}.json`))) if (key !== '$schema' && typeof value === 'string') messages.set(key, value);
  }
  return messages;
}
const english = plain('en');

/**
 * The text `locale` shows where English shows `text` (a plain message without placeholders);
 * `area` picks among the catalogue areas when several word it differently.
 * @example t('Send OTP via SMS', 'ha') === 'Aika lambar OTP ta SMS'
 */
export function t(text: string, locale: Locale, area?: string): string {
  if (locale === 'en') return text;
  const keys = [...english].filter(([key, value]) => value === text && (!area || key.startsWith(`${area}_`))).map(([key]) => key);
  if (keys.length === 0) throw new Error(`No English message reads "${text}"`);
  const translated = new Set(keys.map((key) => plain(locale).get(key)));
  if (translated.size !== 1) throw new Error(`"${text}" has ${translated.size} ${locale} translations (${keys.join(', ')}): pick by key`);
  return [...translated][0]!;
}

/**
 * English texts of several words shown on `page` that should be in `locale`: every plain
 * message of two words or more whose translation differs (placeholders taken out, so a sentence
 * around a name still counts), found in the page's text or its accessible labels.
 */
export async function englishOnScreen(page: Page, locale: Locale): Promise<string[]> {
  const translated = plain(locale);
  const seen = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...labels].join('\n');
  });
  const found: string[] = [];
  // Words some message of the language uses (Pidgin's "Welcome to …", "Active Groups") are its own.
  const ownWords = [...translated.values()].join('\n');
  for (const [key, value] of english) {
    if (translated.get(key) === value) continue; // the language uses the same words
    for (const piece of value.split(/\{[^}]*\}/)) {
      const words = piece.trim();
      if (ownWords.includes(words)) continue;
      if (words.split(/\s+/).length >= 2 && /[a-z]/.test(words) && seen.includes(words)) found.push(words);
    }
  }
  return [...new Set(found)];
}

/**
 * Elements of the page whose text does not fit (a button or heading wider than its box) and
 * whether the page scrolls sideways: what long Hausa and Igbo strings do to a 360 px screen.
 */
export async function overflowOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth}px wide)`);
    for (const el of document.querySelectorAll<HTMLElement>('button, a, label, h1, h2, h3, [role=tab], .badge, th, td')) {
      const box = el.getBoundingClientRect();
      // Boxes of a pixel or none: hidden, or visually hidden for screen readers (the skip link).
      if (box.width <= 1 || box.height <= 1 || el.clientWidth === 0) continue;
      const name = `"${el.innerText.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
      // Text cut with an ellipsis on purpose (a long group name) is not a problem; text spilling out is.
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis') problems.push(`${name} spills out of its box`);
      else if (box.right > window.innerWidth + 1) problems.push(`${name} runs off the screen`);
    }
    return problems;
  });
}
