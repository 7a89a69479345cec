/**
 * Issue 22 §§4-6 through the real app and database: a credit for a payment confirmed before is
 * shown as that payment's, not as money with no proof, and can be linked to it; a credit no proof
 * fits can be recorded as a member's transfer (an ordinary record, in history) or set aside with a
 * reason; an alert with no date is kept with its date unknown; dates that read either way are
 * asked about, never guessed.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReconciliationView, StatementImportResult } from '../../shared/reconciliation';
import { eachTestACircle, submitDialog, type Circle } from '../contributions/test-fixtures';
import type { Tx } from '../db/database';
import { contributions, historyEntries, notifications, projects, statementCredits } from '../db/schema';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

// Lagos 10:05 on 21 Nov: five minutes after the proofs below were sent.
const STATEMENT = [
  'Posted Date,Reference,Description,Withdrawals,Lodgements,Balance',
  '21-Nov-2026 10:05:00,NIP1,"TRF FROM CHIDI OKAFOR NIP MOB",-,"25,000.00","25,000.00"',
  '21-Nov-2026 10:12:00,NIP3,"TRF FROM KEMI BELLO",-,"3,000.00","28,000.00"',
  '21-Nov-2026 10:20:00,NIP4,"REFUND FROM CATERER",-,"1,500.00","29,500.00"',
].join('\n');

const read = <T>(query: (tx: Tx) => Promise<T>) => t.db.transaction(query, { readOnly: true });
const base = () => `/api/groups/${c.group.id}`;
const importCsv = async (text: string) => {
  const form = new FormData();
  form.append('statement', new Blob([text], { type: 'text/csv' }), 'november.csv');
  const res = await c.admin.send('POST', `${base()}/statements`, form);
  expect(res.status).toBe(201);
  return (res.json as StatementImportResult).reconciliation;
};
const collected = async () => (await read((tx) => tx.select({ kobo: projects.collectedAmountKobo }).from(projects).where(eq(projects.id, c.project.id))))[0]!.kobo;

let chidi: string;
beforeEach(async () => {
  t.clock.set(new Date('2026-11-21T09:00:00Z'));
  const paid = await submitDialog(c.member, { amount: 25_000, projectId: c.project.id });
  chidi = paid.json.id;
  expect((await c.admin.call('PATCH', `/api/contributions/${chidi}/confirm`)).status).toBe(200);
});

describe('credits no proof fits', () => {
  it('shows a credit for a payment confirmed before as that payment, not money with no proof, and links it', async () => {
    const view = await importCsv(STATEMENT);
    expect(view.matches).toEqual([]);
    expect(view.alreadyConfirmed.map((known) => [known.credit.line, known.payment.contributionId])).toEqual([[2, chidi]]);
    expect(view.unmatchedCredits.map((credit) => credit.line)).toEqual([3, 4]);
    const linked = await c.admin.call('POST', `${base()}/reconciliation/credits/${view.alreadyConfirmed[0]!.credit.id}/link`, { contributionId: chidi });
    expect(linked.status).toBe(200);
    expect((linked.json as ReconciliationView).alreadyConfirmed).toEqual([]);
    // Linking counts nothing twice: the payment was already in the purse.
    expect(await collected()).toBe(2_500_000);
    const again = await c.admin.call('POST', `${base()}/reconciliation/credits/${view.unmatchedCredits[0]!.id}/link`, { contributionId: chidi });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('statement-payment-not-confirmed');
  });

  it('records a credit as a member’s bank transfer: counted, in history with its line, the member told, and once only', async () => {
    const view = await importCsv(STATEMENT);
    const kemi = view.unmatchedCredits.find((credit) => credit.line === 3)!;
    const path = `${base()}/reconciliation/credits/${kemi.id}/record`;
    const headers = { 'idempotency-key': 'record-kemi-1' };
    const recorded = await c.admin.call('POST', path, { userId: c.other.id, projectId: c.project.id }, headers);
    expect(recorded.status).toBe(200);
    expect((recorded.json as ReconciliationView).unmatchedCredits.map((credit) => credit.line)).toEqual([4]);
    const replay = await c.admin.call('POST', path, { userId: c.other.id, projectId: c.project.id }, headers);
    expect(replay.status).toBe(200);
    expect(await collected()).toBe(2_500_000 + 300_000);
    const rows = await read((tx) => tx.select().from(contributions).where(eq(contributions.userId, c.other.id)));
    expect(rows.map((row) => [row.amountKobo, row.status, row.paymentType, row.proofSha256])).toEqual([[300_000, 'confirmed', 'bank_transfer', null]]);
    const [credit] = await read((tx) => tx.select().from(statementCredits).where(eq(statementCredits.id, kemi.id)));
    expect(credit!.contributionId).toBe(rows[0]!.id);
    const entry = (await read((tx) => tx.select().from(historyEntries).where(and(eq(historyEntries.groupId, c.group.id), eq(historyEntries.type, 'cash.recorded')))))[0]!;
    expect(JSON.parse(entry.data)).toMatchObject({ contributionId: rows[0]!.id, amountKobo: 300_000, method: 'bank_transfer', statementLine: 3, paidOn: '2026-11-21' });
    const told = await read((tx) => tx.select().from(notifications).where(eq(notifications.userId, c.other.id)));
    expect(told.map((notice) => notice.type)).toContain('payment_approved');
    const twice = await c.admin.call('POST', path, { userId: c.member.id, projectId: c.project.id });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('statement-credit-matched');
  });

  it('sets a credit aside with a reason, lists it apart, and lets nothing else take it', async () => {
    const view = await importCsv(STATEMENT);
    const refund = view.unmatchedCredits.find((credit) => credit.line === 4)!;
    const noReason = await c.admin.call('POST', `${base()}/reconciliation/credits/${refund.id}/set-aside`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    const aside = await c.admin.call('POST', `${base()}/reconciliation/credits/${refund.id}/set-aside`, { reason: 'Refund from the caterer' });
    expect(aside.status).toBe(200);
    const after = aside.json as ReconciliationView;
    expect(after.unmatchedCredits.map((credit) => credit.line)).toEqual([3]);
    expect(after.setAside.map((entry) => [entry.credit.line, entry.reason])).toEqual([[4, 'Refund from the caterer']]);
    const record = await c.admin.call('POST', `${base()}/reconciliation/credits/${refund.id}/record`, { userId: c.other.id, projectId: null });
    expect([record.status, record.json.code]).toEqual([409, 'statement-credit-set-aside']);
  });

  it('is the admin’s alone, and refuses an unknown credit', async () => {
    const view = await importCsv(STATEMENT);
    const credit = view.unmatchedCredits[0]!;
    for (const who of [c.partner, c.member]) {
      for (const [action, body] of [['record', { userId: who.id, projectId: null }], ['link', { contributionId: chidi }], ['set-aside', { reason: 'mine' }]] as const) {
        expect((await who.call('POST', `${base()}/reconciliation/credits/${credit.id}/${action}`, body)).status).toBe(403);
      }
    }
    expect((await c.admin.call('POST', `${base()}/reconciliation/credits/nope/set-aside`, { reason: 'x' })).status).toBe(404);
    expect(await read((tx) => tx.select().from(statementCredits).where(eq(statementCredits.id, credit.id)))).toMatchObject([{ contributionId: null, setAsideAt: null }]);
  });
});

describe('pasted alerts with no date or an ambiguous one', () => {
  it('keeps an alert with no date, its date unknown, and claims no time for it', async () => {
    const pasted = await c.admin.call('POST', `${base()}/statements`, { text: 'Credit Alert\nAmt: NGN7,000.00\nDesc: TRF FROM DAYO OKAFOR\nBal: NGN40,000.00' });
    expect(pasted.status).toBe(201);
    const view = (pasted.json as StatementImportResult).reconciliation;
    expect(view.unmatchedCredits.map((credit) => [credit.amountKobo, credit.postedAt])).toEqual([[700_000, null]]);
  });

  it('asks which order dates like 09/06/2026 are in, and imports them as the admin answers', async () => {
    const text = 'Acct: 0123****89\nAmt: NGN5,000.00 CR\nDesc: TRF FROM DAYO OKAFOR\nDate: 09/06/2026 10:21';
    const asked = await c.admin.call('POST', `${base()}/statements`, { text });
    expect(asked.status).toBe(422);
    expect(asked.json.code).toBe('statement-date-order-unknown');
    expect(await read((tx) => tx.select().from(statementCredits))).toEqual([]);
    const answered = await c.admin.call('POST', `${base()}/statements`, { text, dateOrder: 'month-first' });
    expect(answered.status).toBe(201);
    expect((answered.json as StatementImportResult).reconciliation.unmatchedCredits[0]!.postedAt).toBe('2026-09-06T09:21:00.000Z');
  });
});
