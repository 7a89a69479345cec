import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import { revisionWatermark } from '../db/revision';
import { contributions, groupMembers, historyEntries, projects, users } from '../db/schema';
import { seedContribution } from '../groups/test-fixtures';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import { decideReadContribution, type Decision } from './review-service';
import { type Circle, eachTestACircle, readDb, submitDialog } from './test-fixtures';

/**
 * Deciding a contribution has two guards against a second decision, and each has its own test
 * here (issue 24 §5): the early status check, and the update's `WHERE status = 'pending'`. Each
 * test below fails when its guard is removed, the other one still in place.
 */

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const pay = async () => (await submitDialog(c.member, { amount: 5000, projectId: c.project.id })).json.id as string;
const confirm = (id: string) => c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
const reject = (id: string) => c.admin.call('PATCH', `/api/contributions/${id}/reject`, { reason: 'late' });
const rowOf = async (id: string) => (await readDb(t, (tx) => tx.select().from(contributions).where(eq(contributions.id, id)).limit(1)))[0]!;
const collected = async () => (await readDb(t, (tx) => tx.select().from(projects).where(eq(projects.id, c.project.id)).limit(1)))[0]!.collectedAmountKobo;
const contributed = async () =>
  (await readDb(t, (tx) => tx.select().from(groupMembers).where(and(eq(groupMembers.groupId, c.group.id), eq(groupMembers.userId, c.member.id))).limit(1)))[0]!
    .contributedAmountKobo;
const historyTypes = async () => (await readDb(t, (tx) => tx.select({ type: historyEntries.type }).from(historyEntries).where(eq(historyEntries.groupId, c.group.id)))).map((e) => e.type);

describe('the early status check', () => {
  // Past the early check a confirmation weighs the group's money limit, so only the early check
  // answers what the admin needs to hear: the payment is decided already.
  it.each([
    ['confirmed', 'Already Confirmed', MAX_GROUP_TOTAL_KOBO - 500_000, confirm],
    ['rejected', 'Rejected', MAX_GROUP_TOTAL_KOBO - 100, reject],
  ] as const)("answers a confirm of a %s payment in a group at its money limit with '%s', not the limit", async (status, message, othersKobo, decideFirst) => {
    await seedContribution(t, { groupId: c.group.id, userId: c.other.id, amountKobo: othersKobo, status: 'confirmed' });
    const id = await pay();
    expect((await decideFirst(id)).status).toBe(200);
    const again = await confirm(id);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message, code: 'already-decided', params: { status } });
    expect((await rowOf(id)).status).toBe(status);
  });

  // The update takes its revision number before it runs, guard or no guard: answered before it,
  // a refused decision takes none, so devices have nothing new to pull (on SQLite the counter row
  // is data too; on PostgreSQL a number taken moves the watermark devices pull up to).
  it('takes no revision number and writes nothing for a refused second decision', async () => {
    const id = await pay();
    expect((await confirm(id)).status).toBe(200);
    for (const again of [confirm, reject]) {
      const [before, watermark] = [await dataChecksum(t), await revisionWatermark(t.db)];
      const res = await again(id);
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('already-decided');
      expect(await revisionWatermark(t.db)).toBe(watermark);
      expect(await dataChecksum(t)).toBe(before);
    }
  });
});

// The row `decide` read may be stale: on PostgreSQL another admin's decision can commit between
// that read and the update (the second waits on the group's lock, then goes on with the row it
// read). The early check passes on such a row; only the update's guard sees the decision. No
// request can be paused there, so these tests hand the part after the read a row read earlier.
describe("the update's guard (WHERE status = 'pending')", () => {
  async function decideStale(staleRow: typeof contributions.$inferSelect, decision: Decision) {
    const [admin] = await readDb(t, (tx) => tx.select().from(users).where(eq(users.id, c.admin.id)).limit(1));
    return t.db.transaction((tx) => decideReadContribution(tx, admin!, staleRow, decision, t.clock.now()));
  }

  it('refuses a confirm whose row was read before another confirm committed, and counts the money once', async () => {
    const id = await pay();
    const stale = await rowOf(id);
    expect((await confirm(id)).status).toBe(200);
    const outcome = await decideStale(stale, { status: 'confirmed', reason: null });
    expect(outcome).toMatchObject({ ok: false, code: 'already-decided', params: { status: 'confirmed' } });
    expect(await collected()).toBe(500_000);
    expect(await contributed()).toBe(500_000);
    expect((await historyTypes()).filter((type) => type === 'contribution.confirmed')).toHaveLength(1);
  });

  it('refuses a reject whose row was read before a confirm committed: the confirmed money stays confirmed', async () => {
    const id = await pay();
    const stale = await rowOf(id);
    expect((await confirm(id)).status).toBe(200);
    const outcome = await decideStale(stale, { status: 'rejected', reason: 'late' });
    expect(outcome).toMatchObject({ ok: false, code: 'already-decided', params: { status: 'confirmed' } });
    expect(await rowOf(id)).toMatchObject({ status: 'confirmed', adminNotes: null });
    expect(await collected()).toBe(500_000);
    expect((await historyTypes()).filter((type) => type === 'contribution.rejected')).toHaveLength(0);
  });
});
