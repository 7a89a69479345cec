/**
 * The names of every reason the server may give for a refusal (the closed union on the wire,
 * STYLE "A closed union on the wire"), without their texts: a client reads a refusal's `code`
 * against this list on any page, and loads the texts (shared/reasons.ts, every language) only
 * where it words them. shared/reasons.ts has a text for each name, and only for these (a compile
 * error otherwise). Never reuse a name for another meaning: clients key on them.
 * @example isReasonCode('not-group-admin') === true; isReasonCode('proof-413') === false
 */
export const REASON_CODES = [
  // The request itself.
  'invalid-json', 'json-too-deep', 'invalid-body', 'invalid-field', 'body-too-large', 'invalid-idempotency-key',
  'idempotency-mismatch', 'cross-site', 'not-found', 'internal', 'protocol-mismatch',
  // Signing in.
  'not-signed-in', 'invalid-login', 'username-taken', 'phone-taken', 'otp-expired', 'otp-wrong', 'otp-locked',
  'otp-cooldown', 'otp-rate-limited', 'otp-delivery-failed',
  // Access.
  'forbidden', 'not-group-admin', 'not-group-member', 'not-group-partner', 'lookup-rate-limited',
  // Groups, purses and partners.
  'group-not-found', 'project-not-found', 'project-not-in-group', 'project-not-active', 'guests-not-allowed', 'period-invalid', 'dues-member-not-active', 'recipient-not-member', 'payout-not-paid', 'not-a-rotation', 'rotation-started', 'rotation-member-stays', 'no-fine-to-waive', 'rotation-not-picking', 'rotation-place-taken', 'rotation-place-invalid', 'rotation-needs-members', 'rotation-order-invalid', 'rotation-not-ordered', 'rotation-swap-invalid', 'rotation-swap-collected', 'rotation-swap-not-found', 'rotation-swap-not-agreed', 'project-completed',
  'purse-completed', 'registration-link-taken', 'id-taken', 'bank-account-required', 'already-member',
  'admin-cannot-join', 'not-active-member', 'partner-already', 'partner-not-member', 'partner-not-found',
  'partner-limit', 'approval-needs-partner', 'partner-approval-required', 'approval-request-none',
  'approval-request-waiting', 'group-total-limit', 'group-targets-limit', 'member-total-limit',
  // Money in and out.
  'contribution-not-found', 'already-decided', 'not-confirmed', 'already-reversed', 'reversal-overdraws',
  'payment-method-not-allowed', 'payout-not-found', 'payout-already-decided', 'payout-over-balance',
  'partner-cannot-approve-own',
  // Proof images.
  'invalid-file', 'file-too-large', 'image-too-many-pixels', 'proof-not-found', 'proof-not-uploaded',
  'proof-hash-mismatch', 'proof-quota-exceeded', 'proof-upload-failed', 'receipt-reads-limited',
  // Notifications and push.
  'notification-not-found', 'push-subscription-not-found', 'push-endpoint-not-allowed',
  // Bank statements.
  'statement-missing', 'statement-too-large', 'statement-format-unrecognised', 'statement-columns-not-found',
  'statement-no-credits', 'statement-row-unreadable', 'statement-too-complex', 'statement-busy',
  'statement-date-order-unknown', 'statement-credit-not-found', 'statement-credit-matched',
  'statement-credit-set-aside', 'statement-payment-not-confirmed', 'statement-amount-differs',
] as const;

/** Every reason the server may give for a refusal. */
export type ReasonCode = (typeof REASON_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(REASON_CODES);

/** True when `code` is one of ours (a client meets codes from older or newer servers). */
export function isReasonCode(code: unknown): code is ReasonCode {
  return typeof code === 'string' && KNOWN.has(code);
}

/**
 * A refusal as it travels, REST body and sync answer alike: the code, its English text for API
 * clients and phones installed before the code was worded (`message`), the field at fault, and
 * the parameters its text needs (a validation text's MESSAGES key as `messageKey`).
 */
export interface RefusalBody {
  message: string;
  code: ReasonCode;
  field?: string;
  params?: Record<string, unknown>;
}
