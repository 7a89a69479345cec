/**
 * What a first pull of a 10,000-contribution group is made of on the wire: JSON bytes per table
 * and what each table's rows cost compressed as the server sends them (brotli 4), and the history
 * rows as protocol 5 sent them (whole, `historyRow`) beside protocol 6's slim rows
 * (shared/history-wire.ts). Prints figures; asserts nothing (bench/sync.ts prints the pull's server time).
 *
 *   node --import tsx bench/pull-wire-share.ts
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { SYNC_PAGE_SIZE, type PullResponse } from '../shared/sync-protocol';
import { historyEntries } from '../sync-server/db/schema';
import { pullPages } from '../sync-server/testing/pull-pages';
import { historyRow } from '../sync-server/present/history';
import { signUp, testApp } from '../sync-server/testing/test-app';
import { seedGroup } from './seed-group';

const TABLES = ['groups', 'projects', 'members', 'partners', 'contributions', 'notifications', 'groupUpdates', 'payouts', 'history'] as const;
/** Issue 12 goal 2: at most 2.5 MB before a receipt is opened, of which the app shell takes about 0.6 MB. */
const SYNC_BUDGET = 1.7 * 1024 * 1024;
const br = (text: string, quality: number) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
const mb = (x: number) => `${(x / 1024 / 1024).toFixed(2)} MB`;

const firstPull = (t: ReturnType<typeof testApp>, userId: string): Promise<PullResponse[]> => pullPages(t.db, userId, SYNC_PAGE_SIZE);

const t = testApp();
try {
  const admin = await signUp(t, { username: 'wireshare', role: 'admin' });
  seedGroup(t, admin.id, { contributions: 10_000, members: 300 });
  const pages = await firstPull(t, admin.id);
  const whole = pages.map((p) => JSON.stringify(p));
  const total = { json: whole.reduce((s, x) => s + x.length, 0), br4: whole.reduce((s, x) => s + br(x, 4), 0) };
  console.log(`first pull, 10,000 contributions: ${pages.length} pages, ${mb(total.json)} JSON, ${mb(total.br4)} brotli 4 (as sent) | sync budget ${mb(SYNC_BUDGET)} | ratio ${(total.br4 / SYNC_BUDGET).toFixed(2)}`);
  for (const table of TABLES) {
    // Per page, as the rows travel: each page is compressed on its own.
    const parts = pages.map((p) => JSON.stringify(p[table]));
    const rows = pages.reduce((s, p) => s + p[table].length, 0);
    if (rows === 0) continue;
    const json = parts.reduce((s, x) => s + x.length, 0);
    const b4 = parts.reduce((s, x) => s + br(x, 4), 0);
    console.log(`  ${table.padEnd(14)} ${String(rows).padStart(6)} rows  ${mb(json)} JSON (${((json / total.json) * 100).toFixed(0)} %, ${Math.round(json / rows)} B/row)  ${mb(b4)} brotli 4 (${((b4 / total.br4) * 100).toFixed(0)} % of the wire, ${Math.round(b4 / rows)} B/row)`);
  }
  // The same entries as protocol 5 sent them (whole rows, every hash), page by page.
  const byKey = new Map((await t.db.transaction((tx) => tx.select().from(historyEntries))).map((h) => [`${h.groupId}:${h.seq}`, h]));
  const reader = { userId: admin.id, reviewedGroups: [...new Set([...byKey.values()].map((h) => h.groupId))], totalsOnlyGroups: new Set<string>() };
  const names = new Map(pages.flatMap((p) => p.history.flatMap((h) => [[h.actorId, h.actorName], [h.subjectId, h.subjectName]] as const)));
  const protocol5 = pages.map((p) => JSON.stringify(p.history.map((h) => historyRow(byKey.get(`${h.groupId}:${h.seq}`)!, (id) => names.get(id) ?? '', reader))));
  const p5 = { json: protocol5.reduce((s, x) => s + x.length, 0), br4: protocol5.reduce((s, x) => s + br(x, 4), 0) };
  const p6 = pages.map((p) => JSON.stringify(p.history));
  const p6br = p6.reduce((s, x) => s + br(x, 4), 0);
  console.log(`  history as protocol 5 sent it (whole rows): ${mb(p5.json)} JSON, ${mb(p5.br4)} brotli 4; protocol 6 (slim): ${mb(p6.reduce((s, x) => s + x.length, 0))} JSON, ${mb(p6br)} brotli 4 | ratio ${(p6br / p5.br4).toFixed(2)}`);
  console.log(`  whole first pull as protocol 5 would send it: about ${mb(total.br4 - p6br + p5.br4)} brotli 4`);
} finally {
  t.close();
}
