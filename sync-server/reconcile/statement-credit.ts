import type { StatementProblem } from './messages';

/** Where a statement came from, detected from its bytes. */
export type StatementFormat = 'csv' | 'xlsx' | 'gtbank-xls' | 'sms';

/** One credit (money in) read from a bank statement or credit alert. */
export interface StatementCredit {
  /** 1-based row (or alert) number as the admin sees it in their file or paste. */
  line: number;
  /** ISO instant; Nigerian banks print Lagos time (UTC+1). A date-only row is Lagos midnight. */
  postedAt: string;
  amountKobo: number;
  /** The bank's narration, single-spaced as printed. */
  narration: string;
  /** The bank's own reference column, when it has one. */
  reference: string | null;
  balanceKobo: number | null;
  /** Stable fingerprint: the same credit in a re-import or an overlapping statement has the same key. */
  key: string;
}

/** A parsed statement, or the one problem that stopped it (nothing half-parsed). */
export type StatementOutcome =
  | { ok: true; format: StatementFormat; credits: StatementCredit[]; skippedDebits: number }
  | StatementProblem;

/** A credit before its key is computed (keys depend on the other lines of the same file). */
export type UnkeyedCredit = Omit<StatementCredit, 'key'>;

/** What a format's reader returns: the credits and debits it found, or a problem. */
export type ReadOutcome = { ok: true; credits: UnkeyedCredit[]; skippedDebits: number } | StatementProblem;
