/**
 * A purse's bank account and the accounts it used before (issue 22 §3): a receipt is judged against
 * the account that was valid when it was paid, so a bank change never turns the earlier, correct
 * payments into accusations. The server keeps the list on the purse (`previousAccounts`, oldest
 * first) and syncs it with the purse; the phone judges receipts from it offline.
 */

/** The three details of a bank account as a purse shows them. */
export interface BankAccount {
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
}

/** An account the purse used before, and when it stopped being the purse's (ISO instant). */
export interface PreviousAccount extends BankAccount {
  until: string;
}

/** A purse as far as judging a receipt's account goes. Rows synced before issue 22 lack the list. */
export interface PurseAccounts extends BankAccount {
  previousAccounts?: readonly PreviousAccount[];
}

/** Whether an account holds any detail at all (a purse made without bank details holds none). */
export function hasAccount(account: BankAccount): boolean {
  return [account.bankName, account.accountNumber, account.accountName].some((part) => part !== null && part.trim() !== '');
}

/**
 * The list after the account `old` stopped being the purse's at `until`: appended when it held
 * any detail (a purse that had no account has nothing to remember).
 * @example withPreviousAccount([], { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada' }, '2026-11-28T10:00:00.000Z').length === 1
 */
export function withPreviousAccount(list: readonly PreviousAccount[], old: BankAccount, until: string): PreviousAccount[] {
  if (!hasAccount(old)) return [...list];
  return [...list, { bankName: old.bankName, accountNumber: old.accountNumber, accountName: old.accountName, until }];
}

/**
 * The account the purse asked people to pay into at `at` (ISO): the first previous account still
 * in use then, else the current one.
 * @example accountInForce(purse, '2026-11-01T00:00:00.000Z') // the GTBank account replaced on 28 Nov
 */
export function accountInForce(purse: PurseAccounts, at: string): BankAccount & { until: string | null } {
  const time = Date.parse(at);
  const previous = (purse.previousAccounts ?? []).find((account) => Date.parse(account.until) > time);
  if (previous) return previous;
  return { bankName: purse.bankName, accountNumber: purse.accountNumber, accountName: purse.accountName, until: null };
}

/**
 * An account on one line, as people read it out, or null when it holds nothing.
 * @example accountLine({ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' }) === 'GTBank 0123456789 Ajo Circle'
 */
export function accountLine(account: BankAccount): string | null {
  return [account.bankName, account.accountNumber, account.accountName].filter((part) => part !== null && part !== '').join(' ') || null;
}

/** How long a purse's public notice board warns of a bank change (issue 27 §2). */
export const BANK_CHANGE_NOTICE_DAYS = 14;

/**
 * The account the purse stopped using less than BANK_CHANGE_NOTICE_DAYS before `now`, with the
 * moment it stopped, or null: what the notice board warns of ("bank details changed on …, the old
 * account was …"). Only the latest change counts; an account with no detail is never warned of.
 * @example recentAccountChange([{ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada', until: '2026-11-28T10:00:00.000Z' }], new Date('2026-12-01')) // that account
 */
export function recentAccountChange(previous: readonly PreviousAccount[] | undefined, now: Date): PreviousAccount | null {
  const latest = previous?.[previous.length - 1];
  if (!latest || !hasAccount(latest)) return null;
  const age = now.getTime() - Date.parse(latest.until);
  // A change dated after `now` (a phone's clock behind the server's) is recent too.
  return age < BANK_CHANGE_NOTICE_DAYS * 86_400_000 ? latest : null;
}
