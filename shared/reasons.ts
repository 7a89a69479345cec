/**
 * Why the server refused a request: a closed set of reason codes, each with its text in one place.
 * The server's services answer a code (and, where the text needs them, parameters); the server's
 * http layer maps each code to its HTTP status (sync-server/http/reason-status.ts); a client maps
 * the code back to its text, in the reader's language (the `reasons` and `errors` catalogues).
 * Codes are kebab-case and never reused for another meaning: clients key on them.
 *
 * A few codes carry a `message` parameter: the text is then a validation text from the shared
 * schemas (MESSAGES, the spec's texts), chosen by the rule that failed, and the server names it
 * as `messageKey` so a client words it in its reader's language; or a statement problem, sent
 * with its parts (`problem`, `line`, `detail`) for the same reason.
 * @example reasonText('already-decided', { status: 'confirmed' }) === 'Already Confirmed'
 */
import type { ContributionStatus } from './contributions';
import { alreadyDecidedMessage, isMessageKey, MESSAGES } from './errors';
import { BASE_LOCALE, type Locale } from './i18n/languages';
import { isReasonCode, type ReasonCode } from './reason-codes';
import { isFieldName, unsafeCharactersMessage } from './text';
import {
  errors_accountNumberRequired, errors_imageTooLarge5MB, errors_invalidFileUpload, errors_invalidLoginDetails, errors_otpCooldown,
  errors_otpRateLimited, reasons_bodyTooLarge, reasons_crossSite, reasons_idempotencyMismatch, reasons_internal, reasons_invalidBody,
  reasons_invalidField, reasons_invalidIdempotencyKey, reasons_invalidJson, reasons_jsonTooDeep, reasons_notFound, reasons_problemAlert,
  reasons_problemColumnsNotFound, reasons_problemDateOrderUnknown, reasons_problemFormatUnrecognised, reasons_problemNoCredits,
  reasons_problemRow, reasons_problemTooLarge, reasons_statementAmountDiffers, reasons_statementColumnsNotFound,
  reasons_statementCreditMatched,
  reasons_statementCreditSetAside,
  reasons_statementPaymentNotConfirmed, reasons_statementCreditNotFound, reasons_statementDateOrderUnknown, reasons_statementFormatUnrecognised,
  reasons_statementMissing, reasons_statementNoCredits, reasons_statementRowUnreadable, reasons_statementTooLarge,
  reasons_problemTooComplex, reasons_statementTooComplex, reasons_statementBusy,
  reasons_changeMismatch, reasons_invalidForm, reasons_protocolMismatch, reasons_proofUploadFailed,
} from './i18n/paraglide/messages.js';

type Text = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
/**
 * What a code with a chosen text carries: the MESSAGES key of the rule that failed (`messageKey`),
 * or the field whose text has unsafe characters (`unsafeField`, shared/text.ts), both decided by
 * the server; and, on the server only, the text in English (`message`: never sent as a parameter).
 */
type Detail = { message?: string; messageKey?: string; unsafeField?: string };

/**
 * A text chosen by the rule that failed, or the code's default: the MESSAGES text named by
 * `messageKey` (in the current language); the unsafe-characters text naming `unsafeField`; else a
 * text no catalogue holds (zod's own words for a malformed call) as the server wrote it in English
 * when it says more than the default; else the default.
 */
const detail = (fallback: Text) => (params?: Detail) => {
  if (isMessageKey(params?.messageKey)) return MESSAGES[params.messageKey];
  if (isFieldName(params?.unsafeField)) return unsafeCharactersMessage(params.unsafeField);
  if (params?.message !== undefined && params.message !== fallback({}, { locale: BASE_LOCALE })) return params.message;
  return fallback();
};

/** The parts of a statement that could not be read (sync-server/reconcile/messages.ts). */
export type StatementProblemParams = {
  problem: true;
  /** The row or alert at fault, and what is wrong with it (English: the file's own words). */
  line?: number;
  unit?: 'Row' | 'Alert';
  detail?: string;
  /** statement-too-large: the limits. */
  rows?: string;
  megabytes?: number;
  /** statement-date-order-unknown: two of the file's dates that either order reads, quoted, with their rows. */
  dates?: string;
};

const PROBLEM_TEXTS = {
  'statement-format-unrecognised': reasons_problemFormatUnrecognised,
  'statement-columns-not-found': reasons_problemColumnsNotFound,
  'statement-no-credits': reasons_problemNoCredits,
  'statement-too-complex': reasons_problemTooComplex,
} as const;
export type StatementProblemCode = keyof typeof PROBLEM_TEXTS | 'statement-too-large' | 'statement-row-unreadable' | 'statement-date-order-unknown';

/**
 * A statement problem's text: the code's sentence, the file's own detail after it in brackets.
 * @example statementProblemText('statement-row-unreadable', { problem: true, unit: 'Row', line: 4, detail: 'the date is missing' }, { locale: 'en' })
 *   === 'Row 4: the date is missing. Nothing was imported; correct the row or remove it and try again.'
 */
