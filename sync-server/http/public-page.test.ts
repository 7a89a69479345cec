import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/test-app';
import { HOME_MARKUP_ATTRIBUTE, HOME_MARKUP_FILE, HOME_MARKUP_HEAD, homeMarkupFragment } from '../../shared/home-markup';
import { publicPages } from './public-page';
import { SESSION_COOKIE } from './session-cookie';

/** A built app in miniature: index.html loading the entry, and a Vite manifest of four routes. */
const MANIFEST = {
  'main.tsx': { file: 'assets/main-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'] },
  'routes/index.tsx?tsr-split=component': { file: 'assets/index-1.js', imports: ['_form-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js' },
  'routes/register/$link.tsx?tsr-split=component': { file: 'assets/register-1.js', imports: ['_card-1.js'] },
  'routes/join/$registrationId.tsx?tsr-split=component': { file: 'assets/join-1.js', imports: ['_card-1.js'] },
  'routes/$groupSlug/index.tsx?tsr-split=component': { file: 'assets/slug-1.js', imports: ['_card-1.js'] },
  'routes/_auth/admin.tsx?tsr-split=component': { file: 'assets/admin-1.js' },
};
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/main-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webRoot: string;
beforeEach(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'gp-web-'));
  mkdirSync(join(webRoot, '.vite'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'assets', 'main-1.js'), 'export {};');
  t = testApp({ webRoot });
});
afterEach(() => {
  t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The files an HTML page modulepreloads, in order. */
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);

describe('the HTML of the public pages', () => {
  it('preloads the chunks of the sign-in page on /, which a visitor without the app opens first', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(preloadsOf(await res.text())).toEqual(['assets/index-1.js', 'assets/form-1.js']);
  });

  it.each([
    ['/register/some-link', ['assets/register-1.js', 'assets/card-1.js', 'assets/react-1.js']],
    ['/join/some-link', ['assets/join-1.js', 'assets/card-1.js', 'assets/react-1.js']],
    ['/ajo-circle', ['assets/slug-1.js', 'assets/card-1.js', 'assets/react-1.js']],
  ])('preloads exactly the chunks of the route of %s', async (path, chunks) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(preloadsOf(await res.text())).toEqual(chunks);
  });

  it('preloads nothing on a signed-in page, and never a file index.html loads already', async () => {
    const html = await (await t.app.request('/admin/reports')).text();
    expect(preloadsOf(html)).toEqual([]);
    expect(html).toContain('src="/assets/main-1.js"');
    const landing = await (await t.app.request('/')).text();
    expect(preloadsOf(landing)).not.toContain('assets/main-1.js');
  });

  it('still serves the hashed files themselves', async () => {
    const res = await t.app.request('/assets/main-1.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it('writes a group name holding `$&` as it is', async () => {
    const pages = publicPages(webRoot)!;
    const html = pages.render('/join/x', { path: '/api/groups/registration/x', json: JSON.stringify({ name: 'Save $& $1 now' }) });
    expect(html).toContain('Save $& $1 now');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
  });
});

