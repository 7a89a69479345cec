/**
 * A history entry in plain words (issue 11 §4): "Ada confirmed ₦5,000 from Kemi Bello". The
 * entry's details are the canonical JSON its server wrote (sync-server/*-service.ts appendHistory);
 * they are read defensively, since a detail the reader may not see arrives as null and an older
 * entry may lack a field: the sentence then says what it can without them.
 */
import type { HistoryEventType } from '../../../shared/history';
import { formatNaira } from '../../../shared/money';
import type { HistoryRow } from '../../../shared/sync-protocol';
import { formatDate } from '../groups/format-date';

type Data = Record<string, unknown>;

/** What the device knows besides the entry: purse names and payouts by id (for an approval's recipient). */
export interface SentenceContext {
  purseName(projectId: string): string | null;
  payout(payoutId: string): { recipient: string; purpose: string } | null;
}

export interface HistorySentence {
  text: string;
  /** The purse it is about, when it names one. */
  purse: string | null;
  /** The details were withheld from this reader (a group that shows members only totals). */
  hidden: boolean;
}

export const HIDDEN_DETAILS = 'Details visible to the admin and partners';

function parse(data: string | null): Data | null {
  if (data === null) return null;
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
  } catch {
    return {};
  }
}

const str = (d: Data | null, key: string): string | null => (d && typeof d[key] === 'string' && d[key] !== '' ? (d[key] as string) : null);
const num = (d: Data | null, key: string): number | null => (d && Number.isSafeInteger(d[key]) ? (d[key] as number) : null);
const obj = (d: Data | null, key: string): Data | null => (d && d[key] !== null && typeof d[key] === 'object' ? (d[key] as Data) : null);
const money = (d: Data | null) => {
  const kobo = num(d, 'amountKobo');
  return kobo === null ? null : formatNaira(kobo);
};
/** ' ₦5,000' or '' (a sentence reads "confirmed a payment" without it). */
const amountOr = (d: Data | null, without: string) => money(d) ?? without;
/** 'the payout of ₦20,000 to Mama Put', or 'a payout' with nothing known. */
const thePayout = (d: Data | null, payout: { recipient: string } | null) =>
  `${money(d) ? `the payout of ${money(d)}` : 'a payout'}${payout ? ` to ${payout.recipient}` : ''}`;
const because = (d: Data | null) => (str(d, 'reason') ? `: ${str(d, 'reason')}` : '');
/** ' (matched to statement line 7)' for a confirm made from the bank reconciliation (issue 13 §3), else ''. */
const statementLine = (d: Data | null) => (num(d, 'statementLine') !== null ? ` (matched to statement line ${num(d, 'statementLine')})` : '');

/** A bank account as the group knows it: 'GTBank 0123456789 (Ajo Circle)'. */
function account(a: Data | null, withName: boolean): string {
  const parts = [str(a, 'bankName'), str(a, 'accountNumber')].filter(Boolean).join(' ');
  const name = withName && str(a, 'accountName') ? ` (${str(a, 'accountName')})` : '';
  return `${parts || 'no account'}${name}`;
}

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  targetAmountKobo: 'target',
  deadline: 'deadline',
  description: 'description',
  bankName: 'bank',
  accountNumber: 'account number',
  accountName: 'account name',
  showMemberAmounts: 'amounts members see',
  receiptMaxAgeDays: 'receipt age limit',
};

function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (key === 'targetAmountKobo' && Number.isSafeInteger(value)) return formatNaira(value as number);
  if (key === 'deadline' && typeof value === 'string') return formatDate(value) || value;
  if (key === 'showMemberAmounts') return value === true ? 'names and amounts' : 'only totals';
  if (key === 'receiptMaxAgeDays' && typeof value === 'number') return value === 1 ? '1 day' : `${value} days`;
  return String(value);
}

