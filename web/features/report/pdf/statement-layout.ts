/**
 * What the statement PDF says, in order, as plain blocks of words and figures: the same Statement
 * and the same lines as the screen (statement-lines.ts), so the two cannot disagree. Pure, so a
 * test reads the document's content without drawing it; statement-pdf.ts only draws these blocks.
 * Its words are in the language the app shows when the PDF is made, like the screen's.
 */
import {
  report_approvedBy,
  report_balanceAfter,
  report_notApproved,
  report_checkCodeLabel,
  report_made,
  report_memberPayments,
  report_moneyInOut,
  report_myPayments,
  report_none,
  report_nothing,
  report_paidByMember,
  report_partners,
  report_period,
  report_purseBalance,
  report_purses,
  report_ref,
  report_rejected,
  report_summary,
  report_totalsOnly,
  report_waiting,
  report_withCheckCode,
} from '../../../../shared/i18n/paraglide/messages.js';
import { NO_PURSE, type Statement } from '../../../../shared/statement';
import { movementTypeText } from '../../../../shared/statement-table';
import { formatDate, formatDateTime, formatNaira } from '../../../lib/format';
import { defaultersText, defaultersTitle } from '../defaulters-text';
import { itemLabel, nairaOrDash, periodText, signedNaira, statementTitle, summaryRows } from '../statement-lines';

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

export function statementLayout(s: Statement, { mine, purseNames, origin }: StatementLayoutOptions): StatementLayout {
  const title = statementTitle(s, mine);
  const blocks: StatementBlock[] = [heading(report_summary()), ...summaryRows(s, mine).map((row) => pair(row.label, formatNaira(row.kobo), row.strong))];

  if (s.purses.length > 0) blocks.push(heading(report_purses()), ...s.purses.map((p) => pair(p.name, report_purseBalance({ amount: formatNaira(p.totals.closingKobo) }))));
  if (!mine && s.byMember.length > 0) {
    blocks.push(heading(report_paidByMember()), ...s.byMember.map((m) => pair(report_memberPayments({ name: m.name, count: m.payments }), nairaOrDash(m.netKobo))));
  }

  blocks.push(heading(mine ? report_myPayments() : report_moneyInOut()));
  if (s.movements.length === 0) blocks.push(text(report_nothing(), true));
  for (const m of s.movements) {
    const purse = s.kind === 'group' ? ` · ${m.projectId === null ? NO_PURSE : (purseNames.get(m.projectId) ?? '')}` : '';
    const approval = m.approvedBy === null ? report_notApproved() : m.approvedBy ? report_approvedBy({ name: m.approvedBy }) : null;
    const details = [m.details, approval, m.reference ? report_ref({ reference: m.reference }) : null, m.balanceKobo === null ? null : report_balanceAfter({ amount: formatNaira(m.balanceKobo) })].filter(Boolean).join(' · ');
    blocks.push({
      kind: 'movement',
      when: `${formatDate(m.at)} · ${movementTypeText(m.type)}${purse}`,
      amount: signedNaira(m.amountKobo),
      out: (m.amountKobo ?? 0) < 0,
      who: m.who,
      details: details || null,
      receiptUrl: m.type === 'payout' && m.hasReceipt && origin ? `${origin}/api/payouts/${encodeURIComponent(m.id)}/receipt` : null,
    });
  }

  if (s.pending.length > 0) blocks.push(heading(report_waiting()), ...s.pending.map((i) => pair(itemLabel(i), nairaOrDash(i.amountKobo))));
  if (s.rejected.length > 0) blocks.push(heading(report_rejected()), ...s.rejected.map((i) => pair(itemLabel(i), nairaOrDash(i.amountKobo))));
  if (!mine) blocks.push(heading(defaultersTitle(s)), text(defaultersText(s)));
  blocks.push(heading(report_partners()), text(s.partners.length === 0 ? report_none() : s.partners.join(', ')));
  if (!s.showMemberAmounts) blocks.push(text(report_totalsOnly(), true));

  return {
    title: report_withCheckCode({ name: title, code: s.checkCode }),
    head: { title, lines: [report_period({ period: periodText(s.range) }), report_made({ when: formatDateTime(s.madeAt) })], checkCode: `${report_checkCodeLabel()} ${s.checkCode}` },
    blocks,
    footer: report_withCheckCode({ name: s.groupName, code: s.checkCode }),
  };
}
