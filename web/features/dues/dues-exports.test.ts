import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { duesTable } from './dues-csv';
import type { StatementBlock } from '../report';
import { memberStatementLayout, periodStatementLayout } from './dues-statement';
import { duesXlsx } from './dues-xlsx';
import { testDuesView, testLedgers } from './test-view';

const ledgers = testLedgers;
const view = testDuesView;
const context = { labels: ['Jan 2026', 'Feb 2026', 'Mar 2026'], checkCode: 'ab12cd34', madeAt: '2026-03-10T09:00:00.000Z' };
const words = (blocks: readonly StatementBlock[]) => blocks.map((b) => (b.kind === 'pair' ? `${b.label}: ${b.figure}` : b.kind === 'movement' ? b.who : b.text));

describe('the dues statements (issue 25 §4)', () => {
  it("says one member's standing and every period's state, with the group's check code", () => {
    const kemi = memberStatementLayout(view, 'u1', context)!;
    expect(kemi.head.title).toBe('Monthly Dues: statement of Kemi Bello');
    expect(kemi.head.lines[0]).toBe('Unity Circle · ₦5,000 per member · Monthly');
    expect(kemi.head.checkCode).toBe('Check code: ab12cd34');
    expect(kemi.footer).toBe('Unity Circle · check code ab12cd34');
    expect(words(kemi.blocks)).toEqual([
      'Summary',
      'Owing: ₦7,500',
      'Overdue: ₦2,500',
      'Sent, awaiting confirmation: ₦1,000',
      'Periods',
      'Jan 2026: Paid',
      'Feb 2026: Part-paid: ₦2,500 of ₦5,000',
      'Mar 2026: Owing',
    ]);
    expect(words(memberStatementLayout(view, 'u3', context)!.blocks).slice(0, 4)).toEqual(['Summary', 'Owing: ₦0', 'Overdue: ₦0', 'Credit for the next period: ₦2,000']);
    expect(memberStatementLayout(view, 'nobody', context)).toBeNull();
  });

  it("says one period's count paid in full, money received of owed, and each member's state, arrears first", () => {
    const feb = periodStatementLayout(view, 1, context)!;
    expect(feb.head.title).toBe('Monthly Dues: statement of Feb 2026');
    expect(words(feb.blocks)).toEqual(['Summary', 'Paid in full: 1 of 3', 'Received: ₦7,500', 'Owed: ₦15,000', 'Members', 'Chidi Obi: Owing', 'Kemi Bello: Part-paid: ₦2,500 of ₦5,000', 'Bola Ade: Paid']);
    expect(periodStatementLayout(view, 9, context)).toBeNull();
  });

  it('makes the grid an XLSX workbook on the phone: money as naira numbers, words as text', async () => {
    const blob = await duesXlsx(duesTable(ledgers, context.labels), 'Monthly Dues: 2026/27');
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(rows[0]).toEqual(['Member', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Owing', 'Overdue']);
    expect(rows.map((row) => row[0])).toEqual(['Member', ...ledgers.members.map((m) => m.member.fullName), 'Total paid']);
    const kemi = rows.find((row) => row[0] === 'Kemi Bello')!;
    expect(kemi.slice(1)).toEqual([5000, 2500, 0, 7500, 2500]);
    expect(rows.at(-1)).toEqual(['Total paid', 10000, 7500, 5000, 17500, 7500]);
  });
});