describe('the HTML of a public group page that paints before the router (issue 12)', () => {
  // As vite.config.ts builds it: index.html preloads the router; the first paint is a named chunk.
  const FIRST_PAINT_MANIFEST = {
    ...MANIFEST,
    'main.tsx': { file: 'assets/main-1.js', imports: ['_react-1.js'], dynamicImports: ['router.tsx'] },
    'router.tsx': { file: 'assets/router-1.js', imports: ['_react-1.js', '_frame-1.js'] },
    '_frame-1.js': { file: 'assets/frame-1.js', imports: ['_react-1.js'] },
    '_first-paint-1.js': { file: 'assets/first-paint-1.js', name: 'first-paint', imports: ['_react-1.js', '_frame-1.js', '_card-1.js'] },
  };
  const WITH_ROUTER =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/main-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n    <link rel="modulepreload" crossorigin href="/assets/router-1.js">' +
    '\n    <link rel="modulepreload" crossorigin href="/assets/frame-1.js"></head><body><div id="root"></div></body></html>';
  const answer = { path: '/api/groups/registration/x', json: '{}' };
  const NOTICE_BOARD = {
    '_notice-board-1.js': { file: 'assets/notice-board-1.js', name: 'notice-board', imports: ['_react-1.js', '_first-paint-1.js', '_copy-1.js'] },
    '_copy-1.js': { file: 'assets/copy-1.js' },
  };
  const pages = () => {
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(FIRST_PAINT_MANIFEST));
    writeFileSync(join(webRoot, 'index.html'), WITH_ROUTER);
    return publicPages(webRoot)!;
  };

  it('preloads the first paint and leaves the router out for a signed-out visitor', () => {
    const preloads = preloadsOf(pages().render('/register/x', answer));
    expect(preloads).toEqual(['assets/first-paint-1.js', 'assets/card-1.js', 'assets/react-1.js', 'assets/frame-1.js']);
    expect(preloads).not.toContain('assets/router-1.js');
  });

  it('keeps the router for a signed-in visitor, whose page starts with it', () => {
    const preloads = preloadsOf(pages().render('/register/x', answer, { signedIn: true }));
    expect(preloads).toContain('assets/router-1.js');
    expect(preloads).not.toContain('assets/first-paint-1.js');
  });

  it("preloads the notice board beside the first paint on a group's Custom URL only (issue 27 §2)", () => {
    writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify({ ...FIRST_PAINT_MANIFEST, ...NOTICE_BOARD }));
    writeFileSync(join(webRoot, 'index.html'), WITH_ROUTER);
    const withBoard = publicPages(webRoot)!;
    const slugAnswer = { path: '/api/groups/slug/ajo-circle', json: '{}' };
    expect(preloadsOf(withBoard.render('/ajo-circle', slugAnswer))).toEqual([
      // The first paint's, then the board's, then what index.html preloads itself.
      'assets/first-paint-1.js', 'assets/card-1.js', 'assets/notice-board-1.js', 'assets/copy-1.js', 'assets/react-1.js', 'assets/frame-1.js',
    ]);
    expect(preloadsOf(withBoard.render('/ajo-circle', slugAnswer, { signedIn: true }))).toEqual(
      expect.arrayContaining(['assets/slug-1.js', 'assets/notice-board-1.js', 'assets/copy-1.js']),
    );
    for (const path of ['/register/x', '/join/x']) {
      expect(preloadsOf(withBoard.render(path, answer))).not.toContain('assets/notice-board-1.js');
      expect(preloadsOf(withBoard.render(path, answer, { signedIn: true }))).not.toContain('assets/notice-board-1.js');
    }
  });

  it('keeps the router when there is no answer to paint from', () => {
    const preloads = preloadsOf(pages().render('/join/x', null));
    expect(preloads).toContain('assets/router-1.js');
    expect(preloads).toContain('assets/join-1.js');
    expect(preloads).not.toContain('assets/first-paint-1.js');
  });

});


