import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { type Circle, circle, eachTestACircle } from '../contributions/test-fixtures';
import { nextRevision } from '../db/revision';
import { accountabilityPartners, contributions, groupMembers, notifications, projects } from '../db/schema';
import { person, type Person } from '../groups/test-fixtures';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import { expectBooksBalanced, fund, historyOf, payoutRows, postPayout, purseRow, read } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const approve = (who: Person, id: string) => who.call('PATCH', `/api/payouts/${id}/approve`);
const reject = (who: Person, id: string, reason: unknown = 'The receipt is for another shop') => who.call('PATCH', `/api/payouts/${id}/reject`, { reason });
const noticesOf = async (userId: string, type: string) => (await read(t, (tx) => tx.select().from(notifications).where(eq(notifications.userId, userId)))).filter((n) => n.type === type);

/** A pending ₦`naira` payout of the circle's admin out of a purse funded with ₦1,000. */
async function pendingPayout(naira = 200): Promise<string> {
  await fund(c, 1000);
  const res = await postPayout(c.admin, c.project.id, { amount: naira });
  expect(res.json.status).toBe('pending');
  return res.json.id as string;
}

describe('PATCH /api/payouts/{id}/approve', () => {
  it("pays the money out of the purse, tells the admin and appends 'payout.approved'", async () => {
    const id = await pendingPayout(200);
    t.clock.advance(60_000);
    const res = await approve(c.partner, id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'approved', decidedBy: c.partner.id, decidedByName: 'pat Okafor', decidedAt: t.clock.now().toISOString(), rejectionReason: null });
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(20_000);
    expect(await noticesOf(c.admin.id, 'payout_approved')).toEqual([expect.objectContaining({ title: 'Payout Approved', projectId: c.project.id })]);
    expect(await historyOf(t, c.group.id, 'payout.approved')).toEqual([{ actorId: c.partner.id, data: { payoutId: id, projectId: c.project.id, amountKobo: 20_000, reason: null } }]);
    await expectBooksBalanced(t);
  });

  it('tells every member, with who approved it, only once approved (issue 23 §2)', async () => {
    const id = await pendingPayout(200);
    expect(await noticesOf(c.member.id, 'payout_made')).toEqual([]);
    await approve(c.partner, id);
    for (const who of [c.member, c.other]) {
      expect((await noticesOf(who.id, 'payout_made')).map((n) => n.message)).toEqual(['₦200 was paid out of Xmas Party (Ajo Circle) to Mama Chika for Rice for the party. Approved by pat Okafor.']);
    }
    expect(await noticesOf(c.admin.id, 'payout_made')).toEqual([]);
    const rejected = await postPayout(c.admin, c.project.id, { amount: 100 });
    await reject(c.partner, rejected.json.id as string);
    expect(await noticesOf(c.member.id, 'payout_made')).toHaveLength(1);
  });

  it('refuses a second decision of a decided payout with 409, and pays out once', async () => {
    const id = await pendingPayout(200);
    expect((await approve(c.partner, id)).status).toBe(200);
    for (const again of [() => approve(c.partner, id), () => reject(c.partner, id)]) {
      const before = await dataChecksum(t);
      const res = await again();
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ message: MESSAGES.payoutAlreadyDecided, code: 'payout-already-decided' });
      expect(await dataChecksum(t)).toBe(before);
    }
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(20_000);
    await expectBooksBalanced(t);
  });

  it('never approves a rejected payout', async () => {
    const id = await pendingPayout(200);
    expect((await reject(c.partner, id)).status).toBe(200);
    expect((await approve(c.partner, id)).status).toBe(409);
    expect((await payoutRows(t, c.project.id))[0]?.status).toBe('rejected');
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(0);
    await expectBooksBalanced(t);
  });

  it('lets exactly one of two racing decisions win', async () => {
    const id = await pendingPayout(200);
    t.setCookie(c.partner.cookie);
    const [a, b] = await Promise.all([t.call('PATCH', `/api/payouts/${id}/approve`), t.call('PATCH', `/api/payouts/${id}/approve`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(20_000);
    await expectBooksBalanced(t);
  });

  // No reversal can shrink the purse under a pending payout (corrections/reverse-service refuses
  // it), so the smaller purse is made here as a reversal without that check would leave it: the
  // contribution reversed and both totals lowered, the books otherwise consistent.
  it('re-checks the balance: a purse that shrank since the payout was recorded refuses the approval', async () => {
    const id = await pendingPayout(800);
    const [paid] = await read(t, (tx) => tx.select().from(contributions).where(eq(contributions.projectId, c.project.id)).limit(1));
    await t.db.transaction(async (tx) => {
      await tx.update(contributions).set({ status: 'reversed', revision: await nextRevision(tx) }).where(eq(contributions.id, paid!.id));
      await tx.update(projects).set({ collectedAmountKobo: sql`${projects.collectedAmountKobo} - ${paid!.amountKobo}` }).where(eq(projects.id, c.project.id));
      await tx
        .update(groupMembers)
        .set({ contributedAmountKobo: sql`${groupMembers.contributedAmountKobo} - ${paid!.amountKobo}` })
        .where(and(eq(groupMembers.groupId, c.group.id), eq(groupMembers.userId, paid!.userId)));
    });
    await fund(c, 500); // the purse now holds ₦500, less than the ₦800 waiting
    await expectBooksBalanced(t);
    const before = await dataChecksum(t);
    const res = await approve(c.partner, id);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: MESSAGES.payoutOverBalance, code: 'payout-over-balance', field: 'amount' });
    expect(await dataChecksum(t)).toBe(before);
    // Rejecting it is still possible: a rejection takes no money.
    expect((await reject(c.partner, id)).status).toBe(200);
    await expectBooksBalanced(t);
  });
});

