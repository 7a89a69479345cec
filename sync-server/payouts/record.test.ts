import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { noticeText } from '../../shared/notices';
import { type Circle, circle, eachTestACircle } from '../contributions/test-fixtures';
import { nextRevision } from '../db/revision';
import { accountabilityPartners, notifications, pushDeliveries } from '../db/schema';
import { person } from '../groups/test-fixtures';
import { dataChecksum } from '../security/access-world';
import { testSubscription } from '../testing/push-service';
import type { TestApp } from '../testing/test-app';
import { expectBooksBalanced, fund, historyOf, payoutRows, postPayout, purseRow, read, removePartner, uploadReceipt } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const noticesOf = async (userId: string, type: string) => (await read(t, (tx) => tx.select().from(notifications).where(eq(notifications.userId, userId)))).filter((n) => n.type === type);

describe('POST /api/projects/{id}/payouts without partners', () => {
  it('is approved at once and paid out of the purse in the same write', async () => {
    await fund(c, 1000);
    await removePartner(c);
    const revisionBefore = (await purseRow(t, c.project.id)).revision;
    const res = await postPayout(c.admin, c.project.id, { amount: '250.50' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'approved', amount: '250.50', recipient: 'Mama Chika', paidOn: '2026-11-20', recordedBy: c.admin.id, recordedByName: 'ada Okafor', decidedBy: null, receiptUrl: null });
    const purse = await purseRow(t, c.project.id);
    expect(purse.paidOutAmountKobo).toBe(25_050);
    expect(purse.revision).toBeGreaterThan(revisionBefore);
    expect(await historyOf(t, c.group.id, 'payout.recorded')).toEqual([
      { actorId: c.admin.id, data: expect.objectContaining({ payoutId: res.json.id, amountKobo: 25_050, status: 'approved', recipient: 'Mama Chika' }) },
    ]);
    expect(await historyOf(t, c.group.id, 'payout.approved')).toEqual([]);
    expect((await read(t, (tx) => tx.select().from(notifications))).filter((n) => n.type === 'payout_pending')).toEqual([]);
    await expectBooksBalanced(t);
  });

  it('after the last partner is removed, tells every member of the payout, marked not approved by anyone (issue 23 §2)', async () => {
    await fund(c, 1000);
    await removePartner(c);
    for (const who of [c.member, c.other, c.partner, c.admin]) {
      expect((await who.call('POST', '/api/push/subscriptions', testSubscription(`https://fcm.googleapis.com/fcm/send/${who.username}`).json)).status).toBe(201);
    }
    expect((await c.other.call('PUT', '/api/me/locale', { locale: 'pcm' })).status).toBe(204);
    const res = await postPayout(c.admin, c.project.id, { amount: 600, recipient: 'Chioma Nwosu', purpose: 'Hall deposit' });
    expect(res.json).toMatchObject({ status: 'approved', decidedBy: null, decidedByName: null });
    // Pat is still a member (only no longer a partner): every member hears of it.
    for (const who of [c.member, c.partner]) {
      const [notice, ...more] = await noticesOf(who.id, 'payout_made');
      expect(more, who.username).toEqual([]);
      expect(notice?.message).toBe('₦600 was paid out of Xmas Party (Ajo Circle) to Chioma Nwosu for Hall deposit. Not approved by anyone: the group has no accountability partner.');
    }
    // Stored with its params, so each phone words it in its reader's language (shared/notices.ts).
    const [pidgin] = await noticesOf(c.other.id, 'payout_made');
    expect(noticeText({ ...pidgin!, params: pidgin!.params ?? null }, 'pcm').message).toBe('Dem don pay Chioma Nwosu ₦600 from Xmas Party (Ajo Circle) for Hall deposit. Nobody approve am: the group no get accountability partner.');
    expect(await noticesOf(c.admin.id, 'payout_made')).toEqual([]);
    const pushes = (await read(t, (tx) => tx.select().from(pushDeliveries))).map((d) => JSON.parse(d.payload) as { title: string; body: string });
    expect(pushes).toContainEqual(expect.objectContaining({ title: 'Money paid out', body: '₦600 from Xmas Party to Chioma Nwosu, not approved by anyone.' }));
    expect(pushes).toContainEqual(expect.objectContaining({ title: 'Money don comot', body: '₦600 from Xmas Party go Chioma Nwosu, nobody approve am.' }));
    await expectBooksBalanced(t);
  });

  // The API never makes an admin a partner of their own group (an admin cannot join it), so the
  // row is written here: a partner who could only approve their own payout is no partner for it.
  it('is approved at once when the only partner is the admin who records it', async () => {
    await fund(c, 1000);
    await removePartner(c);
    await t.db.transaction(async (tx) => {
      await tx.insert(accountabilityPartners).values({ id: crypto.randomUUID(), groupId: c.group.id, userId: c.admin.id, assignedAt: t.clock.now(), revision: await nextRevision(tx) });
    });
    const res = await postPayout(c.admin, c.project.id);
    expect(res.json.status).toBe('approved');
    expect(await noticesOf(c.admin.id, 'payout_pending')).toEqual([]);
    await expectBooksBalanced(t);
  });

  it('shows the purse paid out and its balance in the listings', async () => {
    await fund(c, 1000);
    await removePartner(c);
    await postPayout(c.admin, c.project.id, { amount: 300 });
    const listed = await c.member.call('GET', `/api/groups/${c.group.id}/projects`);
    expect(listed.json[0]).toMatchObject({ collectedAmount: '1000.00', paidOutAmount: '300.00', balance: '700.00' });
    const mine = await c.member.call('GET', `/api/contributions/member/${c.member.id}/projects`);
    expect(mine.json[0]).toMatchObject({ paidOutAmount: '300.00', balance: '700.00' });
  });

  it('shows paid out and balance on the public registration look-up too: the books are open to whoever is asked to pay', async () => {
    await fund(c, 1000);
    await removePartner(c);
    await postPayout(c.admin, c.project.id, { amount: 300 });
    const link = (await c.admin.call('GET', `/api/groups/admin/${c.admin.id}`)).json[0].registrationLink as string;
    t.setCookie('');
    const res = await t.call('GET', `/api/groups/registration/${link}`);
    expect(res.status).toBe(200);
    expect(res.json.projects[0]).toMatchObject({ collectedAmount: '1000.00', paidOutAmount: '300.00', balance: '700.00' });
    expect(JSON.stringify(res.json)).not.toContain('Mama Chika');
  });
});

