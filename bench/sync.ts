/**
 * `npm run bench` (sync part): an admin's first pull of a big group, and what a pull page costs as
 * groups grow. Every figure sits beside its floor or goal, from the same run; medians of rounds.
 * Prints figures; asserts nothing (the tests do that).
 *
 * - server time of a full pull of a 10,000-contribution group (goal < 500 ms), page by page through
 *   the pull service;
 * - pull-page cost at 100, 1,000, 10,000 and 100,000 contributions (goal: ratio 100k/100 <= 2);
 * - over real HTTP on 127.0.0.1: a plain Node client fetching every page (the floor: "pull from
 *   Node") beside the real sync engine writing into fake-indexeddb (figures correct, all stored,
 *   bytes on the wire including receipts prefetched).
 */
import { createHash } from 'node:crypto';
import { serve } from '@hono/node-server';
import { pullPage } from '../sync-server/testing/pull-pages';
import { signUp, testApp } from '../sync-server/testing/test-app';
import { enginePull, kb, median, ms, plainPull } from './pull-figures';
import { seedGroup } from './seed-group';

const ROUNDS = 3;
const SIZES = [100, 1_000, 10_000, 100_000];

/** A fake JPEG of about 180 KB (random after the magic bytes, as a real photo barely compresses). */
function receipt(i: number): { sha: string; bytes: Uint8Array } {
  const bytes = new Uint8Array(180_000);
  for (let j = 0; j < bytes.length; j += 65_536) crypto.getRandomValues(bytes.subarray(j, Math.min(bytes.length, j + 65_536)));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, i & 0xff]);
  return { sha: createHash('sha256').update(bytes).digest('hex'), bytes };
}

/** Server time of every page of a first pull, through the service (no HTTP), with and without turning it into JSON as the route does. */
async function serverPull(t: ReturnType<typeof testApp>, userId: string) {
  const pages: number[] = [];
  let json = 0;
  let since = 0;
  let snapshot: number | undefined;
  for (;;) {
    const started = performance.now();
    const page = await pullPage(t.db, userId, since, undefined, snapshot);
    pages.push(performance.now() - started);
    const serialising = performance.now();
    JSON.stringify(page);
    json += performance.now() - serialising;
    since = page.cursor;
    snapshot ??= page.snapshot;
    if (!page.hasMore) return Object.assign(pages, { json });
  }
}

const pageCost = new Map<number, number>();
let fullPull: { ms: number; json: number; pages: number } | null = null;
for (const size of SIZES) {
  const t = testApp();
  try {
    const admin = await signUp(t, { username: `admin${size}`, role: 'admin' });
    seedGroup(t, admin.id, { contributions: size, members: Math.min(300, Math.max(20, size / 30)) });
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) rounds.push(await serverPull(t, admin.id));
    // A page's cost: the median page of the median round (the last page is short; pages are alike).
    pageCost.set(size, median(rounds.map((pages) => median(pages))));
    if (size === 10_000) {
      const totals = rounds.map((pages) => pages.reduce((a, b) => a + b, 0));
      fullPull = { ms: median(totals), json: median(rounds.map((r) => r.json)), pages: rounds[0]!.length };
    }
  } finally {
    t.close();
  }
}

console.log('\n== server: pull (goal 3: full pull of 10,000 contributions < 500 ms; goal 4: page cost ratio 100 -> 100,000 <= 2)');
console.log(`full first pull, 10,000 contributions (+~20,000 history, 10,000 notifications): ${ms(fullPull!.ms)} server time in ${fullPull!.pages} pages | goal 500 ms | ratio ${(fullPull!.ms / 500).toFixed(2)}`);
console.log(`  same with the pages turned into JSON (as c.json does): ${ms(fullPull!.ms + fullPull!.json)} | goal 500 ms | ratio ${((fullPull!.ms + fullPull!.json) / 500).toFixed(2)}`);
const base = pageCost.get(100)!;
for (const [size, cost] of pageCost) console.log(`pull page at ${String(size).padStart(7)} contributions: ${cost.toFixed(2)} ms | ratio to 100: ${(cost / base).toFixed(2)}`);

// --- over real HTTP: the floor (plain Node client) beside the real engine on fake-indexeddb.
{
  const t = testApp();
  const receipts = Array.from({ length: 60 }, (_, i) => receipt(i));
  for (const r of receipts) await t.proofStore.write(r.sha, r.bytes);
  const admin = await signUp(t, { username: 'firstlogin', role: 'admin' });
  const cookie = t.cookie;
  const seeded = seedGroup(t, admin.id, { contributions: 10_000, members: 300, proofShas: receipts.map((r) => r.sha) });
  const server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const plain = [];
    const engine = [];
    for (let i = 0; i < ROUNDS; i++) {
      plain.push(await plainPull(url, cookie));
      engine.push(await enginePull(url, cookie, admin.id, seeded.collected));
    }
    const floor = median(plain.map((p) => p.ms));
    const p0 = plain[0]!;
    const e0 = engine[0]!;
    const figures = median(engine.map((e) => e.figuresMs));
    const all = median(engine.map((e) => e.allMs));
    console.log('\n== device (Node + fake-indexeddb, real engine) vs plain Node client, 10,000-contribution group over HTTP');
    console.log(`floor: plain Node pull of all pages: ${ms(floor)} (${p0.pages} pages, ${p0.rows} rows, ${kb(p0.wireBytes)} on the wire, ${kb(p0.jsonBytes)} JSON)`);
    console.log(`engine: figures correct after ${ms(figures)} | ratio to floor ${(figures / floor).toFixed(2)}`);
    console.log(`engine: all history stored after ${ms(all)} | ratio to floor ${(all / floor).toFixed(2)} (ok: ${e0.ok})`);
    console.log(`engine: stored ${JSON.stringify(e0.stored)}; bytes on the wire incl. receipts prefetched: ${kb(e0.wire)} (sync data floor ${kb(p0.wireBytes)}; goal 2.5 MB)`);
  } finally {
    server.close();
    t.close();
  }
}
