/**
 * Lighthouse mobile performance of the public pages (issue 12, goal 1: at least 98 on `/`,
 * `/register/{link}` and `/join/{id}`, opened here as `/join/{link}`, the link WhatsApp carries), beside the floor page (bench/floor) in the same run.
 * The built app is served by the real server code on a free port with a seeded group, as
 * bench/first-visit.ts does. Lighthouse's default config is the mobile preset (Moto G Power,
 * simulated slow 4G, 4× CPU). Medians of ROUNDS runs per page.
 *
 * Lighthouse is not a dependency of the project: it is imported from LIGHTHOUSE_DIR
 * (default /tmp/lh/node_modules/lighthouse), with chrome-launcher beside it, and Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 * Usage: node --import tsx bench/lighthouse.ts [webRoot=dist/web] [rounds=3]
 * With LIGHTHOUSE_SAVE=<dir>, each run's whole report is written there as JSON (what the LCP
 * element was, its phases, the requests), to see why a score is what it is.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildFloor, GROUP_NAME, median, seedGroup, serve } from './public-page-setup';

const repo = new URL('..', import.meta.url).pathname;
const webRoot = process.argv[2] ?? join(repo, 'dist/web');
const ROUNDS = Number(process.argv[3] ?? 3);
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? '/tmp/lh/node_modules/lighthouse';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-quic'];

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LighthouseResult } | undefined>;
interface LighthouseResult {
  categories: { performance: { score: number | null } };
  /** Set when Lighthouse could not measure the page (its score is then null). */
  runtimeError?: { code: string; message: string };
  audits: Record<string, { numericValue?: number }>;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
}

async function loadLighthouse(): Promise<{ lighthouse: LighthouseFn; launcher: ChromeLauncher } | null> {
  const launcherDir = join(dirname(LIGHTHOUSE_DIR), 'chrome-launcher');
  if (!existsSync(join(LIGHTHOUSE_DIR, 'package.json')) || !existsSync(join(launcherDir, 'package.json'))) return null;
  const lighthouse = (await import(pathToFileURL(join(LIGHTHOUSE_DIR, 'core/index.js')).href)).default as LighthouseFn;
  const launcher = (await import(pathToFileURL(join(launcherDir, 'dist/index.js')).href)) as ChromeLauncher;
  return { lighthouse, launcher };
}

/** One Lighthouse run in a fresh Chromium (cold: no cache, no service worker); null when it could not measure. */
async function audit(tools: { lighthouse: LighthouseFn; launcher: ChromeLauncher }, url: string, saveAs: string): Promise<Figures | null> {
  const chrome = await tools.launcher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await tools.lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      writeFileSync(join(SAVE_DIR, `${saveAs}.json`), JSON.stringify(lhr));
    }
    if (lhr.categories.performance.score === null) {
      console.log(`  no score for ${url}: ${lhr.runtimeError?.code ?? 'unknown'} (${lhr.runtimeError?.message ?? ''}); left out of the medians`);
      return null;
    }
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * A score of a page that says "group not found" means nothing: each group page must carry the
 * seeded group in its HTML (the summary the server embeds), as a phone opening the link gets it.
 */
async function expectGroupPages(urls: string[]): Promise<void> {
  for (const url of urls) {
    const html = await (await fetch(url)).text();
    if (!html.includes('id="group-summary"') || !html.includes(GROUP_NAME)) throw new Error(`${url} does not carry the group ${GROUP_NAME}`);
  }
}

async function main() {
  const tools = await loadLighthouse();
  if (!tools) {
    console.log(`Lighthouse is not at ${LIGHTHOUSE_DIR} (it is no dependency of the project). Get it with:`);
    console.log('  npm i --no-save --prefix /tmp/lh lighthouse@13');
    console.log('or point LIGHTHOUSE_DIR at another node_modules/lighthouse.');
    return;
  }
  const floorRoot = await buildFloor();
  const app = await serve(webRoot);
  const floor = await serve(floorRoot);
  const appUrl = `http://127.0.0.1:${app.server.port}`;
  const { link } = await seedGroup(appUrl);
  const targets: Record<string, string> = {
    floor: `http://127.0.0.1:${floor.server.port}/`,
    '/': `${appUrl}/`,
    '/register/{link}': `${appUrl}/register/${link}`,
    '/join/{link}': `${appUrl}/join/${link}`,
  };
  await expectGroupPages([targets['/register/{link}']!, targets['/join/{link}']!]);
  const runs: Record<string, Figures[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [name, url] of Object.entries(targets)) {
        const figures = await audit(tools, url, `${name.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'root'}-${round}`);
        if (!figures) continue;
        runs[name]!.push(figures);
        console.log(`round ${round} ${name}: ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`);
      }
    }
  } finally {
    await app.close();
    await floor.close();
  }
  const m = (name: string, key: keyof Figures) => median(runs[name]!.map((figures) => figures[key]));
  console.log(`\nwebRoot ${webRoot}; Lighthouse mobile preset, performance only; medians of the runs that measured (of ${ROUNDS}: ${Object.entries(runs).map(([name, list]) => `${name} ${list.length}`).join(', ')})`);
  console.log('| page | score | floor score | LCP | floor LCP | TBT | floor TBT | CLS |\n|---|---|---|---|---|---|---|---|');
  for (const name of ['/', '/register/{link}', '/join/{link}']) {
    const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;
    console.log(
      `| ${name} | ${m(name, 'score')} | ${m('floor', 'score')} | ${ms(m(name, 'lcpMs'))} | ${ms(m('floor', 'lcpMs'))} | ${Math.round(m(name, 'tbtMs'))} ms | ${Math.round(m('floor', 'tbtMs'))} ms | ${m(name, 'cls').toFixed(3)} |`,
    );
  }
}

await main();
