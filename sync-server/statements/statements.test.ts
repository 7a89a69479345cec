import { describe, expect, it } from 'vitest';
import { groupStatement, purseStatement, type Statement } from '../../shared/statement';
import { eachTestACircle, type Circle } from '../contributions/test-fixtures';
import { anonymous, person } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { nairaCellToKobo, parseCsv, purseBalance, someBooks, userRow } from './statement-fixtures';
import { groupStatementInput, purseStatementInput } from './statement-data';
import { STATEMENT_COLUMNS } from '../../shared/statement-table';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const purseCsv = (query = '') => c.admin.call('GET', `/api/projects/${c.project.id}/statement.csv${query}`);

/** The statement function's answer over the same rows and clock as the route. */
async function expected(range: { from: string | null; to: string | null } = { from: null, to: null }): Promise<Statement> {
  const admin = await userRow(t, c.admin.id);
  const loaded = await t.db.transaction((tx) => purseStatementInput(tx, admin, c.project.id, range, t.clock.now()), { readOnly: true });
  if (!loaded.ok) throw new Error(loaded.message);
  return purseStatement(loaded.value.input, c.project.id);
}

/** A parsed CSV: its movement rows (before the blank row) and its summary lines by label. */
function read(text: string) {
  // The test client's TextDecoder drops the byte order mark (the first test checks the bytes).
  const rows = parseCsv(text);
  const blank = rows.findIndex((r) => r.length === 1 && r[0] === '');
  const summary = new Map(rows.slice(blank + 1).map((r) => [r[0]!, r.slice(1)]));
  return { header: rows[0]!, movements: rows.slice(1, blank), summary, money: (label: string) => nairaCellToKobo(summary.get(label)![0]!) };
}

const col = (name: (typeof STATEMENT_COLUMNS)[number]) => STATEMENT_COLUMNS.indexOf(name);

