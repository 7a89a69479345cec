import { describe, expect, it } from 'vitest';
import { statementLayout, type StatementBlock } from './statement-layout';
import { testStatement } from './test-statement';

const options = { mine: false, purseNames: new Map([['p1', 'Xmas Party']]), origin: 'https://grouppurse.test' };
const headings = (blocks: StatementBlock[]) => blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
const pairs = (blocks: StatementBlock[]) => blocks.flatMap((b) => (b.kind === 'pair' ? [[b.label, b.figure]] : []));
const movements = (blocks: StatementBlock[]) => blocks.filter((b) => b.kind === 'movement');

describe('statementLayout', () => {
  it('heads the document with the title, the period, the day it was made and the check code', () => {
    const layout = statementLayout(testStatement({ range: { from: '2026-01-01', to: null } }), options);
    expect(layout.head).toEqual({ title: 'Ìrẹ́pọ̀ Ajo: Xmas Party', lines: ['Period: From 1 Jan 2026', expect.stringMatching(/^Made: 1 Mar 2026/)], checkCode: 'Check code: 1a2b3c4d' });
    expect(layout.title).toBe('Ìrẹ́pọ̀ Ajo: Xmas Party · check code 1a2b3c4d');
    expect(layout.footer).toBe('Ìrẹ́pọ̀ Ajo · check code 1a2b3c4d');
  });

  it('gives the admin and partners the whole purse: summary, members, movements, waiting, rejected, defaulters and partners', () => {
    const { blocks } = statementLayout(testStatement(), options);
    expect(headings(blocks)).toEqual(['Summary', 'Paid by member', 'Money in and out', 'Waiting', 'Rejected', 'Not yet paid (1)', 'Accountability partners']);
    expect(pairs(blocks)).toEqual([
      ['Opening balance', '₦0'],
      ['Money in (confirmed)', '₦5,000'],
      ['of which cash recorded', '₦0'],
      ['Reversed', '₦0'],
      ['Paid out', '₦2,000'],
      ['Closing balance', '₦3,000'],
      ['Payments awaiting confirmation', '₦1,000'],
      ['Payouts awaiting approval', '₦0'],
      ['Adébáyọ̀ Ọlá (1 payment)', '₦5,000'],
      ['Payment from Ɓala Ƙarami', '₦1,000'],
      ['Payout to DJ Spinall: Music', '₦9,000'],
    ]);
    expect(blocks.find((b) => b.kind === 'pair' && b.strong)).toMatchObject({ label: 'Closing balance' });
    expect(blocks.filter((b) => b.kind === 'text').map((b) => b.kind === 'text' && b.text)).toEqual(['Chiọma Ụdeh', 'Pat Eze']);
  });

  it('lays each movement out with its day, type, signed amount, purpose, reference, balance and the payout’s receipt link', () => {
    expect(movements(statementLayout(testStatement(), options).blocks)).toEqual([
      { kind: 'movement', when: '5 Jan 2026 · Payment', amount: '+₦5,000', out: false, who: 'Adébáyọ̀ Ọlá', details: 'Ref: TRX-5000 · Balance ₦5,000', receiptUrl: null },
      { kind: 'movement', when: '10 Jan 2026 · Payout', amount: '−₦2,000', out: true, who: 'Mama Put', details: 'Party food · Balance ₦3,000', receiptUrl: 'https://grouppurse.test/api/payouts/o%2F1/receipt' },
    ]);
    expect(movements(statementLayout(testStatement(), { ...options, origin: null }).blocks).map((b) => b.kind === 'movement' && b.receiptUrl)).toEqual([null, null]);
  });

  it('names each movement’s purse in a group statement, and lists the purses', () => {
    const s = testStatement({ kind: 'group', purseName: null, purses: [{ projectId: 'p1', name: 'Xmas Party', targetKobo: null, totals: testStatement().totals }] });
    s.movements[1] = { ...s.movements[1]!, projectId: null };
    const { blocks, head } = statementLayout(s, options);
    expect(head.title).toBe('Ìrẹ́pọ̀ Ajo: whole group');
    expect(pairs(blocks)).toContainEqual(['Xmas Party', '₦3,000 balance']);
    expect(movements(blocks).map((b) => b.kind === 'movement' && b.when)).toEqual(['5 Jan 2026 · Payment · Xmas Party', '10 Jan 2026 · Payout · No purse']);
  });

  it('gives a member their own payments without other members or defaulters', () => {
    const { blocks, head } = statementLayout(testStatement(), { ...options, mine: true });
    expect(head.title).toBe('My statement: Xmas Party');
    expect(headings(blocks)).toEqual(['Summary', 'My payments', 'Waiting', 'Rejected', 'Accountability partners']);
    expect(pairs(blocks).map(([label]) => label)).toContain('Total paid');
  });

  it('prints — for amounts the group withholds, and says why', () => {
    const s = testStatement({ showMemberAmounts: false });
    s.movements[0] = { ...s.movements[0]!, amountKobo: null, balanceKobo: null };
    s.byMember[0] = { ...s.byMember[0]!, netKobo: null };
    const { blocks } = statementLayout(s, options);
    expect(pairs(blocks)).toContainEqual(['Adébáyọ̀ Ọlá (1 payment)', '—']);
    expect(movements(blocks)[0]).toMatchObject({ amount: '—', details: 'Ref: TRX-5000' });
    expect(blocks.at(-1)).toEqual({ kind: 'text', text: "— : this group shows members only totals; other members' amounts are visible to the admin and partners.", muted: true });
  });

  it('says so when nothing moved in the period', () => {
    const { blocks } = statementLayout(testStatement({ movements: [] }), options);
    expect(blocks[blocks.findIndex((b) => b.kind === 'heading' && b.text === 'Money in and out') + 1]).toEqual({ kind: 'text', text: 'Nothing in this period.', muted: true });
  });
});
