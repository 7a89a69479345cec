// Reports what the logged-out '/' screen downloads: the entry chunk and its static imports, the
// '/' route's lazy chunk(s) and their static imports, the CSS of all of them, and whatever
// index.html itself references. Prints each file with its gzip size (zlib level 9) and the totals.
// Then the JS each public group page (the WhatsApp link) loads before its group shows.
//
// Usage (after `vite build`): node scripts/report-size.mjs [distDir]   (default dist/web)
// Exits 1 when a budget is exceeded. `firstLoadSizes(distDir)` and `entryAndRouteFiles` are exported for tests.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The logged-out '/' screen. Issue 26 measured 193.8 KiB of JS, 38 KiB of it zod (its classic API
 * and core, for the login and sign-up forms' checks and one route's search); once zod loaded after
 * the screen (features/auth/lazy-resolver.ts), 168.4 KiB. zod back on this screen must fail this.
 */
export const BUDGET = { jsGzipBytes: 175 * 1024, cssGzipBytes: 20 * 1024 };

/**
 * The JS the public group pages (the WhatsApp link) load before the group shows: the entry and
 * the first paint's chunk (web/public-first-paint, named `first-paint` in vite.config.ts), which
 * shows the group before the router downloads. Issue 12 measured 117 KiB here with the router
 * (142 KiB with zod; React alone, the floor, is 59 KiB) and 83 KiB once the first paint left the
 * router out; at 250 kbit/s each 10 KiB is about 0.3 s, and the router or zod back on the first
 * paint (about 35 and 25 KiB) must fail this. Issue 15 measured 83.3 KiB before the languages and
 * 89.8 KiB with all five and the language picker (each message holds every language; Paraglide's
 * runtime is 2.5 KiB). Issue 27 measured 92.1 KiB: reading the Custom URL's notice board and the
 * group's language (0.5 KiB), and the guests' link (?give=, 0.15 KiB); the board and the guests'
 * form themselves load only where they show.
 */
export const PUBLIC_LANDING_BUDGET = { jsGzipBytes: 93 * 1024 };

/**
 * The Custom URL is also the group's notice board (issue 27 §2): the account of each open purse
 * with Copy buttons, a bank change, who to ask. Its chunk (5.3 KiB, most of it the texts in five
 * languages) loads beside the first paint there only (the server preloads it), so /register and
 * /join stay within the budget above. 97.2 KiB measured when it was added, 98.1 KiB with the link
 * to give as a guest (issue 27 §4; the form is a chunk of its own, loaded on that tap).
 */
export const NOTICE_BOARD_BUDGET = { jsGzipBytes: 99 * 1024 };

/** Manifest keys of what the public group pages paint from besides the entry: the first paint's chunk. */
const FIRST_PAINT = /^_first-paint-[\w-]+\.js$/;
export const PUBLIC_LANDINGS = {
  '/register/{link}': FIRST_PAINT,
  '/join/{id}': FIRST_PAINT,
  '/{customSlug}': /^_(first-paint|notice-board)-[\w-]+\.js$/,
};
const budgetOf = (page) => (page === '/{customSlug}' ? NOTICE_BOARD_BUDGET : PUBLIC_LANDING_BUDGET);

/** Manifest keys of the '/' route's code-split pieces (TanStack adds `?tsr-split=...`). */
const INDEX_ROUTE_KEY = /^routes\/index\.tsx(\?|$)/;

/**
 * The files (relative to distDir) the logged-out '/' screen loads, without dynamic imports
 * other than the '/' route's own chunks.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[], css?: string[] }>} manifest
 * @param {string} indexHtml
 * @returns {string[]}
 */
export function firstLoadFiles(manifest, indexHtml) {
  const files = entryAndRouteFiles(manifest, INDEX_ROUTE_KEY, "'/'");

  // Anything index.html loads directly (script, stylesheet, modulepreload).
  for (const match of indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/?([^"]+\.(?:js|css))"/g)) {
    files.add(match[1]);
  }

  return [...files].sort();
}

/**
 * The files (relative to distDir) of the entry and of the route whose manifest keys match
 * `routeKey`, each with its CSS and static imports; dynamic imports are not followed (they load
 * later, if at all).
 * @returns {Set<string>}
 */
export function entryAndRouteFiles(manifest, routeKey, routeName) {
  const files = new Set();
  const seen = new Set();

  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`report-size: ${key} is not in the Vite manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };

  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('report-size: no entry chunk in the Vite manifest');
  entries.forEach(visit);

  const route = Object.keys(manifest).filter((key) => routeKey.test(key));
  if (route.length === 0) throw new Error(`report-size: the ${routeName} route chunk is not in the Vite manifest`);
  route.forEach(visit);
  return files;
}

/**
 * Gzip bytes of the JS each public group page loads before the group shows (PUBLIC_LANDINGS).
 * @param {string} distDir
 * @returns {{ page: string, jsGzipBytes: number }[]}
 */
export function publicLandingSizes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  return Object.entries(PUBLIC_LANDINGS).map(([page, key]) => {
    const js = [...entryAndRouteFiles(manifest, key, page)].filter((file) => file.endsWith('.js'));
    const jsGzipBytes = js.reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
    return { page, jsGzipBytes };
  });
}

/**
 * Gzip sizes of the logged-out first load.
 * @param {string} distDir the build output, e.g. dist/web
 * @returns {{ jsGzipBytes: number, cssGzipBytes: number, files: { file: string, bytes: number, gzipBytes: number }[] }}
 */
export function firstLoadSizes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');

  const files = firstLoadFiles(manifest, indexHtml).map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  const sum = (ext) => files.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f.gzipBytes, 0);
  return { jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css'), files };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const distDir = resolve(root, process.argv[2] ?? 'dist/web');
  const { jsGzipBytes, cssGzipBytes, files } = firstLoadSizes(distDir);

  console.log("\nFirst load of the logged-out '/' screen (gzip level 9):");
  const width = Math.max(...files.map((f) => f.file.length));
  for (const f of files) {
    console.log(`  ${f.file.padEnd(width)}  ${kib(f.bytes).padStart(11)} raw  ${kib(f.gzipBytes).padStart(11)} gzip`);
  }
  const jsOk = jsGzipBytes <= BUDGET.jsGzipBytes;
  const cssOk = cssGzipBytes <= BUDGET.cssGzipBytes;
  console.log(`  JS  total ${kib(jsGzipBytes)} gzip (budget ${kib(BUDGET.jsGzipBytes)})${jsOk ? '' : '  OVER BUDGET'}`);
  console.log(`  CSS total ${kib(cssGzipBytes)} gzip (budget ${kib(BUDGET.cssGzipBytes)})${cssOk ? '' : '  OVER BUDGET'}\n`);
  if (!jsOk || !cssOk) process.exitCode = 1;

  console.log('JS the public group pages load before the group shows (gzip level 9):');
  for (const { page, jsGzipBytes: bytes } of publicLandingSizes(distDir)) {
    const budget = budgetOf(page).jsGzipBytes;
    const ok = bytes <= budget;
    console.log(`  ${page.padEnd(16)} ${kib(bytes)} (budget ${kib(budget)})${ok ? '' : '  OVER BUDGET'}`);
    if (!ok) process.exitCode = 1;
  }
  console.log('');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
