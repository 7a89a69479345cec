/**
 * Seeded, realistic values for the receipt corpus: Nigerian names, NUBAN account numbers, NIP
 * session IDs, bank references, amounts and Lagos times. Same seed, same values.
 */
import type { ReceiptFields, ReceiptStatus } from '../../shared/receipt-reading';
import { seeded, type Seeded } from '../../sync-server/testing/seeded';

/** The seeded source the corpus draws from (mulberry32: the same corpus on every machine). */
export type Random = Seeded;
export { seeded };

const FIRST = ['Chinedu', 'Adaeze', 'Oluwaseun', 'Ngozi', 'Emeka', 'Funmilayo', 'Ibrahim', 'Aisha', 'Tunde', 'Chiamaka', 'Babatunde', 'Halima', 'Obinna', 'Yetunde', 'Musa', 'Ifeoma', 'Segun', 'Zainab', 'Kelechi', 'Temitope', 'Uchenna', 'Bukola', 'Abdullahi', 'Nkechi'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Ogunleye', 'Nwosu', 'Abubakar', 'Okonkwo', 'Balogun', 'Ibekwe', 'Lawal', 'Olatunji', 'Chukwu', 'Danjuma', 'Afolabi', 'Nnamdi', 'Ogundipe', 'Usman', 'Obi', 'Akinola'];
const MIDDLE = ['Ada', 'Oluwa', 'Chi', 'Ayo', 'Femi', 'Grace', 'John', 'Mary'];

/** A bank as receipts name it, with its NIP institution code (the first 6 digits of a session ID). */
export interface Bank {
  name: string;
  code: string;
}

export const BANKS = {
  gtb: { name: 'Guaranty Trust Bank', code: '000013' },
  opay: { name: 'OPay', code: '100004' },
  moniepoint: { name: 'Moniepoint MFB', code: '090405' },
  kuda: { name: 'Kuda Microfinance Bank', code: '090267' },
  palmpay: { name: 'PalmPay', code: '100033' },
  access: { name: 'Access Bank', code: '000014' },
  zenith: { name: 'Zenith Bank', code: '000015' },
  firstbank: { name: 'First Bank of Nigeria', code: '000016' },
  uba: { name: 'United Bank for Africa', code: '000004' },
} as const satisfies Record<string, Bank>;

export type BankKey = keyof typeof BANKS;

/**
 * A person's name as a bank prints it (two or three names).
 * @example personName(seeded(1)) // 'Ngozi Balogun'
 */
export function personName(r: Random): string {
  const parts = [r.pick(FIRST), ...(r.chance(0.3) ? [r.pick(MIDDLE)] : []), r.pick(LAST)];
  return parts.join(' ');
}

/** A 10-digit NUBAN (random serial; the check digit is not modelled, OCR does not care). */
export function nuban(r: Random): string {
  return r.pick(['0', '1', '2', '3', '6', '8', '9']) + Array.from({ length: 9 }, () => r.int(0, 9)).join('');
}

const digits = (r: Random, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * A NIP session ID: sender's institution code, the yymmddHHMMSS of the transfer (Lagos), 12 digits.
 * @example sessionId(seeded(1), BANKS.gtb, lagos) // '000013261124093412' + 12 digits
 */
export function sessionId(r: Random, bank: Bank, lagos: LagosTime): string {
  const { y, mo, d, h, mi, s } = lagos;
  return bank.code + pad(y % 100) + pad(mo) + pad(d) + pad(h) + pad(mi) + pad(s) + digits(r, 12);
}

/** A bank's own transaction reference, shaped as that bank's app shows it (letters and digits only). */
export function bankReference(r: Random, bank: BankKey, lagos: LagosTime): string {
  const stamp = pad(lagos.y % 100) + pad(lagos.mo) + pad(lagos.d);
  switch (bank) {
    case 'gtb': return `GTB${stamp}${digits(r, 9)}`;
    case 'opay': return `${stamp}01${digits(r, 16)}`;
    case 'moniepoint': return `MFDS${stamp}${pad(lagos.h)}${pad(lagos.mi)}${digits(r, 8)}`;
    case 'kuda': return `KUD${digits(r, 4)}${stamp}${digits(r, 6)}`;
    case 'palmpay': return `P${stamp}${digits(r, 12)}`;
    case 'access': return `ACB${stamp}${digits(r, 10)}`;
    case 'zenith': return `ZIB${digits(r, 12)}`;
    case 'firstbank': return `FBN${stamp}${digits(r, 8)}`;
    case 'uba': return `UBA${digits(r, 14)}`;
  }
}

/** A wall-clock time in Lagos (UTC+1, no daylight saving), as the receipt prints it. */
export interface LagosTime {
  y: number; mo: number; d: number; h: number; mi: number; s: number;
}

/**
 * A transfer time in November 2026, Lagos time, with its ISO instant.
 * @example lagosTime(seeded(1)).iso // '2026-11-03T08:12:40.000Z' for 09:12:40 in Lagos
 */
export function lagosTime(r: Random, withSeconds: boolean): LagosTime & { iso: string } {
  const t: LagosTime = { y: 2026, mo: 11, d: r.int(1, 23), h: r.int(6, 22), mi: r.int(0, 59), s: withSeconds ? r.int(0, 59) : 0 };
  // Lagos is UTC+1 all year: the instant is the wall time minus one hour.
  const iso = new Date(Date.UTC(t.y, t.mo - 1, t.d, t.h - 1, t.mi, t.s)).toISOString();
  return { ...t, iso };
}

/**
 * An amount a member sends to a group purse, in kobo: mostly round naira, sometimes with kobo.
 * @example amountKobo(seeded(1)) // 2500000 (₦25,000.00)
 */
export function amountKobo(r: Random): number {
  const naira = r.pick([2000, 2500, 5000, 7500, 10000, 12500, 15000, 20000, 25000, 30000, 50000, 75000, 100000, 150000, 250000]);
  // Some members pay odd sums (a share of a bill), some include kobo.
  const odd = r.chance(0.3) ? r.int(1, 999) : 0;
  return (naira + odd) * 100 + (r.chance(0.25) ? r.int(1, 99) : 0);
}

/** Everything one receipt shows: the known fields plus what the reader must not take. */
export interface ReceiptValues {
  fields: ReceiptFields;
  lagos: LagosTime;
  beneficiaryName: string;
  senderName: string;
  senderAccount: string;
  senderBank: Bank;
  feeKobo: number;
  balanceKobo: number;
  narration: string;
}

/**
 * Values for one receipt sent from `from` to a purse account, with the given status.
 * @example receiptValues(seeded(1), 'opay', 'successful', { mask: false, seconds: true })
 */
export function receiptValues(r: Random, from: BankKey, status: ReceiptStatus, opts: { mask: boolean; seconds: boolean; reference: boolean; session: boolean }): ReceiptValues {
  const time = lagosTime(r, opts.seconds);
  const { iso, ...lagos } = time;
  const beneficiaryName = personName(r);
  const toBank = r.pick(Object.values(BANKS));
  const account = nuban(r);
  const accountNumber = opts.mask ? `${account.slice(0, 3)}****${account.slice(7)}` : account;
  return {
    fields: {
      amountKobo: amountKobo(r),
      reference: opts.reference ? bankReference(r, from, lagos) : null,
      sessionId: opts.session ? sessionId(r, BANKS[from], lagos) : null,
      paidAt: iso,
      accountNumber,
      accountName: beneficiaryName.toUpperCase(),
      bank: toBank.name,
      status,
    },
    lagos,
    beneficiaryName,
    senderName: personName(r),
    senderAccount: nuban(r),
    senderBank: BANKS[from],
    feeKobo: r.pick([1000, 1075, 2500, 2688, 5000]),
    balanceKobo: r.int(1_000, 900_000) * 100 + r.int(0, 99),
    narration: r.pick(['Ajo November', 'Monthly contribution', 'Esusu', 'Thrift payment', 'Group savings', 'Dues']),
  };
}
