/**
 * What the server read from a payment proof (issue 13): the fields a bank app's receipt shows,
 * each null when the receipt does not show it or the OCR could not read it. Synced to the group's
 * reviewers (admin and partners) with the contribution; a member never receives it.
 */

/** The status word a receipt shows, in one of three kinds. */
export const RECEIPT_STATUSES = ['successful', 'pending', 'failed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** The fields read from one receipt image. */
export interface ReceiptFields {
  /** The amount transferred, in kobo (never a fee or a balance). */
  amountKobo: number | null;
  /** The transaction reference the bank shows (letters and digits, upper-cased, spaces removed). */
  reference: string | null;
  /** The NIP session ID (usually 30 digits) when the receipt shows one. */
  sessionId: string | null;
  /** When the transfer was made, as an ISO instant (receipts show Lagos time, UTC+1). */
  paidAt: string | null;
  /** The beneficiary's 10-digit NUBAN account number (digits only; masked digits as '*'). */
  accountNumber: string | null;
  /** The beneficiary's name as the receipt prints it (upper-cased, single spaces). */
  accountName: string | null;
  /** The beneficiary's bank as the receipt names it. */
  bank: string | null;
  status: ReceiptStatus | null;
}

/** A finished reading: 'read' when the OCR found text, 'unreadable' when it found nothing usable. */
export interface ReceiptReading extends ReceiptFields {
  state: 'read' | 'unreadable';
}

/** Every field null: what a reading holds before anything is found. */
export const NO_RECEIPT_FIELDS: ReceiptFields = {
  amountKobo: null,
  reference: null,
  sessionId: null,
  paidAt: null,
  accountNumber: null,
  accountName: null,
  bank: null,
  status: null,
};

/** Other proofs that share something with this one: contribution ids in the same group, a count elsewhere. */
export interface ReceiptSeen {
  /** The group's other contributions whose proof shares it (the reviewer may open them). */
  here: string[];
  /** How many contributions in other groups on this server share it (only a count: not this admin's to see). */
  elsewhere: number;
}

/**
 * How two proof images are alike (issue 22 §1): the very same screenshot (re-saved, resized,
 * cropped), or the same screenshot except the amount's area (an edited amount). Two different
 * transfers of one bank app are neither: they differ where the reference, session ID or time is.
 */
export const IMAGE_LIKENESSES = ['same-image', 'amount-differs'] as const;
export type ImageLikeness = (typeof IMAGE_LIKENESSES)[number];

/** What the server found comparing this proof with every other proof it holds. */
export interface ReceiptReuse {
  /**
   * The receipt's reference or session ID (read or declared) appears on these; `keys` are the
   * shared values themselves (normalised), the flag's evidence. Checks stored before issue 22 lack them.
   */
  sameReference: ReceiptSeen & { keys?: string[] };
  /**
   * The image is the same screenshot as these proofs' (`likeness` says how). Links stored before
   * issue 22 carry no likeness: they came from a check that could not tell two transfers of one
   * layout apart, and are not shown.
   */
  similarImage: ReceiptSeen & { likeness?: ImageLikeness };
}

/** The server's check of one contribution's proof: what it read and what it matched. */
export interface ReceiptCheck {
  reading: ReceiptReading;
  reuse: ReceiptReuse;
  /**
   * The group's payment codes the receipt's text shows (issue 27 §3), as written ('ADA-DEC26');
   * absent when it shows none, and on checks stored before codes.
   */
  codes?: string[];
}

export const NO_REUSE: ReceiptReuse = { sameReference: { here: [], elsewhere: 0 }, similarImage: { here: [], elsewhere: 0 } };

/**
 * A reference or session ID as receipts and members write it, compared without case, spaces or
 * dashes: 'gtb/ 0012-34' and 'GTB001234' are one.
 * @example normalReference(' trf-2026/11 ') === 'TRF202611'
 */
export function normalReference(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
