/**
 * The notice board of a group's Custom URL (issue 27 §2), read from the look-up's `notice`: the
 * account each open purse takes transfers into, a bank change of the last 14 days, who to ask,
 * and the group's language. Read by hand like the rest of the first paint's answer (no zod). An
 * answer kept on the phone by an older app has no notice: then there is none to show (null).
 */
import type { BankAccount, PreviousAccount } from '../../../../shared/bank-accounts';
import { isLocale, type Locale } from '../../../../shared/i18n/languages';
import { optionalText, record } from '../register/group-summary';

export interface NoticePurse extends BankAccount {
  id: string;
  changed: PreviousAccount | null;
}

export interface Notice {
  locale: Locale | null;
  ask: string[];
  purses: NoticePurse[];
}

function account(value: Record<string, unknown>, what: string): BankAccount {
  return {
    bankName: optionalText(value.bankName, `${what}.bankName`),
    accountNumber: optionalText(value.accountNumber, `${what}.accountNumber`),
    accountName: optionalText(value.accountName, `${what}.accountName`),
  };
}

/**
 * The notice in a Custom URL answer, or null when it has none; throws on a malformed one.
 * @example readNotice({ notice: { locale: 'yo', ask: ['Ada Obi'], purses: [] } })?.locale === 'yo'
 */
export function readNotice(data: unknown): Notice | null {
  const notice = (data as { notice?: unknown } | null)?.notice;
  if (notice === undefined || notice === null) return null;
  const board = record(notice, 'notice');
  if (!Array.isArray(board.ask) || !Array.isArray(board.purses)) throw new TypeError('notice: ask and purses must be lists');
  return {
    locale: isLocale(board.locale) ? board.locale : null,
    ask: board.ask.filter((name): name is string => typeof name === 'string' && name.trim() !== ''),
    purses: board.purses.map((value, index) => {
      const what = `notice.purses[${index}]`;
      const purse = record(value, what);
      if (typeof purse.id !== 'string') throw new TypeError(`${what}.id: not a string`);
      const changed = purse.changed === null || purse.changed === undefined ? null : record(purse.changed, `${what}.changed`);
      const until = changed ? optionalText(changed.until, `${what}.changed.until`) : null;
      return {
        id: purse.id,
        ...account(purse, what),
        changed: changed && until ? { ...account(changed, `${what}.changed`), until } : null,
      };
    }),
  };
}
