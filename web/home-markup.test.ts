import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { HOME_MARKUP_ATTRIBUTE, HOME_MARKUP_GUARD, HOME_MARKUP_HEAD, HOME_MARKUP_LOCALE_ATTRIBUTE, HOME_MARKUP_OFF_CLASS, homeMarkupFragment } from '../shared/home-markup';
import { localStorageKey } from '../shared/i18n/paraglide/runtime.js';
import { SESSION_STORAGE_KEY } from './session/session';
import { renderHomeScreen } from './home-markup';
import { currentLocale } from './lib/locale';
import { getLocale, overwriteGetLocale } from '../shared/i18n/paraglide/runtime.js';

/**
 * Runs the guard against a page whose markup is in `pageLocale` (null: a page that does not say),
 * with this storage and these browser languages; true when the markup stays shown.
 */
function kept(storage: Record<string, string> | 'throws', languages: string[], pageLocale: string | null = 'en'): boolean {
  const classes = new Set<string>();
  const localStorage =
    storage === 'throws'
      ? new Proxy({}, { get: () => { throw new Error('storage disabled'); } })
      : { getItem: (key: string) => storage[key] ?? null };
  runInNewContext(HOME_MARKUP_GUARD, {
    // The guard runs before the markup is parsed: it finds no markup to take, only the page to mark.
    document: {
      documentElement: { classList: { add: (name: string) => classes.add(name) }, getAttribute: (name: string) => (name === HOME_MARKUP_LOCALE_ATTRIBUTE ? pageLocale : null) },
      querySelector: () => null,
    },
    localStorage,
    navigator: { languages, language: languages[0] },
  });
  return !classes.has(HOME_MARKUP_OFF_CLASS);
}

describe('the sign-in markup of / (shared/home-markup.ts)', () => {
  it('stays for a visitor with nothing stored whose browser speaks English first', () => {
    expect(kept({}, ['en-US', 'en'])).toBe(true);
    expect(kept({}, ['en-NG'])).toBe(true);
    expect(kept({}, [])).toBe(true);
  });

  it('goes when someone is signed in on this phone: / is their dashboard', () => {
    expect(kept({ [SESSION_STORAGE_KEY]: '{"id":"u1"}' }, ['en-US'])).toBe(false);
  });

  it('goes when the app would speak another language than the markup\u2019s: chosen here, else the browser\u2019s (paraglide\u2019s rule)', () => {
    expect(kept({ [localStorageKey]: 'yo' }, ['en-US'])).toBe(false);
    expect(kept({ [localStorageKey]: 'pcm' }, ['en-US'])).toBe(false);
    expect(kept({}, ['ha-NG', 'en'])).toBe(false);
    // Paraglide takes the first of the browser's languages that is ours, further down if need be.
    expect(kept({}, ['fr-FR', 'yo'])).toBe(false);
    expect(kept({}, ['fr-FR', 'de'])).toBe(true);
    // English chosen here wins over the browser's Igbo, as in paraglide.
    expect(kept({ [localStorageKey]: 'en' }, ['ig'])).toBe(true);
    // A page that does not say which language its markup is in is English.
    expect(kept({}, ['en-US'], null)).toBe(true);
    expect(kept({}, ['yo'], null)).toBe(false);
  });

  it('stays in another language when the app will speak that one (the server\u2019s choice, public-page.ts homeLocale)', () => {
    expect(kept({}, ['yo-NG', 'yo', 'en'], 'yo')).toBe(true);
    expect(kept({}, ['fr-FR', 'yo'], 'yo')).toBe(true);
    // Tags in any case, as paraglide compares them.
    expect(kept({}, ['YO-NG'], 'yo')).toBe(true);
    expect(kept({ [localStorageKey]: 'ha' }, ['yo'], 'ha')).toBe(true);
    expect(kept({ [localStorageKey]: 'pcm' }, ['en-US'], 'pcm')).toBe(true);
    // ...and goes when it will not, or when someone is signed in.
    expect(kept({ [localStorageKey]: 'ha' }, ['yo'], 'yo')).toBe(false);
    expect(kept({}, ['en-US'], 'yo')).toBe(false);
    expect(kept({ [SESSION_STORAGE_KEY]: '{"id":"u1"}' }, ['yo'], 'yo')).toBe(false);
  });

  it('stays when storage cannot be read (the app then starts in English with nobody signed in, too)', () => {
    expect(kept('throws', ['en-US'])).toBe(true);
  });

  it('renders the app\u2019s own sign-in screen, in English, inside an inert wrapper', async () => {
    const screen = await renderHomeScreen();
    expect(screen).toContain('<form');
    expect(screen).toMatch(/<label[^>]*>Username<\/label>/);
    expect(screen).toContain('Send OTP via SMS');
    expect(screen).not.toContain('<script');
    const fragment = homeMarkupFragment(screen);
    // Its guard goes into the head (HOME_MARKUP_HEAD, public-page.ts): none in the fragment.
    expect(fragment.startsWith(`<div ${HOME_MARKUP_ATTRIBUTE} inert aria-disabled="true" style="display:contents">`)).toBe(true);
    expect(HOME_MARKUP_HEAD).toBe(`<script>${HOME_MARKUP_GUARD}</script>`);
    expect(fragment.endsWith('</div>')).toBe(true);
  });

  it('renders it in each language, with that language chosen in its picker, one after another', async () => {
    const yoruba = await renderHomeScreen('yo');
    expect(yoruba).toContain('Fi OTP ránṣẹ́ nípa SMS');
    expect(yoruba).not.toContain('Send OTP via SMS');
    expect(yoruba).toMatch(/<option value="yo"[^>]*selected=""/);
    const hausa = await renderHomeScreen('ha');
    expect(hausa).toContain('Aika OTP ta SMS');
    expect(hausa).toMatch(/<option value="ha"[^>]*selected=""/);
    expect(await renderHomeScreen('en')).toContain('Send OTP via SMS');
    // Each render's language is its own: the process speaks its own language after it.
    await renderHomeScreen('ig');
    expect(currentLocale()).toBe('en');
    // Whatever language function the process has (another file's, in a shared test process).
    const languageBefore = getLocale;
    overwriteGetLocale(() => 'en');
    try {
      expect(await renderHomeScreen('yo')).toContain('Fi OTP ránṣẹ́ nípa SMS');
      expect(getLocale()).toBe('en');
    } finally {
      overwriteGetLocale(languageBefore);
    }
  });

  it('is hidden on a marked page by the app\u2019s stylesheet, over the wrapper\u2019s own display', () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).toMatch(new RegExp(`\\.${HOME_MARKUP_OFF_CLASS} \\[${HOME_MARKUP_ATTRIBUTE}\\] \\{\\s*display: none !important;\\s*\\}`));
  });
});
