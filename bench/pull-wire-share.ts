/**
 * What a first pull of a 10,000-contribution group is made of on the wire: JSON bytes per table
 * and what each table's rows cost compressed as the server sends them (brotli 4) and at brotli's
 * best (11), plus the same for history rows without the fields a phone could recompute. Prints
 * figures; asserts nothing.
 *
 *   node --import tsx bench/pull-wire-share.ts
 */
import { brotliCompressSync, constants } from 'node:zlib';
import type { PullResponse } from '../shared/sync-protocol';
import { pull } from '../sync-server/sync/pull';
import { signUp, testApp } from '../sync-server/testing/test-app';
import { seedGroup } from './seed-group';

const TABLES = ['groups', 'projects', 'members', 'partners', 'contributions', 'notifications', 'groupUpdates', 'payouts', 'history'] as const;
const br = (text: string, quality: number) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
const mb = (x: number) => `${(x / 1024 / 1024).toFixed(2)} MB`;

const t = testApp();
try {
  const admin = await signUp(t, { username: 'wireshare', role: 'admin' });
  seedGroup(t.db, admin.id, { contributions: 10_000, members: 300 });
  const pages: PullResponse[] = [];
  let since = 0;
  let snapshot: number | undefined;
  for (;;) {
    const page = pull(t.db, admin.id, since, undefined, snapshot);
    pages.push(page);
    since = page.cursor;
    snapshot ??= page.snapshot;
    if (!page.hasMore) break;
  }
  const whole = pages.map((p) => JSON.stringify(p));
  const total = { json: whole.reduce((s, x) => s + x.length, 0), br4: whole.reduce((s, x) => s + br(x, 4), 0) };
  console.log(`first pull, 10,000 contributions: ${pages.length} pages, ${mb(total.json)} JSON, ${mb(total.br4)} brotli 4 (as sent)`);
  for (const table of TABLES) {
    // Per page, as the rows travel: each page is compressed on its own.
    const parts = pages.map((p) => JSON.stringify(p[table]));
    const rows = pages.reduce((s, p) => s + p[table].length, 0);
    if (rows === 0) continue;
    const json = parts.reduce((s, x) => s + x.length, 0);
    const b4 = parts.reduce((s, x) => s + br(x, 4), 0);
    console.log(`  ${table.padEnd(14)} ${String(rows).padStart(6)} rows  ${mb(json)} JSON (${((json / total.json) * 100).toFixed(0)} %, ${Math.round(json / rows)} B/row)  ${mb(b4)} brotli 4 (${((b4 / total.br4) * 100).toFixed(0)} % of the wire, ${Math.round(b4 / rows)} B/row)`);
  }
  // History without what the phone can recompute from the row before it (prevHash) and from the
  // row itself (hash, dataHash): the chain would be checked by recomputing, not by comparing.
  const trimmed = pages.map((p) => JSON.stringify(p.history.map(({ prevHash: _p, hash: _h, dataHash: _d, ...rest }) => rest)));
  const trimmedPrev = pages.map((p) => JSON.stringify(p.history.map(({ prevHash: _p, ...rest }) => rest)));
  console.log(`  history without prevHash:                 ${mb(trimmedPrev.reduce((s, x) => s + br(x, 4), 0))} brotli 4`);
  console.log(`  history without prevHash, hash, dataHash: ${mb(trimmed.reduce((s, x) => s + br(x, 4), 0))} brotli 4`);
} finally {
  t.close();
}