/** 'target ₦100,000 → ₦150,000, deadline none → 24 Dec 2025'; a description says only that it changed. */
function changes(before: Data | null, after: Data | null): string {
  // Canonical JSON sorts keys; read them in the order of the form instead.
  const order = Object.keys(FIELD_LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort((a, b) => rank(a) - rank(b));
  return keys
    .map((key) => {
      const label = FIELD_LABELS[key] ?? key;
      if (key === 'description') return 'description changed';
      return `${label} ${fieldValue(key, before?.[key])} → ${fieldValue(key, after?.[key])}`;
    })
    .join(', ');
}

/**
 * The sentence of one entry, for every event type (the switch is exhaustive).
 * @example historySentence(confirmedEntry, ctx).text === 'Ada confirmed ₦5,000 from Kemi Bello'
 */
export function historySentence(entry: Pick<HistoryRow, 'type' | 'actorId' | 'actorName' | 'subjectName' | 'data'>, ctx: SentenceContext): HistorySentence {
  const d = parse(entry.data);
  const actor = entry.actorId === null ? 'GroupPurse' : entry.actorName || 'Someone';
  const subject = entry.subjectName || 'a member';
  const projectId = str(d, 'projectId');
  const purse = str(d, 'name') ?? (projectId ? ctx.purseName(projectId) : null);
  const payout = str(d, 'payoutId') ? ctx.payout(str(d, 'payoutId')!) : null;
  const purseOr = (fallback: string) => purse ?? fallback;
  const type: HistoryEventType = entry.type;
  const text = ((): string => {
    switch (type) {
      case 'contribution.submitted':
        return `${subject} submitted ${amountOr(d, 'a payment')} for confirmation`;
      case 'contribution.confirmed':
        return `${actor} confirmed ${amountOr(d, 'a payment')} from ${subject}${statementLine(d)}`;
      case 'contribution.rejected':
        return `${actor} rejected ${amountOr(d, 'a payment')} from ${subject}${because(d)}`;
      case 'contribution.reversed':
        return `${actor} reversed ${amountOr(d, 'a payment')} from ${subject}${because(d)}`;
      case 'cash.recorded':
        return money(d) ? `${actor} recorded ${money(d)} cash from ${subject}` : `${actor} recorded a cash payment from ${subject}`;
      case 'payout.recorded': {
        const to = str(d, 'recipient') ?? payout?.recipient;
        const purpose = str(d, 'purpose') ?? payout?.purpose;
        const line = ['Payout', money(d), to && `to ${to}`, purpose && `for ${purpose}`].filter(Boolean).join(' ');
        return str(d, 'status') === 'pending' ? `${line} — waiting for approval` : line;
      }
      case 'payout.approved':
        return `${actor} approved ${thePayout(d, payout)}`;
      case 'payout.rejected':
        return `${actor} rejected ${thePayout(d, payout)}${because(d)}`;
      case 'purse.created': {
        const target = num(d, 'targetAmountKobo');
        return `${actor} created the purse ${purseOr('a purse')}${target !== null ? ` (target ${formatNaira(target)})` : ''}`;
      }
      case 'purse.edited': {
        const what = changes(obj(d, 'before'), obj(d, 'after'));
        return `${actor} edited ${purseOr('a purse')}${what ? `: ${what}` : ''}`;
      }
      case 'purse.paused':
        return `${actor} paused ${purseOr('a purse')}`;
      case 'purse.resumed':
        return `${actor} resumed ${purseOr('a purse')}`;
      case 'purse.completed':
        return `${actor} marked ${purseOr('a purse')} completed`;
      case 'bank.changed': {
        const [before, after] = [obj(d, 'old'), obj(d, 'new')];
        if (!before && !after) return `${actor} changed the bank details of ${purseOr('a purse')}`;
        const names = str(before, 'accountName') !== str(after, 'accountName');
        return `${actor} changed the bank details of ${purseOr('a purse')}: ${account(before, names)} → ${account(after, names)}`;
      }
      case 'group.edited': {
        const what = changes(obj(d, 'before'), obj(d, 'after'));
        return `${actor} edited the group${what ? `: ${what}` : ''}`;
      }
      case 'partner.added':
        return `${actor} made ${subject} an accountability partner`;
      case 'partner.removed':
        return `${actor} removed ${subject} as accountability partner`;
      case 'member.joined':
        return `${subject} joined the group`;
    }
  })();
  // A purse's own events name it in the sentence; the others show it beside the sentence.
  return { text, purse: type.startsWith('purse.') || type === 'bank.changed' ? null : purse, hidden: d === null };
}
