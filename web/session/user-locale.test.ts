import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/auth-schemas';
import type { Locale } from '../../shared/i18n/languages';
import { localStorageKey } from '../../shared/i18n/paraglide/runtime.js';
import { changeLocale, currentLocale, showInLocaleUnlessChosen } from '../lib/locale';
import { setCurrentUser } from './session';
import { chooseLocale, PENDING_LOCALE_KEY, sendPendingLocale, settleLocaleAtSignIn } from './user-locale';

const ada: SessionUser = { id: 'u-1', fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348031234567', role: 'member' };
const withLocale = (user: SessionUser, locale: Locale): SessionUser => ({ ...user, locale }) as SessionUser;

let storage: Map<string, string>;
let online: boolean;
let fetchMock: ReturnType<typeof vi.fn>;

/** The bodies of the PUT /api/me/locale calls made so far. */
const sent = () =>
  fetchMock.mock.calls
    .filter(([path, init]) => path === '/api/me/locale' && (init as RequestInit).method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  storage = new Map();
  online = true;
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { storage: { persist: vi.fn(async () => true) } });
  fetchMock = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  changeLocale('en');
  storage.clear();
});

afterEach(() => {
  changeLocale('en');
  vi.unstubAllGlobals();
});

describe('chooseLocale', () => {
  it('switches at once and tells the server for a signed-in user', async () => {
    setCurrentUser(ada);
    chooseLocale('ha');
    expect(currentLocale()).toBe('ha');
    await flush();
    expect(sent()).toEqual([{ locale: 'ha' }]);
    expect(storage.has(PENDING_LOCALE_KEY)).toBe(false);
  });

  it('tells no server while signed out', async () => {
    chooseLocale('yo');
    await flush();
    expect(currentLocale()).toBe('yo');
    expect(sent()).toEqual([]);
  });

  it('keeps a choice made offline and sends it once back online', async () => {
    setCurrentUser(ada);
    online = false;
    chooseLocale('ig');
    await flush();
    expect(storage.has(PENDING_LOCALE_KEY)).toBe(true);

    online = true;
    await sendPendingLocale();
    expect(sent()).toEqual([{ locale: 'ig' }, { locale: 'ig' }]);
    expect(storage.has(PENDING_LOCALE_KEY)).toBe(false);
  });

  it('keeps the newest of two offline choices', async () => {
    setCurrentUser(ada);
    online = false;
    chooseLocale('ig');
    chooseLocale('pcm');
    await flush();
    online = true;
    await sendPendingLocale();
    expect(sent().at(-1)).toEqual({ locale: 'pcm' });
  });
});

describe('sendPendingLocale', () => {
  it("drops another user's waiting choice instead of sending it with this session", async () => {
    storage.set(PENDING_LOCALE_KEY, JSON.stringify({ userId: 'someone-else', locale: 'yo' }));
    setCurrentUser(ada);
    await sendPendingLocale();
    expect(sent()).toEqual([]);
    expect(storage.has(PENDING_LOCALE_KEY)).toBe(false);
  });
});

describe('settleLocaleAtSignIn', () => {
  it("takes the user's language on a device where none was chosen", async () => {
    settleLocaleAtSignIn(withLocale(ada, 'ha'));
    await flush();
    expect(currentLocale()).toBe('ha');
    expect(sent()).toEqual([]);
  });

  it("sends the device's choice when the user's differs", async () => {
    changeLocale('yo');
    expect(storage.get(localStorageKey)).toBe('yo');
    settleLocaleAtSignIn(withLocale(ada, 'ha'));
    await flush();
    expect(currentLocale()).toBe('yo');
    expect(sent()).toEqual([{ locale: 'yo' }]);
  });

  it('sends nothing when the device and the user agree', async () => {
    changeLocale('pcm');
    settleLocaleAtSignIn(withLocale(ada, 'pcm'));
    await flush();
    expect(sent()).toEqual([]);
  });

  it('gives a user with no language yet the one on screen', async () => {
    settleLocaleAtSignIn(ada);
    await flush();
    expect(sent()).toEqual([{ locale: 'en' }]);
  });
});

describe('the language kept for the server (web/lib/locale.ts)', () => {
  it('goes into a cookie at every choice, and not when a page shows itself in its own language', () => {
    const cookies: string[] = [];
    vi.stubGlobal('document', {
      documentElement: {},
      set cookie(value: string) {
        cookies.push(value);
      },
    });
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { protocol: 'https:' } }));
    chooseLocale('yo');
    expect(cookies).toEqual(['gp-locale=yo; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
    // Nobody chose here: a notice board's page speaks its group's language, and no cookie says so.
    storage.clear();
    showInLocaleUnlessChosen('ha');
    expect(currentLocale()).toBe('ha');
    expect(cookies).toHaveLength(1);
  });
});