export function statementProblemText(code: StatementProblemCode, params: StatementProblemParams, options?: { locale?: Locale }): string {
  if (code === 'statement-row-unreadable') {
    const row = { line: params.line ?? 0, detail: params.detail ?? '' };
    return params.unit === 'Alert' ? reasons_problemAlert(row, options) : reasons_problemRow(row, options);
  }
  const text =
    code === 'statement-too-large'
      ? reasons_problemTooLarge({ rows: params.rows ?? '', megabytes: params.megabytes ?? 0 }, options)
      : code === 'statement-date-order-unknown'
        ? reasons_problemDateOrderUnknown({ dates: params.dates ?? '' }, options)
        : PROBLEM_TEXTS[code]({}, options);
  return params.detail ? `${text} (${params.detail})` : text;
}

/** A statement code: its problem's text when the server sent the parts, else as any chosen text. */
const statement = (code: StatementProblemCode, fallback: Text) => (params?: Detail & Partial<StatementProblemParams>) =>
  params?.problem ? statementProblemText(code, params as StatementProblemParams) : detail(fallback)(params);

export const REASON_TEXTS = {
  // The request itself.
  'invalid-json': () => reasons_invalidJson(),
  'json-too-deep': (params: { maxDepth: number }) => reasons_jsonTooDeep({ maxDepth: params.maxDepth }),
  // `form`: the body was to be a multipart form (http/form-body.ts).
  'invalid-body': (params?: Detail & { form?: true }) => (params?.form ? reasons_invalidForm() : detail(reasons_invalidBody)(params)),
  'invalid-field': detail(reasons_invalidField),
  'body-too-large': () => reasons_bodyTooLarge(),
  'invalid-idempotency-key': () => reasons_invalidIdempotencyKey(),
  // `change`: a sync mutation's id was sent before with other content (sync/push.ts).
  'idempotency-mismatch': (params?: Detail & { change?: true }) => (params?.change ? reasons_changeMismatch() : detail(reasons_idempotencyMismatch)(params)),
  'cross-site': () => reasons_crossSite(),
  'not-found': () => reasons_notFound(),
  internal: () => reasons_internal(),
  // The phone speaks an older (or newer) sync protocol than the server: it must be updated.
  'protocol-mismatch': () => reasons_protocolMismatch(),

  // Signing in.
  'not-signed-in': () => MESSAGES.notSignedIn,
  'invalid-login': detail(errors_invalidLoginDetails),
  'username-taken': () => MESSAGES.usernameTaken,
  'phone-taken': () => MESSAGES.phoneTaken,
  'otp-expired': () => MESSAGES.otpExpired,
  'otp-wrong': () => MESSAGES.otpWrong,
  'otp-locked': () => MESSAGES.otpLocked,
  'otp-cooldown': detail(errors_otpCooldown),
  'otp-rate-limited': detail(errors_otpRateLimited),
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
  'guests-not-allowed': () => MESSAGES.guestsNotAllowed,
  'period-invalid': () => MESSAGES.periodInvalid,
  'dues-member-not-active': () => MESSAGES.duesMemberNotActive,
  'recipient-not-member': () => MESSAGES.recipientNotMember,
  'payout-not-paid': () => MESSAGES.payoutNotPaid,
  'not-a-rotation': () => MESSAGES.notARotation,
  'rotation-started': () => MESSAGES.rotationStarted,
  'rotation-member-stays': () => MESSAGES.rotationMemberStays,
  'no-fine-to-waive': () => MESSAGES.noFineToWaive,
  'rotation-not-picking': () => MESSAGES.rotationNotPicking,
  'rotation-place-taken': () => MESSAGES.rotationPlaceTaken,
  'rotation-place-invalid': () => MESSAGES.rotationPlaceInvalid,
  'rotation-needs-members': () => MESSAGES.rotationNeedsMembers,
  'rotation-order-invalid': () => MESSAGES.rotationOrderInvalid,
  'rotation-not-ordered': () => MESSAGES.rotationNotOrdered,
  'rotation-swap-invalid': () => MESSAGES.rotationSwapInvalid,
  'rotation-swap-collected': () => MESSAGES.rotationSwapCollected,
  'rotation-swap-not-found': () => MESSAGES.rotationSwapNotFound,
  'rotation-swap-not-agreed': () => MESSAGES.rotationSwapNotAgreed,
  'project-completed': () => MESSAGES.purseCompletedNoMoney,
  'purse-completed': () => MESSAGES.purseCompleted,
  'registration-link-taken': () => MESSAGES.idTaken,
  'id-taken': () => MESSAGES.idTaken,
  'bank-account-required': detail(errors_accountNumberRequired),
  'already-member': () => MESSAGES.alreadyMember,
  'admin-cannot-join': () => MESSAGES.adminCannotJoinOwnGroup,
  'not-active-member': () => MESSAGES.cashMemberNotActive,
  'partner-already': () => MESSAGES.partnerAlready,
  'partner-not-member': () => MESSAGES.partnerNotMember,
  'partner-not-found': () => MESSAGES.partnerNotFound,
  'partner-limit': () => MESSAGES.partnerLimit,
  'approval-needs-partner': () => MESSAGES.approvalNeedsPartner,
  'partner-approval-required': () => MESSAGES.partnerApprovalRequired,
  'approval-request-none': () => MESSAGES.approvalRequestNone,
  'approval-request-waiting': () => MESSAGES.approvalRequestWaiting,
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
  'invalid-file': detail(errors_invalidFileUpload),
  'file-too-large': detail(errors_imageTooLarge5MB),
  'image-too-many-pixels': () => MESSAGES.imageTooManyPixels,
  'proof-not-found': () => MESSAGES.proofNotFound,
  'proof-not-uploaded': () => MESSAGES.proofNotUploaded,
  'proof-hash-mismatch': () => MESSAGES.proofHashMismatch,
  'proof-quota-exceeded': () => MESSAGES.proofQuotaExceeded,
  'receipt-reads-limited': () => MESSAGES.receiptReadsLimited,
  // The phone's own: a proof upload refused without a reason code (a proxy's page), by its status.
  'proof-upload-failed': (_params?: { status?: number }) => reasons_proofUploadFailed(),

  // Notifications and push.
  'notification-not-found': () => MESSAGES.notificationNotFound,
  'push-subscription-not-found': () => MESSAGES.pushSubscriptionNotFound,
  'push-endpoint-not-allowed': () => MESSAGES.pushEndpointNotAllowed,

  // Bank statements.
  'statement-missing': () => reasons_statementMissing(),
  'statement-too-large': statement('statement-too-large', reasons_statementTooLarge),
  'statement-format-unrecognised': statement('statement-format-unrecognised', reasons_statementFormatUnrecognised),
  'statement-columns-not-found': statement('statement-columns-not-found', reasons_statementColumnsNotFound),
  'statement-no-credits': statement('statement-no-credits', reasons_statementNoCredits),
  'statement-row-unreadable': statement('statement-row-unreadable', reasons_statementRowUnreadable),
  'statement-too-complex': statement('statement-too-complex', reasons_statementTooComplex),
  'statement-busy': () => reasons_statementBusy(),
  'statement-date-order-unknown': statement('statement-date-order-unknown', reasons_statementDateOrderUnknown),
  'statement-credit-not-found': () => reasons_statementCreditNotFound(),
  'statement-credit-matched': (params: { line: number }) => reasons_statementCreditMatched({ line: params.line }),
  'statement-credit-set-aside': (params: { line: number }) => reasons_statementCreditSetAside({ line: params.line }),
  'statement-payment-not-confirmed': () => reasons_statementPaymentNotConfirmed(),
  'statement-amount-differs': (params: { line: number }) => reasons_statementAmountDiffers({ line: params.line }),
  // A text for every name in shared/reason-codes.ts and for no other (excess names fail `satisfies`).
} as const satisfies Record<ReasonCode, (params: never) => string>;

