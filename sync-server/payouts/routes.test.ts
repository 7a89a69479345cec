import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { type Circle, circle, eachTestACircle, pdfBytes, pngBytes, sha256Of } from '../contributions/test-fixtures';
import { proofs, proofUploads } from '../db/schema';
import { person, type Person } from '../groups/test-fixtures';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import { expectBooksBalanced, fund, PAID_ON, payoutRows, postPayout, read, uploadReceipt } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const list = (who: Person, projectId = c.project.id) => who.call('GET', `/api/projects/${projectId}/payouts`);

/** A payout as a browser form sends it, with its receipt as a `receipt` file (left out when null). */
function payoutForm(fields: Record<string, string>, receipt: Uint8Array<ArrayBuffer> | null, type = 'image/png'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ recipient: 'Mama Chika', purpose: 'Rice', paidOn: PAID_ON, ...fields })) form.append(key, value);
  if (receipt) form.append('receipt', new Blob([receipt], { type }), 'receipt.png');
  return form;
}
const postForm = (who: Person, form: FormData, headers?: Record<string, string>) => who.send('POST', `/api/projects/${c.project.id}/payouts`, form, headers);

/** Whether the store and the tables still hold these bytes. */
async function stored(bytes: Uint8Array) {
  const sha = sha256Of(bytes);
  return {
    file: (await t.proofStore.read(sha)) !== null,
    row: (await read(t, (tx) => tx.select().from(proofs).where(eq(proofs.sha256, sha)))).length,
    uploads: (await read(t, (tx) => tx.select().from(proofUploads).where(eq(proofUploads.sha256, sha)))).length,
  };
}

describe('GET /api/projects/{id}/payouts', () => {
  it('lists every payout, newest first, with amounts as decimal strings and the receipt as a URL', async () => {
    await fund(c, 1000);
    const sha = await uploadReceipt(c.admin);
    const first = await postPayout(c.admin, c.project.id, { amount: '120.25', proofSha256: sha });
    t.clock.advance(1000);
    const second = await postPayout(c.admin, c.project.id, { amount: 80, recipient: 'DJ Spinall', purpose: 'Music' });
    await c.partner.call('PATCH', `/api/payouts/${second.json.id}/reject`, { reason: 'Too dear' });
    const res = await list(c.member);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      expect.objectContaining({ id: second.json.id, amount: '80.00', status: 'rejected', rejectionReason: 'Too dear', decidedByName: 'pat Okafor', receiptUrl: null }),
      expect.objectContaining({ id: first.json.id, amount: '120.25', status: 'pending', recipient: 'Mama Chika', purpose: 'Rice for the party', receiptUrl: `/api/payouts/${first.json.id}/receipt` }),
    ]);
  });

  it.each([
    ['the admin', () => c.admin],
    ['a partner', () => c.partner],
    ['a member', () => c.member],
  ])('shows the payouts to %s', async (_label, who) => {
    await fund(c, 1000);
    await postPayout(c.admin, c.project.id);
    const res = await list(who());
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
  });

  it.each([
    ['someone outside the group', () => person(t, 'olu')],
    ["another group's admin", async () => (await circle(t, '2')).admin],
    ["another group's partner", async () => (await circle(t, '3')).partner],
  ])('refuses %s with 403', async (_label, who) => {
    await fund(c, 1000);
    await postPayout(c.admin, c.project.id, { purpose: 'Secret purpose' });
    const res = await list(await who());
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain('Secret purpose');
  });

  it('answers 404 for an unknown purse', async () => {
    expect((await list(c.admin, 'no-such-purse')).status).toBe(404);
  });
});

