import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { SYNC_PROTOCOL_VERSION, type PayoutRow } from '../../shared/sync-protocol';
import { type Circle, eachTestACircle, pngBytes, sha256Of } from '../contributions/test-fixtures';
import type { Person } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { expectBooksBalanced, fund, historyOf, PAID_ON, payoutRows, purseRow } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const uuid = () => crypto.randomUUID();
const push = async (who: Person, mutations: unknown[]) => {
  const res = await who.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations });
  expect(res.status).toBe(200);
  return res.json.results as { id: string; status: string; code?: string; message?: string }[];
};
/** The device's 'payout.create' as web/data/books-writes.ts queues it (naira as a string). */
const createMutation = (payload: Record<string, unknown> = {}) => ({
  id: uuid(),
  type: 'payout.create',
  payload: { id: uuid(), projectId: c.project.id, amount: '200', recipient: 'Mama Chika', purpose: 'Rice', paidOn: PAID_ON, proofSha256: null, ...payload },
});
const approveMutation = (payoutId: string) => ({ id: uuid(), type: 'payout.approve', payload: { payoutId } });
const rejectMutation = (payoutId: string, reason = 'Wrong shop') => ({ id: uuid(), type: 'payout.reject', payload: { payoutId, reason } });
const pulledPayouts = async (who: Person) => (await who.call('GET', '/api/sync?since=0')).json.payouts as PayoutRow[];

describe('payouts through sync push', () => {
  it('records, approves and rejects through the same rules as the routes, and a replayed batch applies once', async () => {
    await fund(c, 1000);
    const [a, b] = [createMutation({ amount: '300' }), createMutation({ amount: '100.50' })];
    expect(await push(c.admin, [a, b])).toEqual([
      { id: a.id, status: 'applied' },
      { id: b.id, status: 'applied' },
    ]);
    const decisions = [approveMutation(a.payload.id), rejectMutation(b.payload.id, 'No receipt')];
    const first = await push(c.partner, decisions);
    expect(first.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await push(c.partner, decisions)).toEqual(first);
    expect(await push(c.admin, [a, b])).toEqual([
      { id: a.id, status: 'applied' },
      { id: b.id, status: 'applied' },
    ]);
    expect((await payoutRows(t, c.project.id)).map((p) => [p.amountKobo, p.status, p.rejectionReason]).sort()).toEqual([
      [10_050, 'rejected', 'No receipt'],
      [30_000, 'approved', null],
    ]);
    expect((await purseRow(t, c.project.id)).paidOutAmountKobo).toBe(30_000);
    expect(await historyOf(t, c.group.id, 'payout.recorded')).toHaveLength(2);
    expect(await historyOf(t, c.group.id, 'payout.approved')).toHaveLength(1);
    expect(await historyOf(t, c.group.id, 'payout.rejected')).toHaveLength(1);
    // Every device of the group pulls the decided payouts.
    const pulled = await pulledPayouts(c.member);
    expect(pulled.map((p) => [p.id, p.status]).sort()).toEqual([[a.payload.id, 'approved'], [b.payload.id, 'rejected']].sort());
    await expectBooksBalanced(t);
  });

  it("answers a payout whose receipt is not uploaded yet with the transient 'proof-not-uploaded', then applies the same mutation after the upload", async () => {
    await fund(c, 1000);
    const bytes = pngBytes(120, 71);
    const mutation = createMutation({ proofSha256: sha256Of(bytes) });
    expect(await push(c.admin, [mutation])).toEqual([{ id: mutation.id, status: 'refused', code: 'proof-not-uploaded', message: MESSAGES.proofNotUploaded }]);
    expect(await payoutRows(t, c.project.id)).toEqual([]);
    expect((await c.admin.send('PUT', `/api/proofs/${sha256Of(bytes)}`, bytes)).status).toBe(201);
    expect(await push(c.admin, [mutation])).toEqual([{ id: mutation.id, status: 'applied' }]);
    expect((await payoutRows(t, c.project.id))[0]?.proofSha256).toBe(sha256Of(bytes));
  });

  it("answers a decision that lost to another partner's as a conflict", async () => {
    await fund(c, 1000);
    const created = createMutation();
    await push(c.admin, [created]);
    expect((await c.partner.call('PATCH', `/api/payouts/${created.payload.id}/reject`, { reason: 'No' })).status).toBe(200);
    const late = approveMutation(created.payload.id);
    expect(await push(c.partner, [late])).toEqual([{ id: late.id, status: 'conflict', code: 'payout-already-decided', message: MESSAGES.payoutAlreadyDecided }]);
    await expectBooksBalanced(t);
  });

  it('refuses what the routes refuse: a member recording, the admin approving, an overdraft', async () => {
    await fund(c, 1000);
    const byMember = createMutation();
    expect((await push(c.member, [byMember]))[0]).toMatchObject({ status: 'refused', code: 'not-group-admin' });
    const created = createMutation();
    const tooMuch = createMutation({ amount: '900' });
    expect((await push(c.admin, [created, tooMuch])).map((r) => r.code ?? r.status)).toEqual(['applied', 'payout-over-balance']);
    expect((await push(c.admin, [approveMutation(created.payload.id)]))[0]).toMatchObject({ status: 'refused', code: 'not-group-partner' });
    expect((await push(c.partner, [rejectMutation(created.payload.id, '  ')]))[0]).toMatchObject({ status: 'refused', message: MESSAGES.reasonRequired });
    expect((await payoutRows(t, c.project.id)).map((p) => p.status)).toEqual(['pending']);
    await expectBooksBalanced(t);
  });
});
