import { describe, expect, it } from 'vitest';
import type { Statement } from '../../../shared/statement';
import { nairaOrDash, periodText, signedNaira, statementFileName, statementTitle, summaryRows } from './statement-lines';

const totals = { openingKobo: 100_000, inKobo: 500_000, cashKobo: 0, reversedKobo: 0, outKobo: 200_000, closingKobo: 400_000, pendingInKobo: 300_000, pendingOutKobo: 0 };
const s = { groupName: 'Ajo Circle', purseName: 'Xmas Party', totals } as Statement;

describe('statement lines', () => {
  it.each([
    { range: { from: null, to: null }, text: 'All dates' },
    { range: { from: '2025-12-01', to: null }, text: 'From 1 Dec 2025' },
    { range: { from: null, to: '2025-12-31' }, text: 'Up to 31 Dec 2025' },
    { range: { from: '2025-12-01', to: '2025-12-31' }, text: '1 Dec 2025 to 31 Dec 2025' },
  ])('period $text', ({ range, text }) => expect(periodText(range)).toBe(text));

  it.each([
    { kobo: 500_000, text: '+₦5,000' },
    { kobo: -200_000, text: '−₦2,000' },
    { kobo: null, text: '—' },
  ])('amount $text', ({ kobo, text }) => expect(signedNaira(kobo)).toBe(text));

  it('prints the group’s books, or a member’s own payments with their own labels', () => {
    expect(summaryRows(s, false).map((r) => r.label)).toEqual([
      'Opening balance',
      'Money in (confirmed)',
      'of which cash recorded',
      'Reversed',
      'Paid out',
      'Closing balance',
      'Payments awaiting confirmation',
      'Payouts awaiting approval',
    ]);
    expect(summaryRows(s, false).find((r) => r.strong)).toEqual({ label: 'Closing balance', kobo: 400_000, strong: true });
    expect(summaryRows(s, true).map((r) => [r.label, r.kobo])).toEqual([
      ['Paid before this period', 100_000],
      ['Paid in this period (confirmed)', 500_000],
      ['Total paid', 400_000],
      ['Awaiting confirmation', 300_000],
    ]);
  });

  it('names the statement and its file', () => {
    expect(statementTitle(s, false)).toBe('Ajo Circle: Xmas Party');
    expect(statementTitle({ ...s, purseName: null }, true)).toBe('My statement: whole group');
    expect(statementFileName(s, 'pdf', false)).toBe('ajo-circle-xmas-party-statement.pdf');
    expect(statementFileName(s, 'csv', true)).toBe('ajo-circle-xmas-party-mine-statement.csv');
    expect(nairaOrDash(null)).toBe('—');
  });
});
