import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROOF_LIMIT_BYTES } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import { contributions, historyEntries, notifications, projects, proofs, users } from '../db/schema';
import { contributionItem } from './reads';
import { anonymous, join, makeGroup, makePurse, person, seedContribution } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { type Circle, dataUrl, eachTestACircle, jpegBytes, memberPaymentForm, pdfBytes, pngBytes, readDb, sha256Of, submitDialog, writeDb } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const rows = () => readDb(t, (tx) => tx.select().from(contributions));
const proofRows = () => readDb(t, (tx) => tx.select().from(proofs));

describe('POST /api/contributions: the three shapes of SPEC §7', () => {
  it('gives the payment, its history entry and the admin\u2019s notice time-ordered ids (shared/row-id.ts), later rows after earlier ones', async () => {
    for (const amount of [100, 200]) expect((await submitDialog(c.member, { amount, projectId: c.project.id, groupId: c.group.id })).status).toBe(201);
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const made = await readDb(t, async (tx) => ({
      payments: (await tx.select().from(contributions)).sort((a, b) => a.amountKobo - b.amountKobo).map((row) => row.id),
      entries: (await tx.select().from(historyEntries).where(eq(historyEntries.type, 'contribution.submitted'))).sort((a, b) => a.seq - b.seq).map((row) => row.id),
      notices: (await tx.select().from(notifications).where(eq(notifications.userId, c.admin.id))).map((row) => row.id),
    }));
    for (const ids of [made.payments, made.entries]) {
      expect(ids).toHaveLength(2);
      expect(ids.every((id) => v7.test(id))).toBe(true);
      expect(ids[0]! < ids[1]!).toBe(true);
    }
    expect(made.notices.length).toBeGreaterThan(0);
    expect(made.notices.every((id) => v7.test(id))).toBe(true);
  });

  it('takes the dashboard dialog shape with a data URL proof, and lists it with a proof URL', async () => {
    const png = pngBytes(200);
    const res = await submitDialog(c.member, {
      amount: 5000,
      description: 'December dues',
      transactionRef: 'TRF-001',
      proofOfPayment: dataUrl(png),
      projectId: c.project.id,
      groupId: c.group.id,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      groupId: c.group.id,
      projectId: c.project.id,
      userId: c.member.id,
      userName: 'chidi',
      userFullName: 'chidi Okafor',
      groupName: 'Ajo Circle',
      projectName: 'Xmas Party',
      purseName: 'Xmas Party',
      amount: '5000.00',
      description: 'December dues',
      status: 'pending',
      transactionRef: 'TRF-001',
      reference: 'TRF-001',
      paymentType: 'bank_transfer',
      possibleDuplicate: false,
      proofUrl: `/api/contributions/${res.json.id}/proof`,
      proofOfPayment: `/api/contributions/${res.json.id}/proof`,
    });
    expect((await rows())[0]).toMatchObject({ amountKobo: 500_000, proofSha256: sha256Of(png) });
    expect(await proofRows()).toEqual([expect.objectContaining({ sha256: sha256Of(png), mimeType: 'image/png', sizeBytes: 200 })]);
  });

  it('lets the dialog shape leave the proof out', async () => {
    const res = await submitDialog(c.member, { amount: '1500.50', projectId: c.project.id, groupId: c.group.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ amount: '1500.50', proofUrl: null, proofOfPayment: null });
  });

  it('takes the Make Payment page shape (purseId, paymentType, reference, notes)', async () => {
    const res = await c.member.call('POST', '/api/contributions', {
      groupId: c.group.id,
      purseId: c.project.id,
      amount: 2500,
      paymentType: 'mobile_money',
      reference: 'OPAY-77',
      notes: 'Paid from OPay',
      proofOfPayment: dataUrl(jpegBytes(), 'image/jpeg'),
      userId: c.member.id,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ projectId: c.project.id, paymentType: 'mobile_money', reference: 'OPAY-77', notes: 'Paid from OPay', paymentNotes: 'Paid from OPay' });
  });

  it('takes a payment to the group without a purse from the Make Payment page', async () => {
    const res = await c.member.call('POST', '/api/contributions', {
      groupId: c.group.id,
      amount: 1000,
      paymentType: 'cash',
      proofOfPayment: dataUrl(pngBytes()),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ projectId: null, projectName: null, groupName: 'Ajo Circle' });
  });

  it('takes the member-payment flow multipart form with a proof file', async () => {
    const jpeg = jpegBytes(300);
    const form = memberPaymentForm(
      { projectId: c.project.id, userId: c.member.id, amount: '7500', reference: 'GTB-12', notes: 'for two' },
      { bytes: jpeg, name: 'receipt.jpg', type: 'image/jpeg' },
    );
    const res = await c.member.send('POST', '/api/contributions', form);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ groupId: c.group.id, projectId: c.project.id, amount: '7500.00', reference: 'GTB-12', notes: 'for two' });
    expect((await rows())[0]?.proofSha256).toBe(sha256Of(jpeg));
  });

  it('accepts a proof uploaded first by hash (the device path)', async () => {
    const png = pngBytes(100, 9);
    const sha = sha256Of(png);
    expect((await c.member.send('PUT', `/api/proofs/${sha}`, png)).status).toBe(201);
    const res = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofSha256: sha });
    expect(res.status).toBe(201);
    expect((await rows())[0]?.proofSha256).toBe(sha);
  });
});

