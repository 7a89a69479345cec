import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { eachTestACircle, readDb, submitDialog, type Circle } from '../contributions/test-fixtures';
import { contributions } from '../db/schema';
import { anonymous, person } from '../groups/test-fixtures';
import { dataChecksum } from '../security/access-world';
import { ledgerProblems } from '../security/fuzz-world';
import type { TestApp } from '../testing/test-app';
import { collected, contributed, historyOf, noticesOf, pushAs, pushesFor, seedPayout, subscribe } from './books-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

/** A payment of the member, decided as asked ('pending' leaves it undecided). */
async function payment(amount = 5000, decision: 'pending' | 'confirm' | 'reject' = 'confirm', who = c.member): Promise<string> {
  const id = (await submitDialog(who, { amount, projectId: c.project.id })).json.id as string;
  if (decision !== 'pending') expect((await c.admin.call('PATCH', `/api/contributions/${id}/${decision}`, { reason: 'x' })).status).toBe(200);
  return id;
}
const reverse = (id: string, who = c.admin, body: unknown = { reason: 'The transfer bounced' }, headers?: Record<string, string>) =>
  who.call('PATCH', `/api/contributions/${id}/reverse`, body, headers);
const contributionById = async (id: string) => (await readDb(t, (tx) => tx.select().from(contributions).where(eq(contributions.id, id)).limit(1)))[0]!;
const statusOf = async (id: string) => (await contributionById(id)).status;

