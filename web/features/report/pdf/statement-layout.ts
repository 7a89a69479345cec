/**
 * What the statement PDF says, in order, as plain blocks of words and figures: the same Statement
 * and the same lines as the screen (statement-lines.ts), so the two cannot disagree. Pure, so a
 * test reads the document's content without drawing it; statement-pdf.ts only draws these blocks.
 */
import { formatNaira } from '../../../../shared/money';
import { NO_PURSE, type Statement, type StatementItem } from '../../../../shared/statement';
import { TYPE_LABELS } from '../../../../shared/statement-table';
import { formatDate } from '../../groups/format-date';
import { formatDateTime } from '../../review/review-format';
import { nairaOrDash, periodText, signedNaira, statementTitle, summaryRows } from '../statement-lines';

export type StatementBlock =
  | { kind: 'heading'; text: string }
  /** A label on the left, its figure on the right. */
  | { kind: 'pair'; label: string; figure: string; strong: boolean }
  /** One movement of money: when and what, the amount, who, then purpose, reference and balance. */
  | { kind: 'movement'; when: string; amount: string; out: boolean; who: string; details: string | null; receiptUrl: string | null }
  | { kind: 'text'; text: string; muted: boolean };

export interface StatementLayout {
  /** The document's title (shown by PDF readers and share sheets). */
  title: string;
  head: { title: string; lines: string[]; checkCode: string };
  blocks: StatementBlock[];
  /** Printed at the foot of every page, with its page number. */
  footer: string;
}

export interface StatementLayoutOptions {
  mine: boolean;
  purseNames: ReadonlyMap<string, string>;
  /** Where receipts are opened ('https://grouppurse.ng'); null leaves them unlinked. */
  origin: string | null;
}

const heading = (text: string): StatementBlock => ({ kind: 'heading', text });
const pair = (label: string, figure: string, strong = false): StatementBlock => ({ kind: 'pair', label, figure, strong });
const text = (words: string, muted = false): StatementBlock => ({ kind: 'text', text: words, muted });
const itemLabel = (i: StatementItem) => `${i.kind === 'payout' ? 'Payout to' : 'Payment from'} ${i.who}${i.details ? `: ${i.details}` : ''}`;

export function statementLayout(s: Statement, { mine, purseNames, origin }: StatementLayoutOptions): StatementLayout {
  const title = statementTitle(s, mine);
  const blocks: StatementBlock[] = [heading('Summary'), ...summaryRows(s, mine).map((row) => pair(row.label, formatNaira(row.kobo), row.strong))];

  if (s.purses.length > 0) blocks.push(heading('Purses'), ...s.purses.map((p) => pair(p.name, `${formatNaira(p.totals.closingKobo)} balance`)));
  if (!mine && s.byMember.length > 0) {
    blocks.push(heading('Paid by member'), ...s.byMember.map((m) => pair(`${m.name} (${m.payments} ${m.payments === 1 ? 'payment' : 'payments'})`, nairaOrDash(m.netKobo))));
  }

  blocks.push(heading(mine ? 'My payments' : 'Money in and out'));
  if (s.movements.length === 0) blocks.push(text('Nothing in this period.', true));
  for (const m of s.movements) {
    const purse = s.kind === 'group' ? ` · ${m.projectId === null ? NO_PURSE : (purseNames.get(m.projectId) ?? '')}` : '';
    const details = [m.details, m.reference ? `Ref: ${m.reference}` : null, m.balanceKobo === null ? null : `Balance ${formatNaira(m.balanceKobo)}`].filter(Boolean).join(' · ');
    blocks.push({
      kind: 'movement',
      when: `${formatDate(m.at)} · ${TYPE_LABELS[m.type]}${purse}`,
      amount: signedNaira(m.amountKobo),
      out: (m.amountKobo ?? 0) < 0,
      who: m.who,
      details: details || null,
      receiptUrl: m.type === 'payout' && m.hasReceipt && origin ? `${origin}/api/payouts/${encodeURIComponent(m.id)}/receipt` : null,
    });
  }

  if (s.pending.length > 0) blocks.push(heading('Waiting'), ...s.pending.map((i) => pair(itemLabel(i), nairaOrDash(i.amountKobo))));
  if (s.rejected.length > 0) blocks.push(heading('Rejected'), ...s.rejected.map((i) => pair(itemLabel(i), nairaOrDash(i.amountKobo))));
  if (!mine) blocks.push(heading(`Not yet paid (${s.defaulters.length})`), text(s.defaulters.length === 0 ? 'Everyone has paid.' : s.defaulters.map((d) => d.name).join(', ')));
  blocks.push(heading('Accountability partners'), text(s.partners.length === 0 ? 'None' : s.partners.join(', ')));
  if (!s.showMemberAmounts) blocks.push(text("— : this group shows members only totals; other members' amounts are visible to the admin and partners.", true));

  return {
    title: `${title} · check code ${s.checkCode}`,
    head: { title, lines: [`Period: ${periodText(s.range)}`, `Made: ${formatDateTime(s.madeAt)}`], checkCode: `Check code: ${s.checkCode}` },
    blocks,
    footer: `${s.groupName} · check code ${s.checkCode}`,
  };
}