describe('POST /api/contributions: the answer', () => {
  // The submit builds its answer from what it read and wrote (submitContributionItem), with no
  // read of its own: it must be the very item a read of the stored row gives the payer.
  const asRead = (who: Circle['member'], id: string) =>
    readDb(t, async (tx) => contributionItem(tx, id, (await tx.select().from(users).where(eq(users.id, who.id)))[0]!));

  it('is the item a read of the stored row gives, for members and a partner, with and without a purse, and for a retry', async () => {
    const cases: [Circle['member'], Record<string, unknown>][] = [
      [c.member, { amount: 5000, description: 'December dues', transactionRef: 'TRF-9', proofOfPayment: dataUrl(pngBytes(300)), projectId: c.project.id, groupId: c.group.id, notes: 'from GTB' }],
      [c.other, { amount: 250.5, groupId: c.group.id }],
      // The same reference again: flagged, which only a reviewer (the partner) sees.
      [c.partner, { amount: 700, transactionRef: 'TRF-9', proofOfPayment: dataUrl(pngBytes(300, 3)), projectId: c.project.id }],
      [c.member, { id: '0193a1c4-7b2e-7c3d-9e4f-5a6b7c8d9e0f', amount: 900, proofOfPayment: dataUrl(pngBytes(300, 4)), projectId: c.project.id }],
    ];
    for (const [who, body] of cases) {
      const res = await submitDialog(who, body);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json).toEqual(await asRead(who, res.json.id));
    }
    const flagged = (await submitDialog(c.partner, cases[2]![1])).json;
    expect(flagged.possibleDuplicate).toBe(true);
    expect(flagged).toEqual(await asRead(c.partner, flagged.id));
    // A retry under the same id finds the stored row and answers it the same way.
    const again = await submitDialog(c.member, cases[3]![1]);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(await asRead(c.member, cases[3]![1].id as string));
    expect(await rows()).toHaveLength(cases.length + 1);
  });
});

