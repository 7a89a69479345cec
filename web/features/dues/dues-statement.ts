/**
 * The PDF statements of a levy, dues or rotation (issue 25 §4), per member and per period, laid out
 * as the group statement's blocks (the report feature draws them, in the same style): what the
 * member owes and each period's state; or who paid a period, part-paid it, owes it or was excused.
 * Pure, from the ledgers the grid shows, so the PDF cannot disagree with the screen; in the app's
 * language when made.
 */
import {
  dues_creditLabel,
  dues_finesColumn,
  dues_membersHeading,
  dues_overdueColumn,
  dues_owedLabel,
  dues_owingColumn,
  dues_paidInFull,
  dues_paidInFullCount,
  dues_pendingLabel,
  dues_periodsHeading,
  dues_receivedLabel,
  dues_statementOfMember,
  dues_statementOfPeriod,
  report_checkCodeLabel,
  report_made,
  report_nothing,
  report_summary,
  report_withCheckCode,
} from '../../../shared/i18n/paraglide/messages.js';
import { formatDateTime, formatNaira } from '../../lib/format';
import type { StatementBlock, StatementLayout } from '../report';
import type { PurseDuesView } from './dues-data';
import { cellWords, scheduleLine } from './dues-words';

/** What the statements need beyond the view: each period's label (as the grid's columns), the group's check code and when it is made. */
export interface DuesStatementContext {
  labels: readonly string[];
  checkCode: string;
  madeAt: string;
}

const heading = (text: string): StatementBlock => ({ kind: 'heading', text });
const pair = (label: string, figure: string, strong = false): StatementBlock => ({ kind: 'pair', label, figure, strong });

function layout(view: PurseDuesView, title: string, blocks: StatementBlock[], { checkCode, madeAt }: DuesStatementContext): StatementLayout {
  return {
    title: report_withCheckCode({ name: title, code: checkCode }),
    head: { title, lines: [`${view.group.name} · ${scheduleLine(view)}`, report_made({ when: formatDateTime(madeAt) })], checkCode: `${report_checkCodeLabel()} ${checkCode}` },
    blocks,
    footer: report_withCheckCode({ name: view.group.name, code: checkCode }),
  };
}

/**
 * One member's statement: what they owe, overdue, fines, credit and money awaiting confirmation,
 * then each period with its state. Null when the member is not in the view.
 * @example memberStatementLayout(view, 'u-kemi', { labels: ['Jan 2026'], checkCode: 'ab12cd34', madeAt })?.blocks[1] // { kind: 'pair', label: 'Owing', figure: '₦2,500', strong: true }
 */
export function memberStatementLayout(view: PurseDuesView, userId: string, context: DuesStatementContext): StatementLayout | null {
  const standing = view.ledgers.members.find((m) => m.member.userId === userId);
  if (!standing) return null;
  const { ledger, pendingKobo, member } = standing;
  const column = new Map(view.ledgers.periods.map((p, i) => [p.index, context.labels[i] ?? '']));
  const blocks: StatementBlock[] = [heading(report_summary()), pair(dues_owingColumn(), formatNaira(ledger.owingKobo), true), pair(dues_overdueColumn(), formatNaira(ledger.arrearsKobo))];
  if (ledger.finesKobo > 0) blocks.push(pair(dues_finesColumn(), formatNaira(ledger.finesOwingKobo)));
  if (ledger.creditKobo > 0) blocks.push(pair(dues_creditLabel(), formatNaira(ledger.creditKobo)));
  if (pendingKobo > 0) blocks.push(pair(dues_pendingLabel(), formatNaira(pendingKobo)));
  blocks.push(heading(dues_periodsHeading()));
  if (ledger.periods.length === 0) blocks.push({ kind: 'text', text: report_nothing(), muted: true });
  for (const period of ledger.periods) blocks.push(pair(column.get(period.index) ?? '', cellWords(period)));
  return layout(view, dues_statementOfMember({ purse: view.project.name, name: member.fullName || member.username }), blocks, context);
}

/**
 * One period's statement: how many paid it in full, what it received of what was owed, then each
 * member (arrears first, as the grid) with their state for it. Null for a period not in the view.
 */
export function periodStatementLayout(view: PurseDuesView, periodIndex: number, context: DuesStatementContext): StatementLayout | null {
  const at = view.ledgers.periods.findIndex((p) => p.index === periodIndex);
  const totals = view.ledgers.totals[at];
  if (at < 0 || !totals) return null;
  const label = context.labels[at] ?? '';
  const blocks: StatementBlock[] = [
    heading(report_summary()),
    pair(dues_paidInFull(), dues_paidInFullCount({ paid: totals.paidCount, count: totals.owingMembers }), true),
    pair(dues_receivedLabel(), formatNaira(totals.paidKobo)),
    pair(dues_owedLabel(), formatNaira(totals.owedKobo)),
    heading(dues_membersHeading()),
  ];
  for (const { member, ledger } of view.ledgers.members) {
    const period = ledger.periods.find((p) => p.index === periodIndex);
    if (period) blocks.push(pair(member.fullName || member.username, cellWords(period)));
  }
  return layout(view, dues_statementOfPeriod({ purse: view.project.name, period: label }), blocks, context);
}