describe('GET /api/projects/{id}/statement.csv', () => {
  it('is a UTF-8 CSV attachment named after the purse, with CRLF rows', async () => {
    await someBooks(t, c);
    const res = await purseCsv();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="xmas-party-statement.csv"');
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.json.split('\r\n').length).toBeGreaterThan(5);
  });

  it('has one row per movement whose every number is the statement function’s and the ledger’s', async () => {
    await someBooks(t, c);
    const csv = read((await purseCsv()).json);
    const statement = await expected();
    expect(csv.header).toEqual([...STATEMENT_COLUMNS]);
    expect(csv.movements.map((r) => [r[col('Date')], r[col('Type')], r[col('Status')]])).toEqual([
      ['2026-11-22', 'Payment', 'confirmed'],
      ['2026-11-29', 'Payment', 'confirmed'],
      ['2026-12-10', 'Payout', 'approved'],
    ]);
    expect(csv.movements.map((r) => nairaCellToKobo(r[col('Amount (NGN)')]!))).toEqual(statement.movements.map((m) => m.amountKobo));
    expect(csv.movements.map((r) => nairaCellToKobo(r[col('Balance (NGN)')]!))).toEqual(statement.movements.map((m) => m.balanceKobo));
    expect(csv.movements.map((r) => nairaCellToKobo(r[col('Amount (NGN)')]!))).toEqual([150_050, 70_000, -120_000]);

    const t0 = statement.totals;
    expect([csv.money('Opening balance'), csv.money('Money in (confirmed)'), csv.money('Reversed'), csv.money('Paid out'), csv.money('Closing balance')]).toEqual([
      t0.openingKobo,
      t0.inKobo,
      t0.reversedKobo,
      t0.outKobo,
      t0.closingKobo,
    ]);
    // The ledger: what the database holds as collected − paid out.
    expect(csv.money('Closing balance')).toBe(await purseBalance(t, c.project.id));
    expect(csv.money('Closing balance')).toBe(100_050);
    expect(csv.money('Payments awaiting confirmation')).toBe(30_000);
    expect(csv.summary.get('Rejected contribution: dayo Okafor')).toEqual(['200.00', 'wrong amount']);
    expect(csv.summary.get('Not yet paid')).toEqual(['dayo Okafor, pat Okafor']);
    expect(csv.summary.get('Accountability partners')).toEqual(['pat Okafor']);
    expect(csv.summary.get('Check code')![0]).toMatch(/^[0-9a-f]{8}$/);
    expect(csv.summary.get('Check code')).toEqual([statement.checkCode]);
    // Made at 09:00 UTC: the reader in Nigeria reads 10:00 West Africa Time, as the PDF says.
    expect(csv.summary.get('Made at')).toEqual(['2026-12-15 10:00 WAT']);
  });

  it('says when it was made in Lagos time, on the Lagos day, labelled WAT', async () => {
    await someBooks(t, c);
    t.clock.set(new Date('2026-12-31T23:30:00Z'));
    const csv = read((await purseCsv()).json);
    expect(csv.summary.get('Made at')).toEqual(['2027-01-01 00:30 WAT']);
  });

  it('keeps user text from running as a formula, and quotes commas and quotes', async () => {
    await someBooks(t, c);
    const csv = read((await purseCsv()).json);
    const whoColumn = csv.movements.map((r) => r[col('Member / recipient')]);
    expect(whoColumn).toContain(`'=HYPERLINK("http://evil.example","Pay")`);
    expect(whoColumn).toContain("'-Mama Put");
    expect(csv.movements.map((r) => r[col('Purpose / notes')])).toContain('Food, drinks and "small chops"');
    // Negative amounts stay numbers: no apostrophe before a minus of a money cell.
    expect(csv.movements.at(-1)![col('Amount (NGN)')]).toBe('-1200.00');
  });

  it('takes a period: money before it opens the balance, money after it is left out', async () => {
    await someBooks(t, c);
    const csv = read((await purseCsv('?from=2026-11-25&to=2026-11-30')).json);
    expect(csv.movements.map((r) => nairaCellToKobo(r[col('Amount (NGN)')]!))).toEqual([70_000]);
    expect(csv.money('Opening balance')).toBe(150_050);
    expect(csv.money('Closing balance')).toBe(220_050);
    expect(csv.summary.get('Period')).toEqual(['2026-11-25 to 2026-11-30']);
    expect((await expected({ from: '2026-11-25', to: '2026-11-30' })).totals.closingKobo).toBe(220_050);
  });

  it.each([['?from=2027-13-01'], ['?to=yesterday'], ['?from=2027-02-01&to=2027-01-01']])('refuses the period %s with 400 and a message', async (query) => {
    const res = await purseCsv(query);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/YYYY-MM-DD|start date/);
  });

  it('is for the admin and partners: a member, an outsider and a stranger are refused', async () => {
    const outsider = await person(t, 'olu');
    expect((await c.partner.call('GET', `/api/projects/${c.project.id}/statement.csv`)).status).toBe(200);
    expect((await c.member.call('GET', `/api/projects/${c.project.id}/statement.csv`)).status).toBe(403);
    expect((await outsider.call('GET', `/api/projects/${c.project.id}/statement.csv`)).status).toBe(403);
    expect((await c.member.call('GET', `/api/groups/${c.group.id}/statement.csv`)).status).toBe(403);
    expect((await c.admin.call('GET', '/api/projects/no-such-purse/statement.csv')).status).toBe(404);
    expect((await c.admin.call('GET', '/api/groups/no-such-group/statement.csv')).status).toBe(404);
    expect((await anonymous(t, 'GET', `/api/projects/${c.project.id}/statement.csv`)).status).toBe(401);
  });
});

describe('GET /api/groups/{id}/statement.csv', () => {
  it('sums the purses and the money that named none, as the ledger does', async () => {
    await someBooks(t, c);
    const res = await c.admin.call('GET', `/api/groups/${c.group.id}/statement.csv`);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ajo-circle-statement.csv"');
    const csv = read(res.json);
    const admin = await userRow(t, c.admin.id);
    const loaded = await t.db.transaction((tx) => groupStatementInput(tx, admin, c.group.id, { from: null, to: null }, t.clock.now()), { readOnly: true });
    if (!loaded.ok) throw new Error(loaded.message);
    const statement = groupStatement(loaded.value);
    expect(csv.movements).toHaveLength(statement.movements.length);
    expect(csv.movements.map((r) => r[col('Purse')])).toEqual(['Xmas Party', 'Xmas Party', 'No purse', 'Xmas Party']);
    const balance = await purseBalance(t, c.project.id);
    expect(csv.money('Purse Xmas Party: closing balance')).toBe(balance);
    expect(csv.money('Purse No purse: closing balance')).toBe(9_999);
    expect(csv.money('Closing balance')).toBe(balance + 9_999);
    expect(csv.money('Closing balance')).toBe(statement.totals.closingKobo);
    expect(csv.summary.get('Not yet paid')).toEqual(['pat Okafor']);
  });
});
