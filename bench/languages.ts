/**
 * `npm run bench` (languages): what each language costs. Paraglide compiles every message into
 * one function holding all its languages, so each language adds its own texts to every chunk that
 * uses them. This builds the app with English alone, then English plus each language, then all
 * five, and reports the JS (gzip level 9) of the logged-out '/' first load, of a public group page
 * (the WhatsApp link) and of the whole app (every chunk: what the service worker precaches).
 * Run it alone: it recompiles shared/i18n/paraglide (restored to all languages at the end).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadSizes, publicLandingSizes } from '../scripts/report-size.mjs';

const root = join(import.meta.dirname, '..');
const settingsPath = join(root, 'shared/i18n/project.inlang/settings.json');
const original = readFileSync(settingsPath, 'utf8');
const all: string[] = JSON.parse(original).locales;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function wholeAppJs(dir: string): number {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
}

function measure(locales: string[]) {
  writeFileSync(settingsPath, JSON.stringify({ ...JSON.parse(original), locales }, null, 2));
  execFileSync('node', ['scripts/i18n.mjs'], { cwd: root, stdio: 'ignore' });
  const out = mkdtempSync(join(tmpdir(), 'gp-bench-lang-'));
  try {
    execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    const landing = publicLandingSizes(out)[0]!;
    return { firstLoad: firstLoadSizes(out).jsGzipBytes, landing: landing.jsGzipBytes, app: wholeAppJs(out) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

try {
  const english = measure(['en']);
  const rows: [string, ReturnType<typeof measure>][] = [['en only', english]];
  for (const locale of all.filter((l) => l !== 'en')) rows.push([`en + ${locale}`, measure(['en', locale])]);
  rows.push([`all ${all.length}`, measure(all)]);
  console.log("\n| build | '/' first load JS | + vs en | public group page JS | + vs en | whole app JS | + vs en |");
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, m] of rows) {
    console.log(
      `| ${name} | ${kib(m.firstLoad)} | ${kib(m.firstLoad - english.firstLoad)} | ${kib(m.landing)} | ${kib(m.landing - english.landing)} | ${kib(m.app)} | ${kib(m.app - english.app)} |`,
    );
  }
} finally {
  writeFileSync(settingsPath, original);
  execFileSync('node', ['scripts/i18n.mjs'], { cwd: root, stdio: 'ignore' });
}
