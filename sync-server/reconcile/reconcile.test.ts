/**
 * Bank reconciliation through the real app and database (issue 13 §3): an admin imports their
 * bank's CSV (or pastes credit alerts), sees matched, money with no proof and proof with no
 * money, confirms the confident matches as ordinary confirms recorded against their statement
 * line, and a re-import matches nothing twice. Bad files are refused whole.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReconciliationView, StatementImportResult } from '../../shared/reconciliation';
import { submitDialog, eachTestACircle, type Circle } from '../contributions/test-fixtures';
import type { Tx } from '../db/database';
import { contributions, historyEntries, projects, statementCredits, statementImports } from '../db/schema';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

// Lagos time in the file: 10:15 on 21 Nov is 09:15 UTC, a quarter of an hour after the proofs below.
const STATEMENT = [
  'ACCESS BANK PLC - CUSTOMER STATEMENT',
  'Account Name:,AJO CIRCLE',
  '',
  'Posted Date,Reference,Description,Withdrawals,Lodgements,Balance',
  '21-Nov-2026 10:05:00,NIP1,"TRF FROM CHIDI OKAFOR NIP MOB",-,"25,000.00","25,000.00"',
  '21-Nov-2026 10:07:00,NIP2,"NIP/GTB/DAYO OKAFOR/GTB20261121777",-,"12,500.00","37,500.00"',
  '21-Nov-2026 10:09:00,POS1,"POS PURCHASE SHOPRITE",700.00,-,"36,800.00"',
  '21-Nov-2026 10:12:00,NIP3,"TRF FROM KEMI BELLO",-,"3,000.00","39,800.00"',
].join('\n');

const importCsv = (who: Circle['admin'], text: string, name = 'november.csv') => {
  const form = new FormData();
  form.append('statement', new Blob([text], { type: 'text/csv' }), name);
  return who.send('POST', `/api/groups/${c.group.id}/statements`, form);
};
const pay = async (who: Circle['member'], naira: number, transactionRef?: string) => {
  const res = await submitDialog(who, { amount: naira, projectId: c.project.id, ...(transactionRef ? { transactionRef } : {}) });
  expect(res.status).toBe(201);
  return res.json.id as string;
};
const read = <T>(query: (tx: Tx) => Promise<T>) => t.db.transaction(query, { readOnly: true });
const collected = async () => (await read((tx) => tx.select({ kobo: projects.collectedAmountKobo }).from(projects).where(eq(projects.id, c.project.id)).limit(1)))[0]!.kobo;

let chidi: string;
let dayo: string;
let unpaid: string;
beforeEach(async () => {
  t.clock.set(new Date('2026-11-21T09:00:00Z'));
  chidi = await pay(c.member, 25_000);
  dayo = await pay(c.other, 12_500, 'GTB20261121777');
  unpaid = await pay(c.member, 8_000);
});

describe('bank reconciliation', () => {
  it('matches credits to pending proofs, shows money with no proof and proof with no money, and confirms the confident ones against their lines', async () => {
    const imported = await importCsv(c.admin, STATEMENT);
    expect(imported.status).toBe(201);
    const result = imported.json as StatementImportResult;
    expect(result).toMatchObject({ format: 'csv', credits: 3, added: 3, skippedDebits: 1 });
    const view = result.reconciliation;
    const pairs = view.matches.map((m) => [m.credit.line, m.proof.contributionId, m.confident]);
    expect(pairs).toEqual(expect.arrayContaining([[5, chidi, true], [6, dayo, true]]));
    expect(view.matches.find((m) => m.proof.contributionId === dayo)!.reasons).toContainEqual({ code: 'reference-in-narration' });
    // Credited 10:05 Lagos, the proof sent at 10:00 Lagos: after it, by five minutes, and said so.
    expect(view.matches.find((m) => m.proof.contributionId === chidi)!.reasons).toContainEqual({ code: 'credited-after-proof', minutes: 5 });
    expect(view.unmatchedCredits.map((credit) => credit.narration)).toEqual(['TRF FROM KEMI BELLO']);
    expect(view.unmatchedProofs.map((proof) => proof.contributionId)).toEqual([unpaid]);

    const confident = view.matches.filter((m) => m.confident).map((m) => ({ creditId: m.credit.id, contributionId: m.proof.contributionId }));
    const confirmed = await c.admin.call('POST', `/api/groups/${c.group.id}/reconciliation/confirm`, { matches: confident });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.confirmed.sort()).toEqual([chidi, dayo].sort());
    expect(confirmed.json.refused).toEqual([]);
    expect(await collected()).toBe(3_750_000);
    const status = async (id: string) => (await read((tx) => tx.select({ status: contributions.status }).from(contributions).where(eq(contributions.id, id)).limit(1)))[0]!.status;
    expect([await status(chidi), await status(dayo), await status(unpaid)]).toEqual(['confirmed', 'confirmed', 'pending']);
    const confirms = (await read((tx) => tx.select().from(historyEntries).where(eq(historyEntries.type, 'contribution.confirmed')))).map((entry) => JSON.parse(entry.data));
    expect(confirms.map((data) => [data.contributionId, data.statementLine]).sort()).toEqual([[chidi, 5], [dayo, 6]].sort());

    const after = confirmed.json.reconciliation as ReconciliationView;
    expect(after.matches).toEqual([]);
    expect(after.unmatchedCredits.map((credit) => credit.line)).toEqual([8]);
  });

  it('adds nothing twice from the same or an overlapping statement, so nothing is matched or counted twice', async () => {
    const first = (await importCsv(c.admin, STATEMENT)).json as StatementImportResult;
    await c.admin.call('POST', `/api/groups/${c.group.id}/reconciliation/confirm`, {
      matches: first.reconciliation.matches.map((m) => ({ creditId: m.credit.id, contributionId: m.proof.contributionId })),
    });
    const again = await importCsv(c.admin, STATEMENT, 'november-again.csv');
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ credits: 3, added: 0 });
    expect(again.json.reconciliation.matches).toEqual([]);
    const overlapping = `${STATEMENT}\n22-Nov-2026 09:00:00,NIP4,"TRF FROM CHIDI OKAFOR",-,"8,000.00","47,800.00"`;
    const later = await importCsv(c.admin, overlapping, 'to-22-nov.csv');
    expect(later.json).toMatchObject({ credits: 4, added: 1 });
    expect(later.json.reconciliation.matches.map((m: { proof: { contributionId: string } }) => m.proof.contributionId)).toEqual([unpaid]);
    expect(await read((tx) => tx.select().from(statementCredits))).toHaveLength(4);
    expect(await collected()).toBe(3_750_000);
  });

  it('takes pasted credit alerts, and lets the admin match one by hand', async () => {
    const pasted = await c.admin.call('POST', `/api/groups/${c.group.id}/statements`, {
      // Days after the proofs, naming nobody: nothing for the matcher to go on but the amount.
      text: 'Acct: 0123****89\nAmt: NGN8,000.00 CR\nDesc: CASH DEPOSIT LEKKI BRANCH\nDate: 25-11-2026 10:30\n\nAcct: 0123****89\nAmt: NGN1,000.00 CR\nDesc: CASH DEPOSIT\nDate: 25-11-2026 11:30',
    });
    expect(pasted.status).toBe(201);
    const [eight, one] = (pasted.json as StatementImportResult).reconciliation.unmatchedCredits;
    expect([eight!.amountKobo, one!.amountKobo]).toEqual([800_000, 100_000]);
    const byHand = await c.admin.call('POST', `/api/groups/${c.group.id}/reconciliation/confirm`, { matches: [{ creditId: eight!.id, contributionId: unpaid }] });
    expect(byHand.json.confirmed).toEqual([unpaid]);
    const refusals = await c.admin.call('POST', `/api/groups/${c.group.id}/reconciliation/confirm`, {
      matches: [
        { creditId: eight!.id, contributionId: chidi },
        { creditId: one!.id, contributionId: chidi },
      ],
    });
    expect(refusals.json.confirmed).toEqual([]);
    expect(refusals.json.refused).toEqual([
      { contributionId: chidi, code: 'statement-credit-matched', message: 'Statement line 1 is already matched to a payment.' },
      { contributionId: chidi, code: 'statement-amount-differs', message: 'Statement line 2 is for a different amount than this payment.' },
    ]);
  });

  it('lists a row it cannot read and stores nothing until the admin imports the rest knowingly', async () => {
    const badRow = await importCsv(c.admin, STATEMENT.replace('"3,000.00"', '"3,0O0.00"'));
    expect(badRow.status).toBe(200);
    expect(badRow.json).toMatchObject({ kind: 'preview', credits: 2, unreadable: [{ unit: 'Row', line: 8, reason: 'amount-not-a-number' }] });
    expect(badRow.json.unreadable[0].firstLine).toContain('TRF FROM KEMI BELLO');
    expect(await read((tx) => tx.select().from(statementCredits))).toEqual([]);
    const form = new FormData();
    form.append('statement', new Blob([STATEMENT.replace('"3,000.00"', '"3,0O0.00"')], { type: 'text/csv' }), 'november.csv');
    form.append('acceptUnreadable', 'true');
    const knowingly = await c.admin.send('POST', `/api/groups/${c.group.id}/statements`, form);
    expect(knowingly.status).toBe(201);
    expect(knowingly.json).toMatchObject({ kind: 'imported', credits: 2, added: 2, unreadable: [{ line: 8 }] });
    expect(await read((tx) => tx.select().from(statementCredits))).toHaveLength(2);
  });

  it('refuses a file it cannot read, naming the problem, and imports nothing', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const form = new FormData();
    form.append('statement', new Blob([png], { type: 'image/png' }), 'statement.csv');
    const notStatement = await c.admin.send('POST', `/api/groups/${c.group.id}/statements`, form);
    expect(notStatement.status).toBe(422);
    expect(notStatement.json.code).toBe('statement-format-unrecognised');
    const noCredits = await importCsv(c.admin, STATEMENT.split('\n').slice(0, 4).join('\n') + '\n21-Nov-2026 10:09:00,POS1,"POS",700.00,-,"1.00"');
    expect(noCredits.json.code).toBe('statement-no-credits');
    expect(await read((tx) => tx.select().from(statementImports))).toEqual([]);
    expect(await read((tx) => tx.select().from(statementCredits))).toEqual([]);
  });

  it('is the admin’s alone: a partner or member can neither import, see nor confirm', async () => {
    for (const who of [c.partner, c.member]) {
      expect((await importCsv(who, STATEMENT)).status).toBe(403);
      expect((await who.call('GET', `/api/groups/${c.group.id}/reconciliation`)).status).toBe(403);
      expect((await who.call('POST', `/api/groups/${c.group.id}/reconciliation/confirm`, { matches: [{ creditId: 'x', contributionId: chidi }] })).status).toBe(403);
    }
    expect(await read((tx) => tx.select().from(statementCredits))).toEqual([]);
  });
});
