import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import { contributions, groupMembers, notifications, projects, users } from '../db/schema';
import { contributionItem } from './reads';
import { anonymous, person, seedContribution } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { type Circle, eachTestACircle, readDb, submitDialog } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const collected = async () => (await readDb(t, (tx) => tx.select().from(projects).where(eq(projects.id, c.project.id)).limit(1)))[0]!.collectedAmountKobo;
const contributed = async (userId: string) =>
  (await readDb(t, (tx) => tx.select().from(groupMembers).where(and(eq(groupMembers.groupId, c.group.id), eq(groupMembers.userId, userId))).limit(1)))[0]!.contributedAmountKobo;
const statusOf = async (id: string) => (await readDb(t, (tx) => tx.select().from(contributions).where(eq(contributions.id, id)).limit(1)))[0]?.status;
const allRows = () => readDb(t, (tx) => tx.select().from(contributions));
const pay = async (amount: number | string = 5000) => (await submitDialog(c.member, { amount, projectId: c.project.id })).json.id as string;

describe('PATCH /api/contributions/{id}/confirm', () => {
  it("counts the money once in the purse's and the member's totals", async () => {
    const id = await pay('5000.50');
    const res = await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, status: 'confirmed', amount: '5000.50' });
    expect(res.json.decidedAt).toBe(t.clock.now().toISOString());
    expect(await collected()).toBe(500_050);
    expect(await contributed(c.member.id)).toBe(500_050);
  });

  it("refuses a second confirm with 'Already Confirmed' and a reject of a confirmed one", async () => {
    const id = await pay();
    await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    const again = await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'Already Confirmed', code: 'already-decided', params: { status: 'confirmed' } });
    const reject = await c.admin.call('PATCH', `/api/contributions/${id}/reject`, { reason: 'late' });
    expect(reject.json).toEqual({ message: 'Already Confirmed', code: 'already-decided', params: { status: 'confirmed' } });
    expect(await collected()).toBe(500_000);
  });

  it('adds the amount once when two confirms race', async () => {
    const id = await pay();
    t.setCookie(c.admin.cookie);
    const [a, b] = await Promise.all([t.call('PATCH', `/api/contributions/${id}/confirm`), t.call('PATCH', `/api/contributions/${id}/confirm`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.json.message).toBe('Already Confirmed');
    expect(await collected()).toBe(500_000);
    expect(await contributed(c.member.id)).toBe(500_000);
  });

  it("refuses a confirm that would take the group's confirmed money past its limit, and counts nothing", async () => {
    // Another member's confirmed money (seeded, totals untouched) fills the group to one naira short.
    await seedContribution(t, { groupId: c.group.id, userId: c.other.id, amountKobo: MAX_GROUP_TOTAL_KOBO - 100, status: 'confirmed' });
    const over = await pay('1.01');
    const res = await c.admin.call('PATCH', `/api/contributions/${over}/confirm`);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ message: MESSAGES.groupTotalLimit, code: 'group-total-limit', field: 'amount' });
    expect(await statusOf(over)).toBe('pending');
    expect(await collected()).toBe(0);
    const fits = await pay('1.00');
    expect((await c.admin.call('PATCH', `/api/contributions/${fits}/confirm`)).status).toBe(200);
    expect(await collected()).toBe(100);
  });

  it('is for the group admin only: a partner, a member and the payer get 403, an unknown id 404', async () => {
    const id = await pay();
    for (const who of [c.partner, c.other, c.member]) {
      const res = await who.call('PATCH', `/api/contributions/${id}/confirm`);
      expect(res.status).toBe(403);
      expect(res.json.message).toBe(MESSAGES.notGroupAdmin);
    }
    const bola = await person(t, 'bola', 'admin');
    expect((await bola.call('PATCH', `/api/contributions/${id}/confirm`)).status).toBe(403);
    expect((await c.admin.call('PATCH', '/api/contributions/nope/confirm')).json).toMatchObject({ message: MESSAGES.contributionNotFound });
    expect((await anonymous(t, 'PATCH', `/api/contributions/${id}/confirm`)).status).toBe(401);
    expect(await collected()).toBe(0);
  });

  it("reads the deciding admin's notices about that payment only, so the bell clears on every device", async () => {
    const [decided, waiting] = [await pay(), await pay(7000)];
    const unread = async (contributionId: string, userId: string) =>
      (
        await readDb(t, (tx) =>
          tx.select().from(notifications).where(and(eq(notifications.contributionId, contributionId), eq(notifications.userId, userId), eq(notifications.read, false))),
        )
      ).length;
    expect(await unread(decided, c.admin.id)).toBe(1);
    await c.admin.call('PATCH', `/api/contributions/${decided}/confirm`);
    expect(await unread(decided, c.admin.id)).toBe(0);
    expect(await unread(waiting, c.admin.id)).toBe(1);
    expect(await unread(decided, c.partner.id)).toBe(1);
  });

  it('tells the contributor their payment was approved, in English and as params each phone renders in its language', async () => {
    const id = await pay();
    await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    const [note] = await readDb(t, (tx) => tx.select().from(notifications).where(and(eq(notifications.userId, c.member.id), eq(notifications.contributionId, id))).limit(1));
    expect(note).toMatchObject({
      type: 'payment_approved',
      title: 'Payment Approved',
      message: 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was approved.',
      params: { kind: 'paymentApproved', amountKobo: 500_000, purpose: 'Xmas Party (Ajo Circle)' },
      groupId: c.group.id,
      projectId: c.project.id,
    });
  });
});

