import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HOME_MARKUP_ATTRIBUTE, HOME_MARKUP_GUARD, homeMarkupFragment } from '../shared/home-markup';
import { localStorageKey } from '../shared/i18n/paraglide/runtime.js';
import { SESSION_STORAGE_KEY } from './session/session';
import { renderHomeScreen } from './home-markup';

/** Runs the guard against a page with the markup, this storage and these browser languages; true when the markup stays. */
function kept(storage: Record<string, string> | 'throws', languages: string[]): boolean {
  let removed = false;
  const markup = { remove: () => (removed = true) };
  const localStorage =
    storage === 'throws'
      ? new Proxy({}, { get: () => { throw new Error('storage disabled'); } })
      : { getItem: (key: string) => storage[key] ?? null };
  runInNewContext(HOME_MARKUP_GUARD, {
    document: { querySelector: (selector: string) => (selector === `[${HOME_MARKUP_ATTRIBUTE}]` ? markup : null) },
    localStorage,
    navigator: { languages, language: languages[0] },
  });
  return !removed;
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

  it('goes when the app would speak another language: chosen here, or the browser\u2019s first (paraglide\u2019s rule)', () => {
    expect(kept({ [localStorageKey]: 'yo' }, ['en-US'])).toBe(false);
    expect(kept({ [localStorageKey]: 'pcm' }, ['en-US'])).toBe(false);
    expect(kept({}, ['ha-NG', 'en'])).toBe(false);
    // A first language we do not speak: paraglide may find one of ours further down; the markup is not risked.
    expect(kept({}, ['fr-FR', 'yo'])).toBe(false);
    // English chosen here wins over the browser's Igbo, as in paraglide.
    expect(kept({ [localStorageKey]: 'en' }, ['ig'])).toBe(true);
  });

  it('stays when storage cannot be read (the app then starts in English with nobody signed in, too)', () => {
    expect(kept('throws', ['en-US'])).toBe(true);
  });

  it('renders the app\u2019s own sign-in screen, in English, inside an inert wrapper followed by its guard', async () => {
    const screen = await renderHomeScreen();
    expect(screen).toContain('<form');
    expect(screen).toMatch(/<label[^>]*>Username<\/label>/);
    expect(screen).toContain('Send OTP via SMS');
    expect(screen).not.toContain('<script');
    const fragment = homeMarkupFragment(screen);
    expect(fragment.startsWith('<div data-home-markup inert aria-disabled="true" style="display:contents">')).toBe(true);
    expect(fragment.endsWith(`</div><script>${HOME_MARKUP_GUARD}</script>`)).toBe(true);
  });
});
