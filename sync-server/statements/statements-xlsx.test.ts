import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { purseStatement } from '../../shared/statement';
import { eachTestACircle, type Circle } from '../contributions/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { purseBalance, someBooks, userRow } from './statement-fixtures';
import { purseStatementInput } from './statement-data';
import { STATEMENT_COLUMNS } from '../../shared/statement-table';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

/** Naira read back from a number cell, as exact kobo (the cell holds kobo / 100). */
const kobo = (cell: unknown) => {
  expect(typeof cell).toBe('number');
  return Math.round((cell as number) * 100);
};

/** A date cell read back: read-excel-file gives a Date only for a number cell with a date format. */
const asDate = (cell: unknown): Date => {
  expect(cell).toBeInstanceOf(Date);
  return cell as Date;
};

describe('GET /api/projects/{id}/statement.xlsx', () => {
  it('is a workbook whose every number is the statement function’s and the ledger’s, and whose text stays text', async () => {
    await someBooks(t, c);
    const res = await c.admin.call('GET', `/api/projects/${c.project.id}/statement.xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="xmas-party-statement.xlsx"');
    expect([...res.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]); // a zip

    const rows = await readSheet(Buffer.from(res.bytes));
    const admin = await userRow(t, c.admin.id);
    const loaded = await t.db.transaction((tx) => purseStatementInput(tx, admin, c.project.id, { from: null, to: null }, t.clock.now()), { readOnly: true });
    if (!loaded.ok) throw new Error(loaded.message);
    const statement = purseStatement(loaded.value.input, c.project.id);

    expect(rows[0]).toEqual([...STATEMENT_COLUMNS]);
    const movements = rows.slice(1, 1 + statement.movements.length);
    const amount = STATEMENT_COLUMNS.indexOf('Amount (NGN)');
    const balance = STATEMENT_COLUMNS.indexOf('Balance (NGN)');
    expect(movements.map((r) => kobo(r[amount]))).toEqual(statement.movements.map((m) => m.amountKobo));
    expect(movements.map((r) => kobo(r[balance]))).toEqual(statement.movements.map((m) => m.balanceKobo));
    // Names are text as written (a workbook cell is never a formula here), amounts numbers.
    expect(movements.map((r) => r[STATEMENT_COLUMNS.indexOf('Member / recipient')])).toContain('=HYPERLINK("http://evil.example","Pay")');

    const summary = new Map(rows.filter((r) => typeof r[0] === 'string').map((r) => [r[0] as string, r.slice(1)]));
    expect(kobo(summary.get('Closing balance')![0])).toBe(statement.totals.closingKobo);
    expect(kobo(summary.get('Closing balance')![0])).toBe(await purseBalance(t, c.project.id));
    expect(kobo(summary.get('Money in (confirmed)')![0])).toBe(statement.totals.inKobo);
    expect(kobo(summary.get('Paid out')![0])).toBe(statement.totals.outKobo);
    expect(summary.get('Check code')![0]).toBe(statement.checkCode);
  });

  it('writes dates as date cells a spreadsheet sorts, on Lagos time, not as text', async () => {
    await someBooks(t, c);
    const res = await c.admin.call('GET', `/api/projects/${c.project.id}/statement.xlsx`);
    const rows = await readSheet(Buffer.from(res.bytes));
    const date = STATEMENT_COLUMNS.indexOf('Date');
    const days = rows.slice(1, 4).map((r) => asDate(r[date]));
    expect(days.map((d) => d.toISOString())).toEqual(['2026-11-22T00:00:00.000Z', '2026-11-29T00:00:00.000Z', '2026-12-10T00:00:00.000Z']);
    // Made at 09:00 UTC: the cell holds 10:00, Lagos wall-clock time, as the PDF and CSV say it.
    const madeAt = asDate(rows.find((r) => r[0] === 'Made at')![1]);
    expect(madeAt.toISOString()).toBe('2026-12-15T10:00:00.000Z');
  });
});