describe('POST /api/contributions: validation with the spec texts', () => {
  it.each([
    [0, MESSAGES.amountPositive],
    [-50, MESSAGES.amountPositive],
    ['abc', MESSAGES.amountPositive],
    ['', MESSAGES.amountRequired],
    [undefined, MESSAGES.amountRequired],
    [null, MESSAGES.amountRequired],
  ])('refuses amount %j with %j', async (amount, message) => {
    const res = await submitDialog(c.member, { amount, projectId: c.project.id });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, field: 'amount' });
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['0', MESSAGES.amountPositive],
    ['-1', MESSAGES.amountPositive],
    ['ten', MESSAGES.amountPositive],
    ['', MESSAGES.amountRequired],
  ])('refuses a multipart amount %j with %j', async (amount, message) => {
    const form = memberPaymentForm({ projectId: c.project.id, amount }, { bytes: pngBytes() });
    const res = await c.member.send('POST', '/api/contributions', form);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it.each([
    { amount: '1000000000.01', message: 'Amount must be ₦1,000,000,000 or less' },
    { amount: 9999999999999.99, message: 'Amount must be ₦1,000,000,000 or less' },
  ])('refuses the amount $amount above the one-payment limit', async ({ amount, message }) => {
    const res = await submitDialog(c.member, { amount, projectId: c.project.id });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, field: 'amount' });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a payment that would take the member's confirmed and pending money in the group past its limit", async () => {
    await seedContribution(t, { groupId: c.group.id, userId: c.member.id, amountKobo: MAX_GROUP_TOTAL_KOBO - 200, status: 'confirmed' });
    await seedContribution(t, { groupId: c.group.id, userId: c.member.id, amountKobo: 100, status: 'pending' });
    // A rejected payment is not money owed, and another member's money is not this member's.
    await seedContribution(t, { groupId: c.group.id, userId: c.member.id, amountKobo: 1_000_000, status: 'rejected' });
    await seedContribution(t, { groupId: c.group.id, userId: c.other.id, amountKobo: 1_000_000, status: 'pending' });
    const over = await submitDialog(c.member, { amount: '1.01', projectId: c.project.id });
    expect(over.status).toBe(422);
    expect(over.json).toEqual({ message: MESSAGES.memberTotalLimit, code: 'member-total-limit', field: 'amount' });
    expect(await rows()).toHaveLength(4);
    expect((await submitDialog(c.member, { amount: '1.00', projectId: c.project.id })).status).toBe(201);
  });

  it('needs a group or a purse', async () => {
    const res = await c.member.call('POST', '/api/contributions', { amount: 100, paymentType: 'cash', proofOfPayment: dataUrl(pngBytes()) });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.groupRequired);
  });

  it('needs a method and a proof on the Make Payment page', async () => {
    const noMethod = await c.member.call('POST', '/api/contributions', { groupId: c.group.id, purseId: c.project.id, amount: 100, proofOfPayment: dataUrl(pngBytes()) });
    expect(noMethod.status).toBe(400);
    expect(noMethod.json.message).toBe(MESSAGES.paymentTypeRequired);
    const blankMethod = await c.member.call('POST', '/api/contributions', { groupId: c.group.id, amount: 100, paymentType: '', proofOfPayment: dataUrl(pngBytes()) });
    expect(blankMethod.json.message).toBe(MESSAGES.paymentTypeRequired);
    const noProof = await c.member.call('POST', '/api/contributions', { groupId: c.group.id, amount: 100, paymentType: 'cash' });
    expect(noProof.status).toBe(400);
    expect(noProof.json).toMatchObject({ message: MESSAGES.proofRequired, field: 'proofOfPayment' });
    expect(await rows()).toHaveLength(0);
  });

  it('needs a proof file in the member-payment flow', async () => {
    const res = await c.member.send('POST', '/api/contributions', memberPaymentForm({ projectId: c.project.id, amount: '100' }, null));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(MESSAGES.proofRequired);
  });

  it('refuses a PDF sent as a PNG data URL, and text as an image', async () => {
    const pdf = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(pdfBytes(), 'image/png') });
    expect(pdf.status).toBe(415);
    expect(pdf.json).toMatchObject({ message: MESSAGES.invalidFileUpload, field: 'proofOfPayment' });
    const text = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: 'not a data url' });
    expect(text.status).toBe(415);
    const svg = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(new TextEncoder().encode('<svg/>'), 'image/svg+xml') });
    expect(svg.status).toBe(415);
    expect(await rows()).toHaveLength(0);
    expect(await proofRows()).toHaveLength(0);
  });

  it('refuses a PDF named receipt.png with an image/png type in the member-payment flow', async () => {
    const form = memberPaymentForm({ projectId: c.project.id, amount: '100' }, { bytes: pdfBytes(), name: 'receipt.png', type: 'image/png' });
    const res = await c.member.send('POST', '/api/contributions', form);
    expect(res.status).toBe(415);
    expect(res.json.message).toBe(MESSAGES.invalidFileSelect);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a data URL image over 5 MB, whether it fits the body limit or not', async () => {
    const justOver = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(PROOF_LIMIT_BYTES.dialog + 1)) });
    expect(justOver.status).toBe(413);
    expect(justOver.json.message).toBe(MESSAGES.imageTooLarge5MB);
    const huge = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(6 * 1024 * 1024)) });
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe(MESSAGES.imageTooLarge5MB);
    const exactly = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(PROOF_LIMIT_BYTES.dialog)) });
    expect(exactly.status).toBe(201);
  });

  it('refuses a multipart file over 10 MB', async () => {
    const form = memberPaymentForm({ projectId: c.project.id, amount: '100' }, { bytes: jpegBytes(PROOF_LIMIT_BYTES.memberPayment + 1) });
    const res = await c.member.send('POST', '/api/contributions', form);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe(MESSAGES.imageTooLarge10MB);
    const huge = memberPaymentForm({ projectId: c.project.id, amount: '100' }, { bytes: jpegBytes(11 * 1024 * 1024) });
    expect((await c.member.send('POST', '/api/contributions', huge)).json.message).toBe(MESSAGES.imageTooLarge10MB);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses malformed JSON and a signed-out caller', async () => {
    expect((await c.member.call('POST', '/api/contributions', '{"amount":')).status).toBe(400);
    expect((await anonymous(t, 'POST', '/api/contributions', { amount: 100, projectId: c.project.id })).status).toBe(401);
  });
});

