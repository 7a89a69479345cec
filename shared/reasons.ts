/**
 * Why the server refused a request: a closed set of reason codes, each with its text in one place.
 * The server's services answer a code (and, where the text needs them, parameters); the server's
 * http layer maps each code to its HTTP status (sync-server/http/reason-status.ts); a client maps
 * the code back to its text, in the reader's language once the catalogues have one per language.
 * Codes are kebab-case and never reused for another meaning: clients key on them.
 *
 * A few codes carry a `message` parameter: the text is then a validation text from the shared
 * schemas (MESSAGES, the spec's texts), chosen by the rule that failed, or a statement problem
 * naming the row and cell at fault.
 * @example reasonText('already-decided', { status: 'confirmed' }) === 'Already Confirmed'
 */
import { alreadyDecidedMessage, type ContributionStatus } from './contributions';
import { MESSAGES } from './errors';

/** A text chosen by the rule that failed (a shared validation text), or the code's default. */
const detail = (fallback: string) => (params?: { message?: string }) => params?.message ?? fallback;

export const REASON_TEXTS = {
  // The request itself.
  'invalid-json': () => 'The request body must be valid JSON.',
  'json-too-deep': (params: { maxDepth: number }) => `The request body is nested too deeply (at most ${params.maxDepth} levels).`,
  'invalid-body': detail('The request body must be a JSON object.'),
  'invalid-field': detail('Invalid request.'),
  'body-too-large': () => 'The request body is too large.',
  'invalid-idempotency-key': () => 'The Idempotency-Key header must be 1 to 200 characters.',
  'idempotency-mismatch': () => 'This request was already sent with different content.',
  'cross-site': () => 'Cross-site request refused.',
  'not-found': () => 'Not found.',
  internal: () => 'Something went wrong. Please try again.',

  // Signing in.
  'not-signed-in': () => MESSAGES.notSignedIn,
  'invalid-login': detail(MESSAGES.invalidLoginDetails),
  'username-taken': () => MESSAGES.usernameTaken,
  'phone-taken': () => MESSAGES.phoneTaken,
  'otp-expired': () => MESSAGES.otpExpired,
  'otp-wrong': () => MESSAGES.otpWrong,
  'otp-locked': () => MESSAGES.otpLocked,
  'otp-cooldown': detail(MESSAGES.otpCooldown),
  'otp-rate-limited': detail(MESSAGES.otpRateLimited),
  'otp-delivery-failed': () => MESSAGES.otpDeliveryFailed,

  // Access.
  forbidden: () => MESSAGES.forbidden,
  'not-group-admin': () => MESSAGES.notGroupAdmin,
  'not-group-member': () => MESSAGES.notGroupMember,
  'not-group-partner': () => MESSAGES.notGroupPartner,
  'lookup-rate-limited': () => MESSAGES.lookupRateLimited,

  // Groups, purses and partners.
  'group-not-found': () => MESSAGES.groupNotFound,
  'project-not-found': () => MESSAGES.projectNotFound,
  'project-not-in-group': () => MESSAGES.projectNotInGroup,
  'project-not-active': () => MESSAGES.projectNotActive,
  'project-completed': () => MESSAGES.purseCompletedNoMoney,
  'purse-completed': () => MESSAGES.purseCompleted,
  'registration-link-taken': () => MESSAGES.idTaken,
  'id-taken': () => MESSAGES.idTaken,
  'bank-account-required': detail(MESSAGES.accountNumberRequired),
  'already-member': () => MESSAGES.alreadyMember,
  'admin-cannot-join': () => MESSAGES.adminCannotJoinOwnGroup,
  'not-active-member': () => MESSAGES.cashMemberNotActive,
  'partner-already': () => MESSAGES.partnerAlready,
  'partner-not-member': () => MESSAGES.partnerNotMember,
  'partner-not-found': () => MESSAGES.partnerNotFound,
  'partner-limit': () => MESSAGES.partnerLimit,
  'group-total-limit': () => MESSAGES.groupTotalLimit,
  'group-targets-limit': () => MESSAGES.groupTargetsLimit,
  'member-total-limit': () => MESSAGES.memberTotalLimit,

  // Money in and out.
  'contribution-not-found': () => MESSAGES.contributionNotFound,
  'already-decided': (params: { status: ContributionStatus }) => alreadyDecidedMessage(params.status),
  'not-confirmed': () => MESSAGES.onlyConfirmedReversed,
  'already-reversed': () => MESSAGES.alreadyReversed,
  'reversal-overdraws': () => MESSAGES.reversalOverdraws,
  'payment-method-not-allowed': () => MESSAGES.paymentMethodNotAllowed,
  'payout-not-found': () => MESSAGES.payoutNotFound,
  'payout-already-decided': () => MESSAGES.payoutAlreadyDecided,
  'payout-over-balance': () => MESSAGES.payoutOverBalance,
  'partner-cannot-approve-own': () => MESSAGES.partnerCannotApproveOwn,

  // Proof images.
  'invalid-file': detail(MESSAGES.invalidFileUpload),
  'file-too-large': detail(MESSAGES.imageTooLarge5MB),
  'image-too-many-pixels': () => MESSAGES.imageTooManyPixels,
  'proof-not-found': () => MESSAGES.proofNotFound,
  'proof-not-uploaded': () => MESSAGES.proofNotUploaded,
  'proof-hash-mismatch': () => MESSAGES.proofHashMismatch,
  'proof-quota-exceeded': () => MESSAGES.proofQuotaExceeded,

  // Notifications and push.
  'notification-not-found': () => MESSAGES.notificationNotFound,
  'push-subscription-not-found': () => MESSAGES.pushSubscriptionNotFound,
  'push-endpoint-not-allowed': () => MESSAGES.pushEndpointNotAllowed,

  // Bank statements.
  'statement-missing': () => 'Choose the statement file to import.',
  'statement-too-large': detail('This statement is too large. Export a shorter period.'),
  'statement-format-unrecognised': detail('This file is not a bank statement we can read.'),
  'statement-columns-not-found': detail('The statement has no columns we recognise.'),
  'statement-no-credits': detail('The statement has no money in.'),
  'statement-row-unreadable': detail('A row of the statement could not be read.'),
  'statement-credit-not-found': () => 'This statement line is not in this group’s imported statements.',
  'statement-credit-matched': (params: { line: number }) => `Statement line ${params.line} is already matched to a payment.`,
  'statement-amount-differs': (params: { line: number }) => `Statement line ${params.line} is for a different amount than this payment.`,
} as const;

/** Every reason the server may give for a refusal. */
export type ReasonCode = keyof typeof REASON_TEXTS;
/** What the text of `C` needs (undefined when it needs nothing). */
export type ReasonParams<C extends ReasonCode> = Parameters<(typeof REASON_TEXTS)[C]>[0];

/** Every reason code, for exhaustive checks. */
export const REASON_CODES = Object.keys(REASON_TEXTS) as ReasonCode[];

/**
 * The text of a reason code with its parameters.
 * @example reasonText('statement-credit-matched', { line: 4 }) === 'Statement line 4 is already matched to a payment.'
 */
export function reasonText<C extends ReasonCode>(code: C, params?: ReasonParams<C>): string {
  return (REASON_TEXTS[code] as (p?: ReasonParams<C>) => string)(params);
}

/** True when `code` is one of ours (a client meets codes from older or newer servers). */
export function isReasonCode(code: unknown): code is ReasonCode {
  return typeof code === 'string' && Object.hasOwn(REASON_TEXTS, code);
}
