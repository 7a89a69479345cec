import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { eachTestACircle, type Circle } from '../contributions/test-fixtures';
import { revisionWatermark } from '../db/revision';
import { payouts, users } from '../db/schema';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import { decideReadPayout, type Decision } from './decide-service';
import { expectBooksBalanced, fund, historyOf, postPayout, purseRow, read } from './test-fixtures';

/**
 * Deciding a payout has two guards against a second decision, and each has its own test here
 * (issue 24 §5): the early status check, and the update's `WHERE status = 'pending'`. Each test
 * below fails when its guard is removed, the other one still in place.
 */

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const approve = (id: string) => c.partner.call('PATCH', `/api/payouts/${id}/approve`);
const reject = (id: string) => c.partner.call('PATCH', `/api/payouts/${id}/reject`, { reason: 'The receipt is for another shop' });
const payoutRow = async (id: string) => (await read(t, (tx) => tx.select().from(payouts).where(eq(payouts.id, id)).limit(1)))[0]!;

/** A pending ₦`naira` payout of the circle's admin out of a purse funded with ₦1,000. */
async function pendingPayout(naira: number): Promise<string> {
  await fund(c, 1000);
  const res = await postPayout(c.admin, c.project.id, { amount: naira });
  expect(res.json.status).toBe('pending');
  return res.json.id as string;
}

describe('the early status check', () => {
  // Past the early check an approval weighs the purse's balance, which the first approval lowered:
  // only the early check tells the partner the payout is decided already.
  it("answers a second approval of a payout that emptied the purse with 'payout-already-decided', not over-balance", async () => {
    const id = await pendingPayout(800);
    expect((await approve(id)).status).toBe(200);
    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: MESSAGES.payoutAlreadyDecided, code: 'payout-already-decided' });
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(80_000);
  });

  // The update takes its revision number before it runs, guard or no guard: answered before it,
  // a refused decision takes none, so devices have nothing new to pull (on SQLite the counter row
  // is data too; on PostgreSQL a number taken moves the watermark devices pull up to).
  it('takes no revision number and writes nothing for a refused second decision', async () => {
    const id = await pendingPayout(200);
    expect((await approve(id)).status).toBe(200);
    for (const again of [approve, reject]) {
      const [before, watermark] = [await dataChecksum(t), await revisionWatermark(t.db)];
      const res = await again(id);
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('payout-already-decided');
      expect(await revisionWatermark(t.db)).toBe(watermark);
      expect(await dataChecksum(t)).toBe(before);
    }
  });
});

// The row `decide` read may be stale: on PostgreSQL another partner's decision can commit between
// that read and the update (the second waits on the group's lock, then goes on with the row it
// read). The early check passes on such a row; only the update's guard sees the decision. No
// request can be paused there, so these tests hand the part after the read a row read earlier.
describe("the update's guard (WHERE status = 'pending')", () => {
  async function decideStale(staleRow: typeof payouts.$inferSelect, decision: Decision) {
    const [partner] = await read(t, (tx) => tx.select().from(users).where(eq(users.id, c.partner.id)).limit(1));
    return t.db.transaction((tx) => decideReadPayout(tx, partner!, staleRow, decision, t.clock.now()));
  }

  it('refuses an approval whose row was read before another approval committed, and pays out once', async () => {
    const id = await pendingPayout(200);
    const stale = await payoutRow(id);
    expect((await approve(id)).status).toBe(200);
    const outcome = await decideStale(stale, { status: 'approved', reason: null });
    expect(outcome).toMatchObject({ ok: false, code: 'payout-already-decided' });
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(20_000);
    expect(await historyOf(t, c.group.id, 'payout.approved')).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it('refuses a rejection whose row was read before an approval committed: the money stays paid out', async () => {
    const id = await pendingPayout(200);
    const stale = await payoutRow(id);
    expect((await approve(id)).status).toBe(200);
    const outcome = await decideStale(stale, { status: 'rejected', reason: 'Too late' });
    expect(outcome).toMatchObject({ ok: false, code: 'payout-already-decided' });
    expect(await payoutRow(id)).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(await historyOf(t, c.group.id, 'payout.rejected')).toEqual([]);
    await expectBooksBalanced(t);
  });
});