describe('PATCH /api/contributions/{id}/reverse', () => {
  it("takes a confirmed payment back with its reason: 'reversed', and the totals drop by its amount in the same write", async () => {
    const kept = await payment(2000);
    const id = await payment(5000);
    const res = await reverse(id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'reversed', amount: '5000.00', reversalReason: 'The transfer bounced', reversedAt: t.clock.now().toISOString() });
    expect((await contributionById(id)).reversedBy).toBe(c.admin.id);
    expect(await collected(t, c.project.id)).toBe(200_000);
    expect(await contributed(t, c.group.id, c.member.id)).toBe(200_000);
    expect(await statusOf(kept)).toBe('confirmed');
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it("appends 'contribution.reversed' with the reason and tells the member, in-app and by push", async () => {
    await subscribe(c.member);
    const id = await payment();
    await reverse(id);
    const entry = (await historyOf(t, c.group.id)).at(-1)!;
    expect(entry).toMatchObject({ type: 'contribution.reversed', actorId: c.admin.id, subjectId: c.member.id });
    expect(entry.details).toEqual({ contributionId: id, projectId: c.project.id, amountKobo: 500_000, reason: 'The transfer bounced' });
    const notice = (await noticesOf(t, c.member.id)).find((n) => n.type === 'payment_reversed');
    expect(notice?.message).toBe('Your payment of ₦5,000 for Xmas Party (Ajo Circle) was reversed. Reason: The transfer bounced');
    expect((await pushesFor(t, c.member.id)).at(-1)).toMatchObject({ title: 'Payment reversed', url: `/my-contributions?c=${id}` });
  });

  it('reverses recorded cash too', async () => {
    const cash = await c.admin.call('POST', `/api/groups/${c.group.id}/cash-payments`, { userId: c.member.id, projectId: c.project.id, amount: 3000, paidOn: '2025-01-02' });
    expect((await reverse(cash.json.id)).status).toBe(200);
    expect(await collected(t, c.project.id)).toBe(0);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it.each([
    ['pending', MESSAGES.onlyConfirmedReversed, 'not-confirmed'],
    ['rejected', MESSAGES.onlyConfirmedReversed, 'not-confirmed'],
    ['reversed', MESSAGES.alreadyReversed, 'already-reversed'],
  ] as const)('refuses a %s payment with 409 and changes nothing', async (status, message, code) => {
    const id = await payment(5000, status === 'rejected' ? 'reject' : status === 'pending' ? 'pending' : 'confirm');
    if (status === 'reversed') await reverse(id);
    const before = await dataChecksum(t);
    const res = await reverse(id);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message, code });
    expect(await dataChecksum(t)).toBe(before);
  });

  it.each(['confirm', 'reject'])('never lets a reversed payment be decided again: %s answers 409', async (decision) => {
    const id = await payment();
    await reverse(id);
    const res = await c.admin.call('PATCH', `/api/contributions/${id}/${decision}`, {});
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ message: MESSAGES.alreadyReversed, code: 'already-decided', params: { status: 'reversed' } });
    expect(await statusOf(id)).toBe('reversed');
    expect(await collected(t, c.project.id)).toBe(0);
  });

  it('takes the money back once when two reversals race', async () => {
    const id = await payment();
    t.setCookie(c.admin.cookie);
    const body = { reason: 'double' };
    const [a, b] = await Promise.all([t.call('PATCH', `/api/contributions/${id}/reverse`, body), t.call('PATCH', `/api/contributions/${id}/reverse`, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await collected(t, c.project.id)).toBe(0);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('is for the group admin only; a reason is required; an unknown id is 404; a refusal changes nothing', async () => {
    const id = await payment();
    const otherAdmin = await person(t, 'bola', 'admin');
    const before = await dataChecksum(t);
    for (const who of [c.partner, c.member, c.other, otherAdmin]) {
      const res = await reverse(id, who);
      expect([res.status, res.json.message], who.username).toEqual([403, MESSAGES.notGroupAdmin]);
    }
    expect((await anonymous(t, 'PATCH', `/api/contributions/${id}/reverse`, { reason: 'x' })).status).toBe(401);
    expect((await reverse('nope')).json).toMatchObject({ message: MESSAGES.contributionNotFound });
    for (const body of [{}, { reason: '   ' }]) {
      const res = await reverse(id, c.admin, body);
      expect([res.status, res.json.message]).toEqual([400, MESSAGES.reasonRequired]);
    }
    expect(await dataChecksum(t)).toBe(before);
  });

  // Collected 7,000 (5,000 + 2,000); reversing the 5,000 leaves 2,000 against what was spent.
  it.each([
    { approved: 4000, pending: 0, allowed: false, label: 'refuses it when ₦4,000 was paid out' },
    { approved: 0, pending: 3000, allowed: false, label: 'refuses it when ₦3,000 of payouts await approval' },
    { approved: 1000, pending: 1500, allowed: false, label: 'refuses it when ₦1,000 paid out and ₦1,500 awaiting add up past it' },
    { approved: 2000, pending: 0, allowed: true, label: 'allows it when ₦2,000 was paid out (balance exactly zero)' },
    { approved: 1000, pending: 1000, allowed: true, label: 'allows it when ₦1,000 paid out and ₦1,000 awaiting leave zero' },
  ])('$label', async ({ approved, pending, allowed }) => {
    const id = await payment(5000);
    await payment(2000, 'confirm', c.other);
    if (approved) await seedPayout(t, c, approved * 100, 'approved');
    if (pending) await seedPayout(t, c, pending * 100, 'pending');
    await seedPayout(t, c, 900_000, 'rejected'); // a rejected payout spent nothing
    const before = await dataChecksum(t);
    const res = await reverse(id);
    if (allowed) {
      expect(res.status).toBe(200);
      expect(await collected(t, c.project.id)).toBe(200_000);
    } else {
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ message: MESSAGES.reversalOverdraws, code: 'reversal-overdraws' });
      expect(await dataChecksum(t)).toBe(before);
    }
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('replays an Idempotency-Key with the first answer and reverses once', async () => {
    const id = await payment();
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await reverse(id, c.admin, { reason: 'bounced' }, key);
    const again = await reverse(id, c.admin, { reason: 'bounced' }, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.json).toEqual(first.json);
    expect((await historyOf(t, c.group.id)).filter((e) => e.type === 'contribution.reversed')).toHaveLength(1);
  });
});

describe("sync push 'contribution.reverse'", () => {
  it('reverses like the REST call, and a resent batch applies once', async () => {
    const id = await payment();
    const mutation = { id: randomUUID(), type: 'contribution.reverse', payload: { contributionId: id, reason: 'bounced' } };
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await pushAs(c.admin, [mutation])).json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect(await statusOf(id)).toBe('reversed');
    expect(await collected(t, c.project.id)).toBe(0);
    expect((await noticesOf(t, c.member.id)).filter((n) => n.type === 'payment_reversed')).toHaveLength(1);
  });

  it('answers a second reversal of the same payment (another device of the admin) as a conflict, not an error', async () => {
    const id = await payment();
    const first = { id: randomUUID(), type: 'contribution.reverse', payload: { contributionId: id, reason: 'bounced' } };
    const second = { id: randomUUID(), type: 'contribution.reverse', payload: { contributionId: id, reason: 'bounced too' } };
    await pushAs(c.admin, [first]);
    expect((await pushAs(c.admin, [second])).json.results).toEqual([{ id: second.id, status: 'conflict', code: 'already-reversed', message: MESSAGES.alreadyReversed }]);
    expect(await collected(t, c.project.id)).toBe(0);
  });
});