describe('the sign-in screen in the HTML of / (issue 26 §5, shared/home-markup.ts)', () => {
  const SCREEN = '<main id="main"><h1>GroupPurse</h1><form><label for="u">Username</label><input id="u"></form></main>';
  const SCREEN_YO = '<main id="main"><h1>GroupPurse</h1><form><label for="u">Orúkọ olùlò</label><input id="u"></form></main>';
  let withMarkup: TestApp;
  beforeEach(() => {
    writeFileSync(join(webRoot, '.vite', HOME_MARKUP_FILE('en')), homeMarkupFragment(SCREEN));
    writeFileSync(join(webRoot, '.vite', HOME_MARKUP_FILE('yo')), homeMarkupFragment(SCREEN_YO));
    withMarkup = testApp({ webRoot });
  });
  afterEach(() => withMarkup.close());
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

  it('puts it inside the root of / for a visitor without a session cookie, and its guard in the head before the stylesheet', async () => {
    const res = await withMarkup.app.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html).startsWith(`<div id="root"><div ${HOME_MARKUP_ATTRIBUTE} inert aria-disabled="true" style="display:contents">${SCREEN}</div></div>`)).toBe(true);
    // Once, and before the stylesheet's link: after it, the parser would wait for the stylesheet
    // before it reads the markup, and paint it only after the app's scripts have run.
    expect(html.split(HOME_MARKUP_HEAD)).toHaveLength(2);
    expect(html.indexOf(HOME_MARKUP_HEAD)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(HOME_MARKUP_HEAD)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('comes in the phone\u2019s language: its cookie\u2019s, else the browser\u2019s, else English, and says so on <html>', async () => {
    const home = async (headers: Record<string, string>) => {
      const res = await withMarkup.app.request('/', { headers });
      const html = await res.text();
      return { vary: res.headers.get('vary'), root: rootOf(html), html: html.match(/<html[^>]*>/)![0] };
    };
    const yoruba = `<div id="root"><div ${HOME_MARKUP_ATTRIBUTE} inert aria-disabled="true" style="display:contents">${SCREEN_YO}</div></div>`;
    const english = `<div id="root"><div ${HOME_MARKUP_ATTRIBUTE} inert aria-disabled="true" style="display:contents">${SCREEN}</div></div>`;
    for (const headers of [{ cookie: 'gp-locale=yo' }, { 'accept-language': 'yo-NG,yo;q=0.9,en;q=0.8' }, { 'accept-language': 'fr-FR,yo;q=0.5' }, { cookie: 'gp-locale=yo', 'accept-language': 'en-GB' }] as Record<string, string>[]) {
      const page = await home(headers);
      expect(page.root, JSON.stringify(headers)).toBe(yoruba);
      expect(page.html).toBe('<html lang="yo" data-home-locale="yo">');
      expect(page.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    }
    // The cookie wins over the browser; a browser of none of our languages, or none said: English.
    for (const headers of [{ cookie: 'gp-locale=en', 'accept-language': 'yo' }, { 'accept-language': 'fr-FR,de;q=0.5' }, {}, { cookie: 'gp-locale=xx' }] as Record<string, string>[]) {
      const page = await home(headers);
      expect(page.root, JSON.stringify(headers)).toBe(english);
      expect(page.html).toBe('<html lang="en-NG" data-home-locale="en">');
    }
    // A language the build wrote no screen for: the page as it is without one.
    expect((await home({ cookie: 'gp-locale=ha' })).root).toBe('<div id="root"></div>');
  });

  it('asks for the scripts of / at low priority only where the markup is, so the stylesheet has the line first', async () => {
    const scriptTags = (html: string) => [...html.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
    const withIt = scriptTags(await (await withMarkup.app.request('/')).text());
    // The entry and the sign-in route's two chunks (MANIFEST): every one of them low.
    expect(withIt).toHaveLength(3);
    for (const tag of withIt) expect(tag).toContain('fetchpriority="low"');
    // A signed-in visitor's `/` (painted by the app) and the group pages keep the browser's priority.
    const signedIn = await (await withMarkup.app.request('/', { headers: { cookie: `${SESSION_COOKIE}=anything` } })).text();
    for (const html of [signedIn, await (await withMarkup.app.request('/join/x')).text(), await (await t.app.request('/')).text()]) {
      expect(scriptTags(html).length).toBeGreaterThan(0);
      expect(html).not.toContain('fetchpriority');
      expect(html).not.toContain(HOME_MARKUP_HEAD);
    }
  });

  it('leaves it out for a visitor with a session cookie, whose / is the dashboard', async () => {
    const res = await withMarkup.app.request('/', { headers: { cookie: `${SESSION_COOKIE}=anything` } });
    expect(rootOf(await res.text())).toBe('<div id="root"></div>');
  });

  it('leaves it out of every other page, and of the index.html the service worker keeps', async () => {
    for (const path of ['/admin/reports', '/register/some-link', '/join/some-link', '/ajo-circle', '/index.html']) {
      expect(rootOf(await (await withMarkup.app.request(path)).text()), path).toBe('<div id="root"></div>');
    }
  });

  it('sends / compressed at the best ratio, the same bytes each time, for both of its pages', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=anything`]) {
      const plain = await (await withMarkup.app.request('/', { headers: cookie ? { cookie } : {} })).text();
      for (const [encoding, best, open] of [
        ['br', (html: string) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), brotliDecompressSync],
        ['gzip', (html: string) => gzipSync(html, { level: 9 }), gunzipSync],
      ] as const) {
        const ask = () => withMarkup.app.request('/', { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });
        const first = await ask();
        expect(first.headers.get('content-encoding')).toBe(encoding);
        const bytes = Buffer.from(await first.arrayBuffer());
        expect(open(bytes).toString()).toBe(plain);
        expect(bytes).toEqual(best(plain));
        expect(Buffer.from(await (await ask()).arrayBuffer())).toEqual(bytes);
      }
    }
  });

  it('serves / as before when the build wrote no markup', async () => {
    expect(rootOf(await (await t.app.request('/')).text())).toBe('<div id="root"></div>');
  });
});