export { REASON_CODES, isReasonCode, type ReasonCode, type RefusalBody } from './reason-codes';
/** What the text of `C` needs (undefined when it needs nothing). */
export type ReasonParams<C extends ReasonCode> = Parameters<(typeof REASON_TEXTS)[C]>[0];

/**
 * The text of a reason code with its parameters.
 * @example reasonText('statement-credit-matched', { line: 4 }) === 'Statement line 4 is already matched to a payment.'
 */
export function reasonText<C extends ReasonCode>(code: C, params?: ReasonParams<C>): string {
  return (REASON_TEXTS[code] as (p?: ReasonParams<C>) => string)(params);
}

/** The codes whose text cannot be worded without its parameters. */
type ParamsRequired = { [C in ReasonCode]: undefined extends ReasonParams<C> ? never : C }[ReasonCode];
const PARAMS_REQUIRED: Record<ParamsRequired, true> = {
  'json-too-deep': true,
  'already-decided': true,
  'statement-credit-matched': true,
  'statement-credit-set-aside': true,
  'statement-amount-differs': true,
};

/**
 * The text of a refusal as a client received it, in the reader's language: worded from its code
 * and parameters (a validation text from its `messageKey`). The server's English message is only
 * the fallback: for a code this client does not know (a newer server), for a text that needs
 * parameters the refusal lacks (an outbox entry saved by an earlier app version, which kept the
 * message alone), and for a text no catalogue holds (zod's own words for a malformed call).
 * @example refusalText('otp-wrong', undefined, 'Invalid code. Please check and try again.') // in Hausa after setLocale('ha')
 */
export function refusalText(code: unknown, params: Record<string, unknown> | undefined, serverMessage: string | undefined): string | undefined {
  if (!isReasonCode(code)) return serverMessage;
  if (params === undefined && Object.hasOwn(PARAMS_REQUIRED, code)) return serverMessage;
  try {
    return reasonText(code, { ...params, message: serverMessage } as ReasonParams<typeof code>);
  } catch {
    // Parameters from an older or newer server that the text cannot use.
    return serverMessage;
  }
}