describe('a decision\u2019s answer', () => {
  // Built from the decision's own reads and its update's row (decisionItem), with no read of its
  // own: it must be the very item a read of the stored row gives the admin.
  const asRead = (id: string) => readDb(t, async (tx) => contributionItem(tx, id, (await tx.select().from(users).where(eq(users.id, c.admin.id)))[0]!));

  it('is the item a read of the stored row gives the admin: confirmed, rejected with a reason, flagged, without a purse', async () => {
    const flagged = [await submitDialog(c.member, { amount: 700, transactionRef: 'TRF-1', projectId: c.project.id }), await submitDialog(c.other, { amount: 800, transactionRef: 'trf-1', projectId: c.project.id })];
    const purseless = await submitDialog(c.partner, { amount: 900, groupId: c.group.id });
    for (const res of [...flagged, purseless]) expect(res.status, JSON.stringify(res.json)).toBe(201);
    const decisions: [string, string, object | undefined][] = [
      [flagged[0]!.json.id, 'confirm', undefined],
      [flagged[1]!.json.id, 'reject', { reason: 'The receipt is for another account' }],
      [purseless.json.id, 'confirm', undefined],
    ];
    for (const [id, verb, body] of decisions) {
      const res = await c.admin.call('PATCH', `/api/contributions/${id}/${verb}`, body);
      expect(res.status).toBe(200);
      expect(res.json).toEqual(await asRead(id));
    }
    expect((await asRead(flagged[1]!.json.id)).possibleDuplicate).toBe(true);
  });
});