describe('PATCH /api/payouts/{id}/reject', () => {
  it("keeps the reason, pays nothing out, tells the admin why and appends 'payout.rejected'", async () => {
    const id = await pendingPayout(200);
    const res = await reject(c.partner, id, 'No receipt from the shop');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'rejected', rejectionReason: 'No receipt from the shop', decidedBy: c.partner.id });
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(0);
    const [notice] = await noticesOf(c.admin.id, 'payout_rejected');
    expect(notice?.message).toContain('Reason: No receipt from the shop');
    expect(await historyOf(t, c.group.id, 'payout.rejected')).toEqual([
      { actorId: c.partner.id, data: { payoutId: id, projectId: c.project.id, amountKobo: 20_000, reason: 'No receipt from the shop' } },
    ]);
    await expectBooksBalanced(t);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
  ])('refuses %s and changes nothing', async (_label, body) => {
    const id = await pendingPayout(200);
    const before = await dataChecksum(t);
    const res = await c.partner.call('PATCH', `/api/payouts/${id}/reject`, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message: MESSAGES.reasonRequired, field: 'reason' });
    expect(await dataChecksum(t)).toBe(before);
  });
});

describe('who may decide a payout', () => {
  const refusedDeciders = [
    ['the admin who recorded it', () => c.admin],
    ['a member', () => c.member],
    ['someone outside the group', () => person(t, 'olu')],
    ["another group's partner", async () => (await circle(t, '2')).partner],
    [
      'a removed partner',
      async () => {
        expect((await c.admin.call('POST', `/api/groups/${c.group.id}/accountability-partners`, { userId: c.other.id })).status).toBe(201);
        expect((await c.admin.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${c.other.id}`)).status).toBe(200);
        return c.other;
      },
    ],
  ] as const;

  it.each(refusedDeciders)('refuses %s, either way, and changes nothing', async (_label, who) => {
    const id = await pendingPayout(200);
    const actor = await who();
    const before = await dataChecksum(t);
    for (const res of [await approve(actor, id), await reject(actor, id)]) {
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ message: MESSAGES.notGroupPartner, code: 'not-group-partner' });
    }
    expect(await dataChecksum(t)).toBe(before);
  });

  // The API never makes an admin a partner of their own group (an admin cannot join it), so the
  // row is written here: the rule holds whatever the tables say.
  it('refuses the partner who recorded the payout', async () => {
    await fund(c, 1000);
    await t.db.transaction(async (tx) => {
      await tx.insert(accountabilityPartners).values({ id: crypto.randomUUID(), groupId: c.group.id, userId: c.admin.id, assignedAt: t.clock.now(), revision: await nextRevision(tx) });
    });
    const id = (await postPayout(c.admin, c.project.id)).json.id as string;
    expect((await payoutRows(t, c.project.id))[0]?.status).toBe('pending'); // Pat, another partner, may approve it
    const before = await dataChecksum(t);
    const res = await approve(c.admin, id);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: MESSAGES.partnerCannotApproveOwn, code: 'partner-cannot-approve-own' });
    expect(await dataChecksum(t)).toBe(before);
    expect((await approve(c.partner, id)).status).toBe(200);
  });

  it('answers 404 for an unknown payout', async () => {
    const res = await approve(c.partner, crypto.randomUUID());
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(MESSAGES.payoutNotFound);
  });
});

describe('idempotent decisions', () => {
  it('applies an approval sent twice under one Idempotency-Key once', async () => {
    const id = await pendingPayout(200);
    const headers = { 'idempotency-key': 'approve-1' };
    const first = await c.partner.call('PATCH', `/api/payouts/${id}/approve`, undefined, headers);
    const again = await c.partner.call('PATCH', `/api/payouts/${id}/approve`, undefined, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await historyOf(t, c.group.id, 'payout.approved')).toHaveLength(1);
    expect(await noticesOf(c.admin.id, 'payout_approved')).toHaveLength(1);
    await expectBooksBalanced(t);
  });
});
