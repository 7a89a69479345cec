import type { UnreadableEntry } from '../../shared/statement-unreadable';
import type { DateOrder } from './date-order';
import type { StatementProblem } from './messages';

/** Where a statement came from, detected from its bytes. */
export type StatementFormat = 'csv' | 'xlsx' | 'gtbank-xls' | 'sms';

/** One credit (money in) read from a bank statement or credit alert. */
export interface StatementCredit {
  /** 1-based row (or alert) number as the admin sees it in their file or paste. */
  line: number;
  /**
   * ISO instant; Nigerian banks print Lagos time (UTC+1). A date-only row is Lagos midnight. Null
   * when the alert prints no date (some banks' alerts have none): the credit is real, its day unknown.
   */
  postedAt: string | null;
  amountKobo: number;
  /** The bank's narration, single-spaced as printed. */
  narration: string;
  /** The bank's own reference column, when it has one. */
  reference: string | null;
  balanceKobo: number | null;
  /** Stable fingerprint: the same credit in a re-import or an overlapping statement has the same key. */
  key: string;
}

/** How the admin answers a statement whose dates read either way. */
export interface ParseOptions {
  dateOrder?: DateOrder;
}

/**
 * A parsed statement, or the one problem that stopped it. A statement that was read lists every
 * alert or row it could not read (`unreadable`): nothing is dropped silently, and nothing is stored
 * until the admin confirms. `dateOrder` is the order used for dates that read either way (null when
 * the file had none).
 */
export type StatementOutcome =
  | {
      ok: true;
      format: StatementFormat;
      credits: StatementCredit[];
      skippedDebits: number;
      unreadable: UnreadableEntry[];
      dateOrder: DateOrder | null;
    }
  | StatementProblem;

/** A credit before its key is computed (keys depend on the other lines of the same file). */
export type UnkeyedCredit = Omit<StatementCredit, 'key'>;

/** What a format's reader returns: the credits, the debits it counted and what it could not read. */
export type ReadOutcome =
  | { ok: true; credits: UnkeyedCredit[]; skippedDebits: number; unreadable: UnreadableEntry[]; dateOrder: DateOrder | null }
  | StatementProblem;
