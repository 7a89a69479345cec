/**
 * The flags a reviewer sees beside a proof (issue 13): what the receipt says that does not fit
 * what the member declared, the purse's bank details or the calendar, and what it shares with
 * other proofs. Computed on the phone from the server's check and the purse as the phone holds it
 * now, so a bank-details change or a new age limit shows at once, offline too. Flags inform; they
 * never reject anything. The texts are in the language current when the flags are computed (at
 * render time); the dates stay en-NG like every date.
 */
import {
  shared_flagAccountNameDiffers,
  shared_flagAccountNumberDiffers,
  shared_flagAmountDiffers,
  shared_flagDatedAfterProof,
  shared_flagDatedBeforePurse,
  shared_flagDatedTooOld,
  shared_flagFailed,
  shared_flagGroupAllows,
  shared_flagImageEdited,
  shared_flagImageSame,
  shared_flagPending,
  shared_flagPreviousAccount,
  shared_flagPreviousAccountAfterChange,
  shared_flagReferenceReused,
  shared_flagReferenceReusedUnnamed,
  shared_flagSeenBoth,
  shared_flagSeenElsewhere,
  shared_flagSeenHere,
  shared_flagSeenHereOne,
  shared_flagUnreadable,
} from './i18n/paraglide/messages.js';
import { accountInForce, accountLine, type BankAccount, type PurseAccounts } from './bank-accounts';
import { formatNairaExact } from './money';
import type { ReceiptCheck, ReceiptReading } from './receipt-reading';
import { lagosDay } from './statement';

export type ReceiptFlagCode =
  | 'unreadable'
  | 'amount-differs'
  | 'account-number-differs'
  | 'account-name-differs'
  | 'previous-account'
  | 'not-successful'
  | 'dated-after-proof'
  | 'dated-before-purse'
  | 'dated-too-old'
  | 'reference-reused'
  | 'image-reused'
  | 'image-edited';

export interface ReceiptFlag {
  code: ReceiptFlagCode;
  text: string;
  /**
   * 'note' only informs (a payment to the account the purse used then); every other flag is a
   * 'warning' the reviewer should look into.
   */
  tone: 'warning' | 'note';
}

export interface ReceiptFlagInput {
  amountKobo: number;
  /** When the proof was submitted (ISO). */
  createdAt: string;
  receiptCheck: ReceiptCheck | null;
  /** The purse's bank details (with those it used before) and creation, as the phone holds them; null for a payment to no purse. */
  purse: (PurseAccounts & { createdAt: string }) | null;
  maxAgeDays: number;
}

/** A phone's clock and a bank's may disagree by a few minutes: later than this after the proof is impossible. */
const CLOCK_SLACK_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Whether a receipt's account number (perhaps masked: 012****789) can be the purse's. */
export function accountNumbersAgree(read: string, purse: string): boolean {
  const digits = purse.replace(/\D/g, '');
  if (read.length !== digits.length) return read.replace(/\*/g, '').length === 0 || digits.includes(read.replace(/\*/g, ''));
  return [...read].every((ch, i) => ch === '*' || ch === digits[i]);
}

const nameWords = (name: string) => name.toUpperCase().replace(/[^A-Z ]/g, ' ').split(/\s+/).filter((word) => word.length >= 2);

/**
 * Whether the name on a receipt can be the purse's account name: banks print names in any order,
 * cut long ones short ('ADAEZE OKAF') and add nothing else, so half of the receipt's words must
 * start a word of the purse's name (or be started by one).
 */
export function accountNamesAgree(read: string, purse: string): boolean {
  const theirs = nameWords(read);
  const ours = nameWords(purse);
  if (theirs.length === 0 || ours.length === 0) return true;
  const matching = theirs.filter((word) => ours.some((own) => own.startsWith(word) || word.startsWith(own))).length;
  return matching * 2 >= theirs.length;
}

const day = (iso: string) => {
  const [y, m, d] = lagosDay(iso).split('-').map(Number);
  return `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m! - 1]} ${y}`;
};

/**
 * Two amounts as a reviewer compares them: in whole naira, with the kobo where there are any
 * (rounding would hide or invent a difference of kobo).
 * @example comparedAmounts(2_500_050, 2_500_000) // ['₦25,000.50', '₦25,000']
 */
export function comparedAmounts(a: number, b: number): [string, string] {
  return [formatNairaExact(a), formatNairaExact(b)];
}

/** Where else something was seen, in words: 'another payment in this group' / '2 payments in other groups on GroupPurse'. */
function seenWhere(seen: { here: string[]; elsewhere: number }): string {
  const here = seen.here.length === 0 ? null : seen.here.length === 1 ? shared_flagSeenHereOne() : shared_flagSeenHere({ count: seen.here.length });
  const elsewhere = seen.elsewhere > 0 ? shared_flagSeenElsewhere({ count: seen.elsewhere }) : null;
  return here && elsewhere ? shared_flagSeenBoth({ here, elsewhere }) : (here ?? elsewhere ?? '');
}

/** Whether the receipt's beneficiary can be this account: per detail, null when either side lacks it. */
function compareAccount(reading: ReceiptReading, account: BankAccount): { number: boolean | null; name: boolean | null } {
  return {
    number: reading.accountNumber && account.accountNumber ? accountNumbersAgree(reading.accountNumber, account.accountNumber) : null,
    name: reading.accountName && account.accountName ? accountNamesAgree(reading.accountName, account.accountName) : null,
  };
}

