import type { ReasonCode } from '../../shared/reasons';

/**
 * The HTTP status of each reason code: the one place the server's refusals meet HTTP (sync push
 * stores it with each answer too, so it lives beside the outcome, not in http/). A code
 * added to shared/reasons.ts without a status here is a compile error.
 * @example REASON_STATUS['already-decided'] === 409
 */
/** The statuses a refusal may have (all of them carry a body). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

export const REASON_STATUS: Record<ReasonCode, RefusalStatus> = {
  'invalid-json': 400,
  'json-too-deep': 400,
  'invalid-body': 400,
  'invalid-field': 400,
  'body-too-large': 413,
  'invalid-idempotency-key': 400,
  'idempotency-mismatch': 422,
  'cross-site': 403,
  'not-found': 404,
  internal: 500,
  'protocol-mismatch': 409,

  'not-signed-in': 401,
  'invalid-login': 401,
  'username-taken': 409,
  'phone-taken': 409,
  'otp-expired': 400,
  'otp-wrong': 400,
  'otp-locked': 429,
  'otp-cooldown': 429,
  'otp-rate-limited': 429,
  'otp-delivery-failed': 502,

  forbidden: 403,
  'not-group-admin': 403,
  'not-group-member': 403,
  'not-group-partner': 403,
  'lookup-rate-limited': 429,

  'group-not-found': 404,
  'project-not-found': 404,
  'project-not-in-group': 422,
  'project-not-active': 422,
  'period-invalid': 422,
  'dues-member-not-active': 422,
  'recipient-not-member': 422,
  'payout-not-paid': 409,
  'not-a-rotation': 422,
  'rotation-started': 409,
  'rotation-member-stays': 422,
  'no-fine-to-waive': 422,
  'rotation-needs-members': 422,
  'rotation-order-invalid': 422,
  'project-completed': 422,
  'purse-completed': 409,
  'registration-link-taken': 409,
  'id-taken': 409,
  'bank-account-required': 400,
  'already-member': 409,
  'admin-cannot-join': 409,
  'not-active-member': 422,
  'partner-already': 409,
  'partner-not-member': 422,
  'partner-not-found': 404,
  'partner-limit': 409,
  'approval-needs-partner': 409,
  'partner-approval-required': 409,
  'approval-request-none': 404,
  'approval-request-waiting': 409,
  'group-total-limit': 422,
  'group-targets-limit': 422,
  'member-total-limit': 422,

  'contribution-not-found': 404,
  'already-decided': 409,
  'not-confirmed': 409,
  'already-reversed': 409,
  'reversal-overdraws': 422,
  'payment-method-not-allowed': 422,
  'payout-not-found': 404,
  'payout-already-decided': 409,
  'payout-over-balance': 422,
  'partner-cannot-approve-own': 403,

  'invalid-file': 415,
  'file-too-large': 413,
  'image-too-many-pixels': 422,
  'proof-not-found': 404,
  'proof-not-uploaded': 409,
  'proof-hash-mismatch': 422,
  'proof-quota-exceeded': 429,
  // The phone's own (a proof upload refused without a code): the server never sends it.
  'proof-upload-failed': 422,

  'notification-not-found': 404,
  'push-subscription-not-found': 404,
  'push-endpoint-not-allowed': 422,

  'statement-missing': 400,
  'statement-too-large': 413,
  'statement-format-unrecognised': 422,
  'statement-columns-not-found': 422,
  'statement-no-credits': 422,
  'statement-row-unreadable': 422,
  // Too deep, too slow or too big to unpack in memory: the file, not the server, is at fault.
  'statement-too-complex': 422,
  // Every statement reader is taken: a retry in a moment will be read.
  'statement-busy': 503,
  'statement-date-order-unknown': 422,
  'statement-credit-not-found': 404,
  'statement-credit-matched': 409,
  'statement-credit-set-aside': 409,
  'statement-payment-not-confirmed': 409,
  'statement-amount-differs': 422,
};
