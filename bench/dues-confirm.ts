/**
 * `npm run bench` (issue 25's server figure): what a confirmation costs the server when the
 * payment goes into monthly dues (with a late fine), beside the same into a one-off purse, in the
 * same run. One group of 300 members holds both purses, each with 5,000 payments (a third
 * confirmed, the rest pending); the admin confirms 600 pending payments of each, alternating, each
 * in its own transaction (the review service, in process, on the real SQLite file, checkpointed as
 * the server does). Goal: the dues purse's p99 within 20 % of the one-off's. What a member owes
 * each period is derived when read, so a confirmation allocates nothing; this measures that it
 * costs no more for it. Run: node --import tsx bench/dues-confirm.ts
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { confirmContribution } from '../sync-server/contributions/review-service';
import { nextRevision } from '../sync-server/db/revision';
import { contributions, groups, projects, users } from '../sync-server/db/schema';
import { openBenchDatabase } from './bench-db';
import { percentile } from './load';
import { seedContributions, seedGroup } from './seed';

const MEMBERS = 300;
const PAYMENTS = 5_000;
const CONFIRMS = 600;

const { db, close } = openBenchDatabase('gp-bench-dues-confirm-');
try {
  const now = new Date();
  const group = await seedGroup(db, now, MEMBERS);
  const startsOn = new Date(now.getTime() - 24 * 30 * 86_400_000).toISOString().slice(0, 8) + '01';
  const duesId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        id: randomUUID(), groupId: group.id, name: 'Monthly dues', targetAmountKobo: 1_000_000_000, amountPerMemberKobo: 500_000,
        kind: 'dues', frequency: 'monthly', startsOn, lateFines: [{ since: startsOn, kobo: 50_000, percent: null, graceDays: 7 }],
        bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo', allowedPaymentTypes: '["bank_transfer"]', createdAt: now, revision: await nextRevision(tx),
      })
      .returning();
    return row!.id;
  });
  await seedContributions(db, group, PAYMENTS, now);
  await seedContributions(db, { ...group, projectId: duesId }, PAYMENTS, now);
  const { admin, pending } = await db.transaction(async (tx) => {
    const [owner] = await tx.select({ adminId: groups.adminId }).from(groups).where(eq(groups.id, group.id));
    const [adminRow] = await tx.select().from(users).where(eq(users.id, owner!.adminId));
    const waiting = async (projectId: string) =>
      (await tx.select({ id: contributions.id }).from(contributions).where(and(eq(contributions.projectId, projectId), eq(contributions.status, 'pending'))).limit(CONFIRMS)).map((r) => r.id);
    return { admin: adminRow!, pending: { oneOff: await waiting(group.projectId), dues: await waiting(duesId) } };
  });
  const times = { oneOff: [] as number[], dues: [] as number[] };
  for (let i = 0; i < CONFIRMS; i++) {
    // Alternating, so a slower stretch of the machine falls on both.
    for (const purse of i % 2 === 0 ? (['oneOff', 'dues'] as const) : (['dues', 'oneOff'] as const)) {
      const started = performance.now();
      const done = await db.transaction((tx) => confirmContribution(tx, admin, pending[purse][i]!, now));
      times[purse].push(performance.now() - started);
      if (!done.ok) throw new Error(`confirm refused: ${done.code}`);
    }
  }
  const at = (xs: number[], p: number) => percentile([...xs].sort((a, b) => a - b), p);
  const row = (name: string, xs: number[]) => `| ${name} | ${at(xs, 0.5).toFixed(2)} ms | ${at(xs, 0.99).toFixed(2)} ms |`;
  const ratio = at(times.dues, 0.99) / at(times.oneOff, 0.99);
  console.log(`\nconfirming a payment on the server: ${MEMBERS} members, ${PAYMENTS} payments in each purse, ${CONFIRMS} confirmations of each, SQLite in process`);
  console.log('| purse | p50 | p99 |');
  console.log('|---|---|---|');
  console.log(row('one-off purse (floor)', times.oneOff));
  console.log(row('monthly dues, late fine, 24 months', times.dues));
  console.log(`dues p99 / one-off p99: ${ratio.toFixed(2)} (goal ≤ 1.20)`);
} finally {
  await close();
}