const fits = (c: ReturnType<typeof compareAccount>) => c.number !== false && c.name !== false;

/**
 * The receipt's beneficiary against the purse's accounts (issue 22 §3): nothing when it fits the
 * account the purse holds now; a note when it fits one the purse used before and the receipt is
 * dated while that one was in use (a warning when dated after it was replaced: money went to an
 * old account); else what differs from the account in force when the receipt was paid.
 */
function accountFlags(reading: ReceiptReading, purse: ReceiptFlagInput['purse'], createdAt: string): ReceiptFlag[] {
  if (!purse || fits(compareAccount(reading, purse))) return [];
  const paidAt = reading.paidAt ?? createdAt;
  const previous = [...(purse.previousAccounts ?? [])].reverse().find((account) => {
    const compared = compareAccount(reading, account);
    return fits(compared) && (compared.number ?? compared.name) === true;
  });
  if (previous) {
    const params = { account: accountLine(previous) ?? '', until: day(previous.until) };
    const afterChange = Date.parse(paidAt) > Date.parse(previous.until) + CLOCK_SLACK_MS;
    return [
      afterChange
        ? { code: 'previous-account', text: shared_flagPreviousAccountAfterChange(params), tone: 'warning' }
        : { code: 'previous-account', text: shared_flagPreviousAccount(params), tone: 'note' },
    ];
  }
  const then = accountInForce(purse, paidAt);
  const against = fits(compareAccount(reading, then)) ? purse : then;
  const compared = compareAccount(reading, against);
  const flags: ReceiptFlag[] = [];
  if (compared.number === false) {
    flags.push({ code: 'account-number-differs', text: shared_flagAccountNumberDiffers({ read: reading.accountNumber!, purse: against.accountNumber! }), tone: 'warning' });
  }
  if (compared.name === false) {
    flags.push({ code: 'account-name-differs', text: shared_flagAccountNameDiffers({ read: reading.accountName!, purse: against.accountName! }), tone: 'warning' });
  }
  return flags;
}

/** The other proofs the receipt shares its reference or image with, each named by its evidence. */
function reuseFlags(reuse: ReceiptCheck['reuse']): ReceiptFlag[] {
  const flags: ReceiptFlag[] = [];
  const { sameReference, similarImage } = reuse;
  if (sameReference.here.length > 0 || sameReference.elsewhere > 0) {
    const reference = (sameReference.keys ?? []).join(', ');
    const text = reference ? shared_flagReferenceReused({ reference, seen: seenWhere(sameReference) }) : shared_flagReferenceReusedUnnamed({ seen: seenWhere(sameReference) });
    flags.push({ code: 'reference-reused', text, tone: 'warning' });
  }
  // A link without a likeness was made before issue 22 by a check that linked different transfers of one layout.
  if (similarImage.likeness && (similarImage.here.length > 0 || similarImage.elsewhere > 0)) {
    const seen = seenWhere(similarImage);
    flags.push(
      similarImage.likeness === 'amount-differs'
        ? { code: 'image-edited', text: shared_flagImageEdited({ seen }), tone: 'warning' }
        : { code: 'image-reused', text: shared_flagImageSame({ seen }), tone: 'warning' },
    );
  }
  return flags;
}

/**
 * @example receiptFlags({ amountKobo: 2_500_000, createdAt, receiptCheck, purse, maxAgeDays: 14 })
 *   // [{ code: 'amount-differs', text: 'The receipt shows ₦20,000, not the ₦25,000 declared.', tone: 'warning' }]
 */
export function receiptFlags(input: ReceiptFlagInput): ReceiptFlag[] {
  const check = input.receiptCheck;
  if (!check) return [];
  const flags: ReceiptFlag[] = [];
  const { reading, reuse } = check;
  const warn = (code: ReceiptFlagCode, text: string) => flags.push({ code, text, tone: 'warning' });
  if (reading.state === 'unreadable') warn('unreadable', shared_flagUnreadable());
  if (reading.amountKobo !== null && reading.amountKobo !== input.amountKobo) {
    const [read, declared] = comparedAmounts(reading.amountKobo, input.amountKobo);
    warn('amount-differs', shared_flagAmountDiffers({ read, declared }));
  }
  const purse = input.purse;
  flags.push(...accountFlags(reading, purse, input.createdAt));
  if (reading.status === 'pending' || reading.status === 'failed') {
    warn('not-successful', reading.status === 'pending' ? shared_flagPending() : shared_flagFailed());
  }
  if (reading.paidAt) {
    const paid = Date.parse(reading.paidAt);
    const sent = Date.parse(input.createdAt);
    if (paid > sent + CLOCK_SLACK_MS) {
      warn('dated-after-proof', shared_flagDatedAfterProof({ paidOn: day(reading.paidAt), sentOn: day(input.createdAt) }));
    } else if (purse && paid < Date.parse(purse.createdAt) - DAY_MS) {
      warn('dated-before-purse', shared_flagDatedBeforePurse({ paidOn: day(reading.paidAt), createdOn: day(purse.createdAt) }));
    } else if (sent - paid > input.maxAgeDays * DAY_MS) {
      const days = Math.floor((sent - paid) / DAY_MS);
      warn('dated-too-old', shared_flagDatedTooOld({ paidOn: day(reading.paidAt), days, allowed: shared_flagGroupAllows({ count: input.maxAgeDays }) }));
    }
  }
  flags.push(...reuseFlags(reuse));
  return flags;
}