describe('POST /api/contributions: who may pay where', () => {
  it('refuses paying in the name of someone else', async () => {
    const res = await c.member.call('POST', '/api/contributions', { amount: 100, projectId: c.project.id, userId: c.other.id });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: MESSAGES.forbidden, field: 'userId' });
  });

  it('refuses a stranger to the group, and the admin (who is not a member)', async () => {
    const eve = await person(t, 'eve');
    expect((await submitDialog(eve, { amount: 100, projectId: c.project.id })).json).toMatchObject({ message: MESSAGES.notGroupMember });
    expect((await submitDialog(c.admin, { amount: 100, projectId: c.project.id })).status).toBe(403);
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a purse of another group, an unknown purse and an unknown group', async () => {
    const bola = await person(t, 'bola', 'admin');
    const g2 = await makeGroup(bola, 'Bola Fund');
    const p2 = await makePurse(bola, g2.id);
    await join(c.member, g2.id);
    const mixed = await submitDialog(c.member, { amount: 100, groupId: c.group.id, projectId: p2.id });
    expect(mixed.status).toBe(422);
    expect(mixed.json.message).toBe(MESSAGES.projectNotInGroup);
    expect((await submitDialog(c.member, { amount: 100, projectId: 'nope' })).json).toMatchObject({ message: MESSAGES.projectNotFound });
    expect((await submitDialog(c.member, { amount: 100, groupId: 'nope' })).status).toBe(404);
  });

  it('refuses a method the purse does not accept, and a closed purse', async () => {
    const bankOnly = await makePurse(c.admin, c.group.id, { name: 'Bank only', allowedPaymentTypes: '["bank_transfer"]' });
    const res = await c.member.call('POST', '/api/contributions', { groupId: c.group.id, purseId: bankOnly.id, amount: 100, paymentType: 'cash', proofOfPayment: dataUrl(pngBytes()) });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ message: MESSAGES.paymentMethodNotAllowed, field: 'paymentType' });
    await writeDb(t, (tx) => tx.update(projects).set({ status: 'completed' }).where(eq(projects.id, c.project.id)));
    expect((await submitDialog(c.member, { amount: 100, projectId: c.project.id })).json.message).toBe(MESSAGES.projectNotActive);
  });

  it('refuses a proof hash that was never uploaded', async () => {
    const res = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofSha256: sha256Of(pngBytes(77)) });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGES.proofNotUploaded);
  });
});