describe('POST /api/projects/{id}/payouts with partners', () => {
  it('waits for a partner, pays nothing out yet, and asks each partner (in-app and push)', async () => {
    await fund(c, 1000);
    expect((await c.partner.call('POST', '/api/push/subscriptions', testSubscription('https://fcm.googleapis.com/fcm/send/pat').json)).status).toBe(201);
    const res = await postPayout(c.admin, c.project.id);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'pending', amount: '200.00', decidedAt: null });
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(0);
    const [notice, ...more] = await noticesOf(c.partner.id, 'payout_pending');
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ groupId: c.group.id, projectId: c.project.id, title: 'Payout to Approve' });
    expect(notice?.message).toContain('₦200');
    expect(await noticesOf(c.admin.id, 'payout_pending')).toEqual([]);
    expect(await noticesOf(c.member.id, 'payout_pending')).toEqual([]);
    const pushes = (await read(t, (tx) => tx.select().from(pushDeliveries))).map((d) => JSON.parse(d.payload) as { title: string; body: string });
    expect(pushes).toEqual([expect.objectContaining({ title: 'Payout to approve', body: '₦200 from Xmas Party waits for your approval.' })]);
    expect((await historyOf(t, c.group.id, 'payout.recorded'))[0]?.data).toMatchObject({ status: 'pending', amountKobo: 20_000 });
    await expectBooksBalanced(t);
  });
});

describe('who may record a payout', () => {
  it.each([
    ['the partner', 'partner', 403, MESSAGES.notGroupAdmin],
    ['a member', 'member', 403, MESSAGES.notGroupAdmin],
    ["another group's admin", 'otherAdmin', 403, MESSAGES.notGroupAdmin],
    ['someone outside the group', 'outsider', 403, MESSAGES.notGroupAdmin],
  ] as const)('refuses %s and changes nothing', async (_label, who, status, message) => {
    await fund(c, 1000);
    const actor = who === 'otherAdmin' ? (await circle(t, '2')).admin : who === 'outsider' ? await person(t, 'olu') : c[who];
    const before = await dataChecksum(t);
    const res = await postPayout(actor, c.project.id);
    expect(res.status).toBe(status);
    expect(res.json.message).toBe(message);
    expect(await dataChecksum(t)).toBe(before);
  });

  it('answers 404 for an unknown purse', async () => {
    const res = await postPayout(c.admin, 'no-such-purse');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(MESSAGES.projectNotFound);
  });
});

