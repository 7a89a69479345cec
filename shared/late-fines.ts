/**
 * Late fines (issue 25 §6), optional per levy, dues or rotation: a fixed amount, or a percentage
 * of the period's amount, charged on a period not paid in full by its due day plus a grace of
 * some days. Lateness is judged by when the money was sent (the payment's `sentOn`: the transfer
 * day read from the receipt, else the day the admin said cash was paid, else the day the proof
 * was sent), never by when the admin confirmed it (shared/dues-ledger.ts does the judging).
 *
 * A purse keeps its rules as a list, oldest first, each from the day the admin set it: a period
 * is judged by the rule in force on its due day, so a fine set or changed today never reaches back
 * to periods already due, and turning fines off is a rule of no fine.
 */
import { addDays } from './dues-schedule';

export interface LateFineRule {
  /** The Lagos day the admin set it: periods due on or after it follow it. */
  since: string;
  /** A fixed fine, in kobo; null when it is a percentage or there is none. */
  kobo: number | null;
  /** A percentage (1–100) of the period's amount; null when it is fixed or there is none. */
  percent: number | null;
  /** Days after the due day the money may still be sent without a fine. */
  graceDays: number;
}

export const MAX_GRACE_DAYS = 365;

/** The rule a period due on `dueDay` is judged by, or null: no fine. */
export function fineRuleOn(rules: readonly LateFineRule[] | null | undefined, dueDay: string): LateFineRule | null {
  let found: LateFineRule | null = null;
  for (const rule of rules ?? []) if (rule.since <= dueDay) found = rule;
  return found && (found.kobo !== null || found.percent !== null) ? found : null;
}

/**
 * The fine a late period of `owedKobo` is charged under `rule`, in whole kobo.
 * @example fineKobo({ since: '2026-01-01', kobo: null, percent: 10, graceDays: 7 }, 5_000_00) === 50_000
 */
export function fineKobo(rule: LateFineRule, owedKobo: number): number {
  if (rule.kobo !== null) return rule.kobo;
  return Math.round((owedKobo * (rule.percent ?? 0)) / 100);
}

/** The current rule, the last one set (for the purse form). */
export function currentFineRule(rules: readonly LateFineRule[] | null | undefined): LateFineRule | null {
  const last = rules?.[rules.length - 1];
  return last && (last.kobo !== null || last.percent !== null) ? last : null;
}

/**
 * The purse's rules with `rule` in force from its `since` day: a rule set the same day replaces
 * that day's; one equal to the rule already in force adds nothing.
 * @example withFineRule([], { since: '2026-03-01', kobo: 50_000, percent: null, graceDays: 7 }).length === 1
 */
export function withFineRule(rules: readonly LateFineRule[] | null | undefined, rule: LateFineRule): LateFineRule[] {
  const kept = (rules ?? []).filter((r) => r.since < rule.since);
  const last = kept[kept.length - 1];
  const none = rule.kobo === null && rule.percent === null;
  if (last ? sameFine(last, rule) : none) return kept;
  return [...kept, rule];
}

function sameFine(a: LateFineRule, b: LateFineRule): boolean {
  const noneA = a.kobo === null && a.percent === null;
  const noneB = b.kobo === null && b.percent === null;
  if (noneA || noneB) return noneA === noneB;
  return a.kobo === b.kobo && a.percent === b.percent && a.graceDays === b.graceDays;
}

/** A fine as the purse form's schema outputs it (shared/group-schemas.ts lateFineSchema). */
export type FineSetting = Pick<LateFineRule, 'kobo' | 'percent' | 'graceDays'>;

/**
 * A parsed fine written back as the wire carries it (naira as text, like every amount), for a
 * queued mutation the server parses again.
 * @example fineWire({ kobo: 50_000, percent: null, graceDays: 7 }) // { kind: 'fixed', amount: '500.00', graceDays: 7 }
 */
export function fineWire(fine: FineSetting): { kind: 'none' | 'fixed' | 'percent'; amount: string | number | null; graceDays: number } {
  if (fine.kobo !== null) return { kind: 'fixed', amount: (fine.kobo / 100).toFixed(2), graceDays: fine.graceDays };
  if (fine.percent !== null) return { kind: 'percent', amount: fine.percent, graceDays: fine.graceDays };
  return { kind: 'none', amount: null, graceDays: 0 };
}

/** A rule without its day: what history records and the form shows. @example fineSetting(null) === null */
export function fineSetting(rule: LateFineRule | null): FineSetting | null {
  return rule ? { kobo: rule.kobo, percent: rule.percent, graceDays: rule.graceDays } : null;
}

/** How far back a phone may say its money was sent (a proof queued offline for weeks still counts). */
export const MAX_DECLARED_AGE_DAYS = 60;

/**
 * The day a payment's money was sent as the server keeps it: what the phone declared, never after
 * the server's today nor more than MAX_DECLARED_AGE_DAYS before it; nothing declared: today.
 * @example declaredSentDay('2026-03-30', '2026-04-02') === '2026-03-30'
 */
export function declaredSentDay(declared: string | null | undefined, today: string): string {
  if (!declared || declared > today) return today;
  const earliest = addDays(today, -MAX_DECLARED_AGE_DAYS);
  return declared < earliest ? earliest : declared;
}

/**
 * The day the money was sent once the receipt is read: the transfer day it shows, unless that
 * is after the day the proof was sent (a misread: no receipt is dated after its own proof);
 * unread, what was declared.
 * @example sentDayWithReceipt('2026-03-31', '2026-03-30', '2026-04-02') === '2026-03-30'
 */
export function sentDayWithReceipt(declared: string, receiptDay: string | null, proofDay: string): string {
  return receiptDay && receiptDay <= proofDay ? receiptDay : declared;
}