describe('POST /api/contributions: duplicates and notifications', () => {
  it('flags the same image or the same reference (ignoring case and spaces) in one group only', async () => {
    // The flag as the reviewers see it (a member's own answers never carry it: duplicate-flag.test.ts).
    const flagged = async (admin: typeof c.admin, id: string) =>
      (await admin.call('GET', '/api/contributions/admin')).json.find((item: { id: string }) => item.id === id).possibleDuplicate;
    const png = pngBytes(120, 5);
    const first = await submitDialog(c.member, { amount: 100, projectId: c.project.id, transactionRef: 'ABC-123', proofOfPayment: dataUrl(png) });
    expect(await flagged(c.admin, first.json.id)).toBe(false);
    const sameImage = await submitDialog(c.other, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(png) });
    expect(await flagged(c.admin, sameImage.json.id)).toBe(true);
    const sameRef = await submitDialog(c.other, { amount: 200, groupId: c.group.id, transactionRef: '  abc-123 ' });
    expect(await flagged(c.admin, sameRef.json.id)).toBe(true);
    const fresh = await submitDialog(c.other, { amount: 200, groupId: c.group.id, transactionRef: 'XYZ-9', proofOfPayment: dataUrl(pngBytes(120, 6)) });
    expect(await flagged(c.admin, fresh.json.id)).toBe(false);

    const bola = await person(t, 'bola', 'admin');
    const g2 = await makeGroup(bola, 'Bola Fund');
    await join(c.member, g2.id);
    const elsewhere = await submitDialog(c.member, { amount: 100, groupId: g2.id, transactionRef: 'ABC-123', proofOfPayment: dataUrl(png) });
    expect(elsewhere.status).toBe(201);
    expect(await flagged(bola, elsewhere.json.id)).toBe(false);
  });

  it('answers a payment sent again under its own id with the stored one, once, and refuses another payment under that id', async () => {
    const id = crypto.randomUUID();
    const first = await submitDialog(c.member, { id, amount: 5000, projectId: c.project.id, transactionRef: 'RETRY-1' });
    expect(first.status).toBe(201);
    const again = await submitDialog(c.member, { id, amount: 5000, projectId: c.project.id, transactionRef: 'RETRY-1' });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ id, amount: '5000.00' });
    expect((await rows()).filter((row) => row.id === id)).toHaveLength(1);
    const other = await submitDialog(c.member, { id, amount: 7000, projectId: c.project.id });
    expect(other.status).toBe(409);
    expect(other.json.code).toBe('id-taken');
    const stranger = await submitDialog(c.other, { id, amount: 5000, projectId: c.project.id, transactionRef: 'RETRY-1' });
    expect(stranger.status).toBe(409);
    expect((await rows()).filter((row) => row.id === id)).toHaveLength(1);
  });

  it('tells the admin and each partner, not the payer', async () => {
    const res = await submitDialog(c.member, { amount: 5000, projectId: c.project.id });
    // The partner's 'you are now a partner' notice from the fixture is not about this payment.
    const notes = (await readDb(t, (tx) => tx.select().from(notifications))).filter((n) => n.type !== 'partner_added');
    expect(notes.map((n) => n.userId).sort()).toEqual([c.admin.id, c.partner.id].sort());
    for (const note of notes) {
      expect(note).toMatchObject({
        type: 'payment_submitted',
        title: 'New Payment Submitted',
        message: 'chidi Okafor submitted ₦5,000 for Xmas Party',
        contributionId: res.json.id,
        projectId: c.project.id,
        groupId: c.group.id,
        read: false,
      });
    }
    // A partner paying is not told about their own payment.
    await submitDialog(c.partner, { amount: 100, groupId: c.group.id });
    const partnerPayment = (await rows()).find((r) => r.userId === c.partner.id)!;
    const last = await readDb(t, (tx) => tx.select().from(notifications).where(eq(notifications.contributionId, partnerPayment.id)));
    expect(last.map((n) => n.userId)).toEqual([c.admin.id]);
    expect(last[0]?.message).toBe('pat Okafor submitted ₦100 for Ajo Circle');
  });
});