describe('the balance is never overdrawn', () => {
  it.each([
    ['zero', 0, 400, MESSAGES.amountPositive],
    ['a negative amount', -5, 400, MESSAGES.amountPositive],
    ['a kobo more than the balance', '1000.01', 422, MESSAGES.payoutOverBalance],
  ] as const)('refuses %s and changes nothing', async (_label, amount, status, message) => {
    await fund(c, 1000);
    const before = await dataChecksum(t);
    const res = await postPayout(c.admin, c.project.id, { amount });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ message, field: 'amount' });
    expect(await dataChecksum(t)).toBe(before);
  });

  it("refuses a payout from a purse that has collected nothing with 'payout-over-balance'", async () => {
    const res = await postPayout(c.admin, c.project.id, { amount: 1 });
    expect(res.json).toEqual({ message: MESSAGES.payoutOverBalance, code: 'payout-over-balance', field: 'amount' });
  });

  it('allows exactly the balance', async () => {
    await fund(c, 1000);
    await removePartner(c);
    expect((await postPayout(c.admin, c.project.id, { amount: 1000 })).status).toBe(201);
    expect((await postPayout(c.admin, c.project.id, { amount: '0.01' })).status).toBe(422);
    const purse = await purseRow(t, c.project.id);
    expect(purse.collectedAmountKobo - purse.paidOutAmountKobo).toBe(0);
    await expectBooksBalanced(t);
  });

  it('counts the payouts waiting for approval, so two pending ones cannot together overdraw', async () => {
    await fund(c, 500);
    expect((await postPayout(c.admin, c.project.id, { amount: 300 })).json.status).toBe('pending');
    const second = await postPayout(c.admin, c.project.id, { amount: 300 });
    expect(second.status).toBe(422);
    expect(second.json.code).toBe('payout-over-balance');
    expect((await postPayout(c.admin, c.project.id, { amount: 200 })).status).toBe(201);
    expect((await payoutRows(t, c.project.id)).map((p) => p.amountKobo).sort()).toEqual([20_000, 30_000]);
    await expectBooksBalanced(t);
  });

  it('frees the money of a rejected payout for another', async () => {
    await fund(c, 500);
    const first = await postPayout(c.admin, c.project.id, { amount: 400 });
    expect((await postPayout(c.admin, c.project.id, { amount: 400 })).status).toBe(422);
    expect((await c.partner.call('PATCH', `/api/payouts/${first.json.id}/reject`, { reason: 'Wrong shop' })).status).toBe(200);
    expect((await postPayout(c.admin, c.project.id, { amount: 400 })).status).toBe(201);
    await expectBooksBalanced(t);
  });
});

describe('a payout names only a receipt its admin uploaded', () => {
  it('records the receipt the admin uploaded and serves it to the group', async () => {
    await fund(c, 1000);
    const sha = await uploadReceipt(c.admin);
    const res = await postPayout(c.admin, c.project.id, { proofSha256: sha });
    expect(res.status).toBe(201);
    expect(res.json.receiptUrl).toBe(`/api/payouts/${res.json.id}/receipt`);
    expect((await payoutRows(t, c.project.id))[0]?.proofSha256).toBe(sha);
  });

  it.each([
    ['never uploaded', async () => 'ab'.repeat(32)],
    ['uploaded by someone else', async () => uploadReceipt(c.member, 42)],
  ])("refuses a receipt %s with the transient 'proof-not-uploaded'", async (_label, receipt) => {
    await fund(c, 1000);
    const sha = await receipt();
    const before = await dataChecksum(t);
    const res = await postPayout(c.admin, c.project.id, { proofSha256: sha });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'proof-not-uploaded', message: MESSAGES.proofNotUploaded });
    expect(await dataChecksum(t)).toBe(before);
  });
});

describe('a payout sent twice is recorded once', () => {
  it('answers a replay under the same id with the same row, paid out once, one history entry', async () => {
    await fund(c, 1000);
    await removePartner(c);
    const id = crypto.randomUUID();
    const first = await postPayout(c.admin, c.project.id, { id, amount: 100 });
    const again = await postPayout(c.admin, c.project.id, { id, amount: 100 });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await payoutRows(t, c.project.id)).toHaveLength(1);
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(10_000);
    expect(await historyOf(t, c.group.id, 'payout.recorded')).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it("refuses other content under a taken id with 'id-taken'", async () => {
    await fund(c, 1000);
    const id = crypto.randomUUID();
    await postPayout(c.admin, c.project.id, { id, amount: 100 });
    const before = await dataChecksum(t);
    const other = await postPayout(c.admin, c.project.id, { id, amount: 101 });
    expect(other.status).toBe(409);
    expect(other.json).toEqual({ message: MESSAGES.idTaken, code: 'id-taken' });
    expect(await dataChecksum(t)).toBe(before);
  });

  it('applies an Idempotency-Key once and answers its replay with the first answer', async () => {
    await fund(c, 1000);
    const headers = { 'idempotency-key': 'payout-key-1' };
    const first = await postPayout(c.admin, c.project.id, { amount: 100 }, headers);
    const again = await postPayout(c.admin, c.project.id, { amount: 100 }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await payoutRows(t, c.project.id)).toHaveLength(1);
    expect(await noticesOf(c.partner.id, 'payout_pending')).toHaveLength(1);
    const mismatch = await postPayout(c.admin, c.project.id, { amount: 101 }, headers);
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.code).toBe('idempotency-mismatch');
  });
});
