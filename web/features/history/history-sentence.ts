/**
 * A history entry in plain words (issue 11 §4): "Ada confirmed ₦5,000 from Kemi Bello". The
 * entry's details are the canonical JSON its server wrote (sync-server/*-service.ts appendHistory);
 * they are read defensively, since a detail the reader may not see arrives as null and an older
 * entry may lack a field: the sentence then says what it can without them.
 */
import type { HistoryEventType } from '../../../shared/history';
import { isLocale, LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import type { HistoryRow } from '../../../shared/sync-protocol';
import { formatDate, formatDay, formatNaira } from '../../lib/format';
import { fineSettingOf, fineWords } from '../../lib/fine-words';
import { history_aGuest, history_aMember, history_agreedByPartner, history_fieldPayoutApproval, history_no, history_notApprovedByAnyone, history_yes, history_aPayment, history_aPayout, history_aPurse, history_approved, history_bankChanged, history_cashRecorded, history_cashRecordedNoAmount, history_confirmed, history_transferRecorded, history_days, history_descriptionChanged, history_fieldAccountName, history_fieldAccountNumber, history_fieldBank, history_fieldDeadline, history_fieldDescription, history_fieldLocale, history_fieldName, history_fieldPerMember, history_fieldReceiptAge, history_fieldShowAmounts, history_fieldTarget, history_groupEdited, history_memberJoined, history_namesAndAmounts, history_noAccount, history_none, history_onlyTotals, history_partnerAdded, history_partnerRemoved, history_payout, history_payoutFor, history_payoutRejected, history_payoutTo, history_payoutWaiting, history_purseCompleted, history_purseCreated, history_purseEdited, history_pursePaused, history_purseResumed, history_rejected, history_reversed, history_someone, history_statementLine, history_submitted, history_targetSuffix, history_thePayoutOf, history_duesExcused, history_duesOwesFromJoin, history_duesOwesFromStart, history_duesReason, history_duesStopped, history_duesFineWaived, history_fieldLateFine, history_rotationPicked, history_rotationPicksOpened,
  history_rotationSwapAgreed,
  history_rotationSwapApproved,
  history_rotationSwapAsked,
  history_rotationSwapDeclined,
  history_rotationSwapRefused,
  history_rotationSwapWithdrawn, history_rotationPlaceFreed, history_rotationPlacePicked, history_duesOwesAgain, history_rotationDrawn, history_rotationSet, history_payoutAcknowledged, purses_guestGiving, purses_guestsNamed, purses_guestsOff, purses_guestsPrivate } from '../../../shared/i18n/paraglide/messages.js';

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

/** Who did it: GroupPurse for the server's own entries, else the actor's name. */
export function actorName(entry: Pick<HistoryRow, 'actorId' | 'actorName'>): string {
  return entry.actorId === null ? 'GroupPurse' : entry.actorName || history_someone();
}

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
/** '₦5,000', or 'a payment' (a sentence reads "confirmed a payment" without it). */
const amountOrPayment = (d: Data | null) => money(d) ?? history_aPayment();
/** 'the payout of ₦20,000 to Mama Put', or 'a payout' with nothing known. */
const thePayout = (d: Data | null, payout: { recipient: string } | null) => {
  const amount = money(d);
  const what = amount ? history_thePayoutOf({ amount }) : history_aPayout();
  return payout ? `${what} ${history_payoutTo({ recipient: payout.recipient })}` : what;
};
const because = (d: Data | null) => (str(d, 'reason') ? `: ${str(d, 'reason')}` : '');
/** ' (matched to statement line 7)' for a confirm made from the bank reconciliation (issue 13 §3), else ''. */
const statementLine = (d: Data | null) => {
  const line = num(d, 'statementLine');
  return line !== null ? ` ${history_statementLine({ line })}` : '';
};

/** ' (agreed by a partner)' for a change a partner approved at the admin's request (issue 23 §2). */
const agreed = (d: Data | null) => (str(d, 'approvedBy') ? ` ${history_agreedByPartner()}` : '');

/** A bank account as the group knows it: 'GTBank 0123456789 (Ajo Circle)'. */
function account(a: Data | null, withName: boolean): string {
  const parts = [str(a, 'bankName'), str(a, 'accountNumber')].filter(Boolean).join(' ');
  const name = withName && str(a, 'accountName') ? ` (${str(a, 'accountName')})` : '';
  return `${parts || history_noAccount()}${name}`;
}

/** Each field's name (a message, read when the sentence is made), in the order of the forms. */
const FIELD_LABELS: Record<string, () => string> = {
  name: history_fieldName,
  targetAmountKobo: history_fieldTarget,
  amountPerMemberKobo: history_fieldPerMember,
  deadline: history_fieldDeadline,
  description: history_fieldDescription,
  bankName: history_fieldBank,
  accountNumber: history_fieldAccountNumber,
  accountName: history_fieldAccountName,
  showMemberAmounts: history_fieldShowAmounts,
  receiptMaxAgeDays: history_fieldReceiptAge,
  locale: history_fieldLocale,
  payoutApprovalRequired: history_fieldPayoutApproval,
  lateFine: history_fieldLateFine,
  guestGiving: purses_guestGiving,
};

const GUEST_GIVING_WORDS: Record<string, () => string> = { off: purses_guestsOff, private: purses_guestsPrivate, named: purses_guestsNamed };

function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return history_none();
  if ((key === 'targetAmountKobo' || key === 'amountPerMemberKobo') && Number.isSafeInteger(value)) return formatNaira(value as number);
  if (key === 'deadline' && typeof value === 'string') return formatDate(value) || value;
  if (key === 'showMemberAmounts') return value === true ? history_namesAndAmounts() : history_onlyTotals();
  if (key === 'receiptMaxAgeDays' && typeof value === 'number') return history_days({ count: value });
  if (key === 'locale' && isLocale(value)) return LANGUAGE_NAMES[value];
  if (key === 'payoutApprovalRequired') return value === true ? history_yes() : history_no();
  if (key === 'guestGiving' && typeof value === 'string' && GUEST_GIVING_WORDS[value]) return GUEST_GIVING_WORDS[value]();
  if (key === 'lateFine') {
    const fine = fineSettingOf(value);
    return fine ? fineWords(fine) : history_none();
  }
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
      const label = FIELD_LABELS[key]?.() ?? key;
      if (key === 'description') return history_descriptionChanged();
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
  const actor = actorName(entry);
  // A guest's gift (issue 27 §4) reaches members without the giver's name.
  const subject = entry.subjectName || (d?.guest === true ? history_aGuest() : history_aMember());
  const projectId = str(d, 'projectId');
  const purse = str(d, 'name') ?? (projectId ? ctx.purseName(projectId) : null);
  const payout = str(d, 'payoutId') ? ctx.payout(str(d, 'payoutId')!) : null;
  const thePurse = purse ?? history_aPurse();
  const type: HistoryEventType = entry.type;
  const text = ((): string => {
    switch (type) {
      case 'contribution.submitted':
        return history_submitted({ subject, amount: amountOrPayment(d) });
      case 'contribution.confirmed':
        return `${history_confirmed({ actor, amount: amountOrPayment(d), subject })}${statementLine(d)}`;
      case 'contribution.rejected':
        return `${history_rejected({ actor, amount: amountOrPayment(d), subject })}${because(d)}`;
      case 'contribution.reversed':
        return `${history_reversed({ actor, amount: amountOrPayment(d), subject })}${because(d)}`;
      case 'cash.recorded': {
        const amount = money(d);
        // A transfer found on the bank statement and recorded by the admin (issue 22 §6), with its line.
        if (str(d, 'method') === 'bank_transfer' && amount) return `${history_transferRecorded({ actor, amount, subject })}${statementLine(d)}`;
        return amount ? history_cashRecorded({ actor, amount, subject }) : history_cashRecordedNoAmount({ actor, subject });
      }
      case 'payout.recorded': {
        const to = str(d, 'recipient') ?? payout?.recipient;
        const purpose = str(d, 'purpose') ?? payout?.purpose;
        // A noun and its phrases ('to Mama Put', 'for food'): this order reads right in every language we speak.
        const line = [history_payout(), money(d), to && history_payoutTo({ recipient: to }), purpose && history_payoutFor({ purpose })].filter(Boolean).join(' ');
        if (str(d, 'status') === 'pending') return history_payoutWaiting({ line });
        // Recorded as paid at once: the group had no partner who could approve it (issue 23 §2).
        return str(d, 'status') === 'approved' ? `${line} (${history_notApprovedByAnyone()})` : line;
      }
      case 'payout.approved':
        return history_approved({ actor, payout: thePayout(d, payout) });
      case 'payout.rejected':
        return `${history_payoutRejected({ actor, payout: thePayout(d, payout) })}${because(d)}`;
      case 'purse.created': {
        const target = num(d, 'targetAmountKobo');
        const created = history_purseCreated({ actor, purse: thePurse });
        const withTarget = target !== null ? `${created} ${history_targetSuffix({ amount: formatNaira(target) })}` : created;
        // A late fine set with the purse (issue 25 §6) is part of what the group was told.
        const fine = fineSettingOf(d?.lateFine);
        return fine ? `${withTarget}; ${history_fieldLateFine()} ${fineWords(fine)}` : withTarget;
      }
      case 'purse.edited': {
        const what = changes(obj(d, 'before'), obj(d, 'after'));
        return `${history_purseEdited({ actor, purse: thePurse })}${what ? `: ${what}` : ''}`;
      }
      case 'purse.paused':
        return history_pursePaused({ actor, purse: thePurse });
      case 'purse.resumed':
        return history_purseResumed({ actor, purse: thePurse });
      case 'purse.completed':
        return history_purseCompleted({ actor, purse: thePurse });
      case 'bank.changed': {
        const [before, after] = [obj(d, 'old'), obj(d, 'new')];
        const changed = history_bankChanged({ actor, purse: thePurse });
        if (!before && !after) return changed;
        const names = str(before, 'accountName') !== str(after, 'accountName');
        // Other fields saved with the account are in the same entry (one save, one entry).
        const also = changes(obj(d, 'before'), obj(d, 'after'));
        return `${changed}: ${account(before, names)} → ${account(after, names)}${also ? `; ${also}` : ''}`;
      }
      case 'group.edited': {
        const what = changes(obj(d, 'before'), obj(d, 'after'));
        return `${history_groupEdited({ actor })}${what ? `: ${what}` : ''}${agreed(d)}`;
      }
      case 'partner.added':
        return history_partnerAdded({ actor, subject });
      case 'partner.removed':
        return `${history_partnerRemoved({ actor, subject })}${agreed(d)}`;
      case 'member.joined':
        return history_memberJoined({ subject });
      case 'dues.excused': {
        const start = str(d, 'periodStart');
        const excused = history_duesExcused({ actor, subject, period: start ? formatDay(start) : String(num(d, 'period') ?? '') });
        // A member other than the one excused receives the reason sealed: the sentence leaves it out.
        const reason = str(d, 'reason');
        return reason ? `${excused}. ${history_duesReason({ reason })}` : excused;
      }
      case 'payout.acknowledged':
        return history_payoutAcknowledged({ actor, amount: amountOrPayment(d) });
      case 'rotation.ordered': {
        const names = Array.isArray(d?.names) ? d.names.filter((n): n is string => typeof n === 'string') : [];
        const order = names.map((name, i) => `${i + 1}. ${name}`).join(', ');
        const method = str(d, 'method');
        if (method === 'picked') return history_rotationPicked({ actor, purse: thePurse, order });
        return method === 'draw' ? history_rotationDrawn({ actor, purse: thePurse, order }) : history_rotationSet({ actor, purse: thePurse, order });
      }
      case 'rotation.picks-opened':
        return history_rotationPicksOpened({ actor, purse: thePurse });
      case 'rotation.place-picked': {
        const place = num(d, 'place');
        return place === null ? history_rotationPlaceFreed({ actor, purse: thePurse }) : history_rotationPlacePicked({ actor, purse: thePurse, place: place + 1 });
      }
      case 'rotation.swap-asked':
        return str(d, 'withUserId') ? history_rotationSwapAsked({ actor, subject, purse: thePurse }) : history_rotationSwapWithdrawn({ actor, purse: thePurse });
      case 'rotation.swap-answered':
        return d?.agree === true ? history_rotationSwapAgreed({ actor, subject, purse: thePurse }) : history_rotationSwapDeclined({ actor, subject, purse: thePurse });
      case 'rotation.swap-decided': {
        const pair = { actor, from: str(d, 'from') ?? history_aMember(), to: str(d, 'to') ?? history_aMember(), purse: thePurse };
        if (d?.approved !== true) return history_rotationSwapRefused(pair);
        const names = Array.isArray(d?.names) ? d.names.filter((n): n is string => typeof n === 'string') : [];
        return history_rotationSwapApproved({ ...pair, order: names.map((name, i) => `${i + 1}. ${name}`).join(', ') });
      }
      case 'dues.stopped': {
        const start = str(d, 'periodStart');
        return start ? history_duesStopped({ actor, subject, period: formatDay(start) }) : history_duesOwesAgain({ actor, subject });
      }
      case 'dues.fine-waived': {
        const start = str(d, 'periodStart');
        const waived = history_duesFineWaived({ actor, subject, period: start ? formatDay(start) : String(num(d, 'period') ?? '') });
        // As with an excuse: a member other than the one it concerns receives the reason sealed.
        const reason = str(d, 'reason');
        return reason ? `${waived}. ${history_duesReason({ reason })}` : waived;
      }
      case 'dues.owes-from-start':
        return d?.owesFromStart === true ? history_duesOwesFromStart({ actor, subject }) : history_duesOwesFromJoin({ actor, subject });
    }
  })();
  // A purse's own events name it in the sentence; the others show it beside the sentence.
  return { text, purse: type.startsWith('purse.') || type === 'bank.changed' || type.startsWith('rotation.') ? null : purse, hidden: d === null };
}
