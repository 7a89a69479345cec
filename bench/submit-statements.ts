/**
 * Where a submit's time goes on SQLite, statement by statement, with no HTTP in the way: 32 groups
 * of 8 (bench/seed.ts), then N submits (default 3000) in batches of 32 through the group commit,
 * each with its answer's read as POST /api/contributions does. Prints the CPU per submit and each
 * statement's time per submit and how often it ran, largest first. Not part of `npm run bench`:
 * a tool for working on issue 26 §2.
 * Usage: npx tsx bench/submit-statements.ts   (N=24000 for a larger table)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { submitContributionSchema } from '../shared/contributions';
import { asListItem } from '../sync-server/contributions/reads';
import { submitContribution } from '../sync-server/contributions/submit-service';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { users } from '../sync-server/db/schema';
import { seedGroup, type SeededGroup } from './seed';
const dataDir = mkdtempSync(join(tmpdir(), 'gp-stm-'));
const db = openDatabase(databaseFile(dataDir));
const groups: SeededGroup[] = [];
for (let g = 0; g < 32; g++) groups.push(await seedGroup(db, new Date(), 8));
const members = await Promise.all(groups.map((g) => db.transaction(async (tx) => (await tx.select().from(users).where(eq(users.id, g.memberIds[0]!)))[0]!, { readOnly: true } as never)));
const stmtProto = Object.getPrototypeOf(db.sqlite.prepare('SELECT 1'));
const times = new Map<string, { n: number; ns: bigint }>();
let on = false;
for (const m of ['get', 'run', 'all', 'iterate', 'raw', 'values'] as const) {
  const orig = stmtProto[m];
  if (typeof orig !== 'function') continue;
  stmtProto[m] = function (this: { source: string }, ...args: unknown[]) {
    if (!on || m === 'raw') return orig.apply(this, args);
    const t = process.hrtime.bigint();
    try { return orig.apply(this, args); } finally { const k = `${m} ${this.source.replace(/\s+/g, ' ').slice(0, 150)}`; const e = times.get(k) ?? { n: 0, ns: 0n }; e.n++; e.ns += process.hrtime.bigint() - t; times.set(k, e); }
  };
}
const N = Number(process.env.N ?? 3000);
const run = async (i: number) => db.transaction(async (tx) => { const g = groups[i % 32]!; const out = await submitContribution(tx, members[i % 32]!, submitContributionSchema.parse({ projectId: g.projectId, amount: 5000, reference: `S-${i}` }), new Date()); return asListItem(tx, out as never, members[i % 32]! as never); });
for (let i = 0; i < 300; i++) await run(i + 100000);
const probe = (await run(999999)) as { ok?: boolean };
if (!probe.ok) throw new Error(`the submit was refused: ${JSON.stringify(probe)}`);
on = true;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const batch = 32;
for (let i = 0; i < N; i += batch) await Promise.all(Array.from({ length: batch }, (_, k) => run(i + k)));
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
on = false;
console.log(`${N} submits in ${ms.toFixed(0)} ms: ${((cpu.user + cpu.system) / N).toFixed(0)} µs CPU each`);
let total = 0n; for (const e of times.values()) total += e.ns;
console.log(`statements: ${(Number(total) / 1000 / N).toFixed(0)} µs per submit`);
for (const [k, e] of [...times].sort((a, b) => Number(b[1].ns - a[1].ns)).slice(0, 25)) console.log(`${(Number(e.ns) / 1000 / N).toFixed(1).padStart(6)} µs ${(e.n / N).toFixed(2)}x  ${k}`);
await db.close();
rmSync(dataDir, { recursive: true, force: true });