describe('GET /api/payouts/{id}/receipt', () => {
  it("serves the image to everyone in the group, with the contributions' proof headers", async () => {
    await fund(c, 1000);
    const bytes = pngBytes(120, 41);
    await uploadReceipt(c.admin, 41);
    const id = (await postPayout(c.admin, c.project.id, { proofSha256: sha256Of(bytes) })).json.id as string;
    for (const who of [c.admin, c.partner, c.member]) {
      const res = await who.call('GET', `/api/payouts/${id}/receipt`);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(bytes);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    }
  });

  it('answers 404 to anyone outside the group, as for a payout without a receipt or none at all', async () => {
    await fund(c, 1000);
    const sha = await uploadReceipt(c.admin);
    const withReceipt = (await postPayout(c.admin, c.project.id, { proofSha256: sha })).json.id as string;
    const without = (await postPayout(c.admin, c.project.id)).json.id as string;
    const outsider = await person(t, 'olu');
    for (const [who, id] of [[outsider, withReceipt], [c.member, without], [c.member, crypto.randomUUID()]] as const) {
      const res = await who.call('GET', `/api/payouts/${id}/receipt`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: MESSAGES.proofNotFound, code: 'proof-not-found' });
    }
  });
});

describe('POST /api/projects/{id}/payouts as a form with a receipt file', () => {
  it('keeps the receipt, recorded as uploaded by the admin, when the payout is accepted', async () => {
    await fund(c, 1000);
    const bytes = pngBytes(150, 51);
    const res = await postForm(c.admin, payoutForm({ amount: '200' }, bytes));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ amount: '200.00', status: 'pending', receiptUrl: `/api/payouts/${res.json.id}/receipt` });
    expect((await payoutRows(t, c.project.id))[0]?.proofSha256).toBe(sha256Of(bytes));
    expect(await stored(bytes)).toEqual({ file: true, row: 1, uploads: 1 });
    expect((await c.member.call('GET', `/api/payouts/${res.json.id}/receipt`)).bytes).toEqual(bytes);
    await expectBooksBalanced(t);
  });

  it.each([
    ['over the balance', () => c.admin, { amount: '5000' }, 422],
    ['by a member', () => c.member, { amount: '200' }, 403],
    ['without an amount', () => c.admin, {}, 400],
  ])('keeps nothing of the receipt of a payout refused %s', async (_label, who, fields, status) => {
    await fund(c, 1000);
    const bytes = pngBytes(150, 52);
    const before = await dataChecksum(t);
    const res = await postForm(who(), payoutForm(fields, bytes));
    expect(res.status).toBe(status);
    expect(await stored(bytes)).toEqual({ file: false, row: 0, uploads: 0 });
    expect(await dataChecksum(t)).toBe(before);
  });

  it('refuses a file that is no image under the field name receipt, and keeps nothing', async () => {
    await fund(c, 1000);
    const before = await dataChecksum(t);
    const res = await postForm(c.admin, payoutForm({ amount: '200' }, pdfBytes(), 'image/png'));
    expect(res.status).toBe(415);
    expect(res.json).toEqual({ message: MESSAGES.invalidFileUpload, code: 'invalid-file', field: 'receipt', params: { messageKey: 'invalidFileUpload' } });
    expect(await dataChecksum(t)).toBe(before);
  });

  it('refuses a receipt over 10 MB with 413', async () => {
    await fund(c, 1000);
    const res = await postForm(c.admin, payoutForm({ amount: '200' }, pngBytes(11 * 1024 * 1024, 53)));
    expect(res.status).toBe(413);
    expect(res.json.message).toBe(MESSAGES.imageTooLarge10MB);
    expect(await payoutRows(t, c.project.id)).toEqual([]);
  });

  it('records a form sent twice under one Idempotency-Key once', async () => {
    await fund(c, 1000);
    const bytes = pngBytes(150, 54);
    const headers = { 'idempotency-key': 'form-1' };
    const first = await postForm(c.admin, payoutForm({ amount: '200' }, bytes), headers);
    const again = await postForm(c.admin, payoutForm({ amount: '200' }, bytes), headers);
    expect(first.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(await payoutRows(t, c.project.id)).toHaveLength(1);
    expect(await stored(bytes)).toEqual({ file: true, row: 1, uploads: 1 });
  });
});