describe('PATCH /api/contributions/{id}/reject', () => {
  it('keeps the reason as admin notes, counts nothing and tells the contributor', async () => {
    const id = await pay();
    const res = await c.admin.call('PATCH', `/api/contributions/${id}/reject`, { reason: '  Receipt is blurry ' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'rejected', adminNotes: 'Receipt is blurry' });
    expect(await collected()).toBe(0);
    expect(await contributed(c.member.id)).toBe(0);
    // The member's newest notice (PostgreSQL returns an unordered read in any order).
    const [note] = await readDb(t, (tx) => tx.select().from(notifications).where(eq(notifications.userId, c.member.id)).orderBy(desc(notifications.revision)).limit(1));
    expect(note).toMatchObject({
      type: 'payment_rejected',
      title: 'Payment Rejected',
      message: 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was rejected. Reason: Receipt is blurry',
    });
  });

  it("takes an empty body, and then refuses a confirm with 'Rejected'", async () => {
    const id = await pay();
    const res = await c.admin.call('PATCH', `/api/contributions/${id}/reject`);
    expect(res.status).toBe(200);
    expect(res.json.adminNotes).toBeNull();
    const confirm = await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    expect(confirm.status).toBe(409);
    expect(confirm.json).toEqual({ message: 'Rejected', code: 'already-decided', params: { status: 'rejected' } });
    expect(await collected()).toBe(0);
  });

  it('refuses a partner, and a malformed body', async () => {
    const id = await pay();
    expect((await c.partner.call('PATCH', `/api/contributions/${id}/reject`, {})).status).toBe(403);
    expect((await c.admin.call('PATCH', `/api/contributions/${id}/reject`, '{"reason":')).status).toBe(400);
    expect((await c.admin.call('PATCH', `/api/contributions/${id}/reject`, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await allRows()).map((r) => r.status)).toEqual(['pending']);
  });
});

/** A JSON object text with `fields` and an unknown field nested `levels` arrays deep. */
const deepBody = (fields: Record<string, unknown>, levels: number) => `${JSON.stringify(fields).slice(0, -1)},"extra":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('Idempotency-Key', () => {
  it.each([20_000, 32])('refuses a body nested %i levels deep with 400 before anything runs, and writes nothing', async (levels) => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const submit = await c.member.call('POST', '/api/contributions', deepBody({ amount: 700, projectId: c.project.id }, levels), key);
    expect(submit.status).toBe(400);
    expect(submit.json).toEqual({ message: 'The request body is nested too deeply (at most 32 levels).', code: 'json-too-deep', params: { maxDepth: 32 } });
    const id = await pay();
    const reject = await c.admin.call('PATCH', `/api/contributions/${id}/reject`, deepBody({ reason: 'late' }, levels), key);
    expect(reject.status).toBe(400);
    expect(reject.json.code).toBe('json-too-deep');
    expect((await allRows()).map((r) => r.status)).toEqual(['pending']);
  });

  it('accepts an unknown field as deep as the limit allows', async () => {
    // The body object is level 1, so the field may hold 31 levels.
    const res = await c.member.call('POST', '/api/contributions', deepBody({ amount: 700, projectId: c.project.id }, 31), { 'Idempotency-Key': crypto.randomUUID() });
    expect(res.status).toBe(201);
  });

  it('replays the first answer of a submit and makes one row', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const body = { amount: 700, projectId: c.project.id };
    const first = await submitDialog(c.member, body, key);
    const second = await submitDialog(c.member, body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await allRows()).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    await submitDialog(c.member, { amount: 700, projectId: c.project.id }, key);
    const other = await submitDialog(c.member, { amount: 800, projectId: c.project.id }, key);
    expect(other.status).toBe(422);
    expect(other.json.code).toBe('idempotency-mismatch');
    expect((await allRows()).map((r) => r.amountKobo)).toEqual([70_000]);
  });

  it('replays a confirm as the first 200, not as a conflict, and counts once', async () => {
    const id = await pay();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await c.admin.call('PATCH', `/api/contributions/${id}/confirm`, undefined, key);
    const replay = await c.admin.call('PATCH', `/api/contributions/${id}/confirm`, undefined, key);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    expect(await collected()).toBe(500_000);
  });

  it('keys belong to one user: another user with the same key is not replayed', async () => {
    const key = { 'Idempotency-Key': 'shared-key' };
    await submitDialog(c.member, { amount: 100, projectId: c.project.id }, key);
    const other = await submitDialog(c.other, { amount: 100, projectId: c.project.id }, key);
    expect(other.status).toBe(201);
    expect(await allRows()).toHaveLength(2);
  });

  it('also guards creating a group and joining one', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const a = await c.admin.call('POST', '/api/groups', { name: 'Once' }, key);
    const b = await c.admin.call('POST', '/api/groups', { name: 'Once' }, key);
    expect(b.json).toEqual(a.json);
    expect((await c.admin.call('POST', '/api/groups', { name: 'Twice' }, key)).status).toBe(422);
    const joinKey = { 'Idempotency-Key': crypto.randomUUID() };
    const eve = await person(t, 'eve');
    const j1 = await eve.call('POST', `/api/groups/${a.json.id}/join`, { userId: eve.id }, joinKey);
    const j2 = await eve.call('POST', `/api/groups/${a.json.id}/join`, { userId: eve.id }, joinKey);
    expect(j1.status).toBe(201);
    expect(j2.status).toBe(201);
    expect(j2.json).toEqual(j1.json);
  });
});
