import type { ContributionStatus } from './contribution-status';
import {
  errors_usernameRequired, errors_usernameTooShort, errors_usernameTooLong, errors_fullNameRequired,
  errors_phoneInvalid, errors_roleRequired, errors_otpInvalid, errors_targetAmountRequired,
  errors_paymentMethodsRequired, errors_amountRequired, errors_amountPositive, errors_groupRequired,
  errors_paymentTypeRequired, errors_proofRequired, errors_missingProjectOrUser,
  errors_fileTooLargeDialogTitle, errors_fileTooLargeDialog, errors_invalidFileTitle, errors_invalidFileUpload,
  errors_invalidFileSelect, errors_fileTooLargeTitle, errors_imageTooLarge5MB, errors_imageTooLarge10MB,
  errors_missingInformationTitle, errors_missingInformation, errors_noMemberSelectedTitle,
  errors_noMemberSelected, errors_invalidLink, errors_loginFailedTitle, errors_invalidLoginDetails,
  errors_invalidOtpOrLogin, errors_sendOtpFailedTitle, errors_registrationFailedTitle, errors_tryLater,
  errors_joinGroupFailedTitle, errors_joinGroupPageFailedTitle, errors_tryAgain, errors_errorTitle,
  errors_createGroupFailed, errors_createProjectFailed, errors_addPartnerFailed, errors_removePartnerFailed,
  errors_confirmPaymentFailed, errors_rejectPaymentFailed, errors_paymentFailedTitle,
  errors_processPaymentFailed, errors_uploadFailedTitle, errors_paymentSubmissionFailedTitle,
  errors_submitProofFailed, errors_copyFailedTitle, errors_copyUnable, errors_copyManually,
  errors_groupNotFound, errors_missingGroupOrUser, errors_missingData, errors_groupNotFoundTitle,
  errors_groupNotFoundRegister, errors_groupNotFoundLanding, errors_groupNotFoundJoin,
  errors_pageNotFoundTitle, errors_amountTooLarge, errors_targetAmountTooLarge, errors_groupTotalLimit,
  errors_memberTotalLimit, errors_groupTargetsLimit, errors_targetAmountPositive, errors_fullNameTooLong,
  errors_otpExpired, errors_otpWrong, errors_otpLocked, errors_otpCooldown, errors_otpRateLimited,
  errors_lookupRateLimited, errors_usernameTaken, errors_usernameMixedScripts, errors_phoneTaken,
  errors_notSignedIn, errors_forbidden, errors_groupNameRequired, errors_projectNameRequired,
  errors_deadlineInvalid, errors_scheduleAmountRequired, errors_scheduleFrequencyRequired, errors_scheduleStartRequired, errors_scheduleEndBeforeStart, errors_levyDeadlineRequired, errors_scheduleDayInvalid, errors_periodInvalid, errors_duesMemberNotActive, errors_recipientNotMember, errors_payoutNotPaid, errors_notARotation, errors_rotationStarted, errors_rotationMemberStays, errors_rotationNeedsMembers, errors_rotationOrderInvalid, errors_rotationNotOrdered, errors_rotationSwapInvalid, errors_rotationSwapCollected, errors_rotationSwapNotFound, errors_rotationSwapNotAgreed, errors_fineAmountInvalid, errors_finePercentInvalid, errors_fineGraceInvalid, errors_noFineToWaive, errors_rotationNotPicking, errors_rotationPlaceTaken, errors_rotationPlaceInvalid,
  errors_bankNameRequired, errors_accountNumberRequired, errors_accountNumberNuban,
  errors_accountNameRequired, errors_purseRequired, errors_textTooLong, errors_partnerLimit,
  errors_partnerNotMember, errors_partnerAlready, errors_partnerNotFound, errors_notGroupAdmin,
  errors_notGroupMember, errors_alreadyMember, errors_adminCannotJoinOwnGroup, errors_projectNotFound,
  errors_idTaken, errors_joinNeedsConnection, errors_otpDeliveryFailed, errors_alreadyConfirmed,
  errors_alreadyRejected, errors_alreadyReversed, errors_paidOnRequired, errors_paidOnInvalid,
  errors_paidOnFuture, errors_payoutRecipientRequired, errors_payoutPurposeRequired, errors_reasonRequired,
  errors_purseStatusInvalid, errors_payoutOverBalance, errors_payoutNotFound, errors_payoutAlreadyDecided,
  errors_notGroupPartner, errors_partnerCannotApproveOwn, errors_approvalNeedsPartner, errors_partnerApprovalRequired, errors_approvalRequestNone, errors_approvalRequestWaiting, errors_onlyConfirmedReversed,
  errors_reversalOverdraws, errors_cashMemberNotActive, errors_purseCompletedNoMoney, errors_purseCompleted,
  errors_showMemberAmountsInvalid, errors_receiptMaxAgeDaysInvalid, errors_statementDateInvalid,
  errors_statementRangeInverted, errors_booksSaveFailed, errors_contributionNotFound,
  errors_paymentMethodNotAllowed, errors_projectNotInGroup, errors_projectNotActive, errors_guestsNotAllowed, errors_proofNotUploaded,
  errors_proofHashMismatch, errors_imageTooManyPixels, errors_proofNotFound, errors_proofQuotaExceeded, errors_receiptReadsLimited,
  errors_announcementTitleRequired, errors_announcementMessageRequired, errors_announcementPriorityInvalid,
  errors_notificationNotFound, errors_reminderNeedsConnection, errors_pushEndpointNotAllowed,
  errors_pushSubscriptionNotFound, errors_paymentSubmittedTitle, errors_paymentAwaitingApproval,
  errors_paymentSavedOffline, errors_proofUnreadable, errors_paymentUpdatedTitle, errors_paymentDeleteFailed,
} from './i18n/paraglide/messages.js';
import { BASE_LOCALE } from './i18n/languages';

/**
 * Every user-facing text that both the server and the web show, in one place, as its message in
 * the catalogue (shared/i18n/messages/errors/<locale>.json; English is the spec's text verbatim).
 * The spec's texts (SPEC §5 validation, §8 error catalogue) are copied verbatim; the texts the
 * spec leaves open (OTP lifecycle, uniqueness, access) are ours and marked below.
 * Keys name the situation, not the screen, so a server answer's code maps to one text.
 */
const TEXTS = {
  // SPEC §5: sign-up, login and registration wizard fields.
  usernameRequired: errors_usernameRequired,
  usernameTooShort: errors_usernameTooShort,
  usernameTooLong: errors_usernameTooLong,
  fullNameRequired: errors_fullNameRequired,
  phoneInvalid: errors_phoneInvalid,
  roleRequired: errors_roleRequired,
  otpInvalid: errors_otpInvalid,

  // SPEC §5: projects, payments and partners.
  targetAmountRequired: errors_targetAmountRequired,
  paymentMethodsRequired: errors_paymentMethodsRequired,
  amountRequired: errors_amountRequired,
  amountPositive: errors_amountPositive,
  groupRequired: errors_groupRequired,
  paymentTypeRequired: errors_paymentTypeRequired,
  proofRequired: errors_proofRequired,
  missingProjectOrUser: errors_missingProjectOrUser,
  fileTooLargeDialogTitle: errors_fileTooLargeDialogTitle,
  fileTooLargeDialog: errors_fileTooLargeDialog,
  invalidFileTitle: errors_invalidFileTitle,
  invalidFileUpload: errors_invalidFileUpload,
  invalidFileSelect: errors_invalidFileSelect,
  fileTooLargeTitle: errors_fileTooLargeTitle,
  imageTooLarge5MB: errors_imageTooLarge5MB,
  imageTooLarge10MB: errors_imageTooLarge10MB,
  missingInformationTitle: errors_missingInformationTitle,
  missingInformation: errors_missingInformation,
  noMemberSelectedTitle: errors_noMemberSelectedTitle,
  noMemberSelected: errors_noMemberSelected,
  invalidLink: errors_invalidLink,

  // SPEC §8: destructive toasts (title, then the fallback when the server gives no message).
  loginFailedTitle: errors_loginFailedTitle,
  invalidLoginDetails: errors_invalidLoginDetails,
  invalidOtpOrLogin: errors_invalidOtpOrLogin,
  sendOtpFailedTitle: errors_sendOtpFailedTitle,
  registrationFailedTitle: errors_registrationFailedTitle,
  tryLater: errors_tryLater,
  joinGroupFailedTitle: errors_joinGroupFailedTitle,
  joinGroupPageFailedTitle: errors_joinGroupPageFailedTitle,
  tryAgain: errors_tryAgain,
  errorTitle: errors_errorTitle,
  createGroupFailed: errors_createGroupFailed,
  createProjectFailed: errors_createProjectFailed,
  addPartnerFailed: errors_addPartnerFailed,
  removePartnerFailed: errors_removePartnerFailed,
  confirmPaymentFailed: errors_confirmPaymentFailed,
  rejectPaymentFailed: errors_rejectPaymentFailed,
  paymentFailedTitle: errors_paymentFailedTitle,
  processPaymentFailed: errors_processPaymentFailed,
  uploadFailedTitle: errors_uploadFailedTitle,
  paymentSubmissionFailedTitle: errors_paymentSubmissionFailedTitle,
  submitProofFailed: errors_submitProofFailed,
  copyFailedTitle: errors_copyFailedTitle,
  copyUnable: errors_copyUnable,
  copyManually: errors_copyManually,

  // SPEC §8: internal texts and not-found screens.
  groupNotFound: errors_groupNotFound,
  missingGroupOrUser: errors_missingGroupOrUser,
  missingData: errors_missingData,
  groupNotFoundTitle: errors_groupNotFoundTitle,
  groupNotFoundRegister: errors_groupNotFoundRegister,
  groupNotFoundLanding: errors_groupNotFoundLanding,
  groupNotFoundJoin: errors_groupNotFoundJoin,
  pageNotFoundTitle: errors_pageNotFoundTitle,

  // Ours (DESIGN "Money"): the spec names no text for these.
  // They name MAX_AMOUNT_KOBO and MAX_GROUP_TOTAL_KOBO (shared/money.ts; a test keeps them equal).
  amountTooLarge: errors_amountTooLarge,
  targetAmountTooLarge: errors_targetAmountTooLarge,
  groupTotalLimit: errors_groupTotalLimit,
  memberTotalLimit: errors_memberTotalLimit,
  groupTargetsLimit: errors_groupTargetsLimit,
  targetAmountPositive: errors_targetAmountPositive,
  fullNameTooLong: errors_fullNameTooLong,

  // Ours (DESIGN "Identity and auth"): OTP lifecycle, uniqueness and access.
  otpExpired: errors_otpExpired,
  otpWrong: errors_otpWrong,
  otpLocked: errors_otpLocked,
  otpCooldown: errors_otpCooldown,
  otpRateLimited: errors_otpRateLimited,
  lookupRateLimited: errors_lookupRateLimited,
  usernameTaken: errors_usernameTaken,
  usernameMixedScripts: errors_usernameMixedScripts,
  phoneTaken: errors_phoneTaken,
  notSignedIn: errors_notSignedIn,
  forbidden: errors_forbidden,
  groupNameRequired: errors_groupNameRequired,
  projectNameRequired: errors_projectNameRequired,
  deadlineInvalid: errors_deadlineInvalid,
  scheduleAmountRequired: errors_scheduleAmountRequired,
  scheduleFrequencyRequired: errors_scheduleFrequencyRequired,
  scheduleStartRequired: errors_scheduleStartRequired,
  scheduleEndBeforeStart: errors_scheduleEndBeforeStart,
  levyDeadlineRequired: errors_levyDeadlineRequired,
  scheduleDayInvalid: errors_scheduleDayInvalid,
  periodInvalid: errors_periodInvalid,
  duesMemberNotActive: errors_duesMemberNotActive,
  recipientNotMember: errors_recipientNotMember,
  payoutNotPaid: errors_payoutNotPaid,
  notARotation: errors_notARotation,
  rotationStarted: errors_rotationStarted,
  rotationMemberStays: errors_rotationMemberStays,
  fineAmountInvalid: errors_fineAmountInvalid,
  finePercentInvalid: errors_finePercentInvalid,
  fineGraceInvalid: errors_fineGraceInvalid,
  noFineToWaive: errors_noFineToWaive,
  rotationNotPicking: errors_rotationNotPicking,
  rotationPlaceTaken: errors_rotationPlaceTaken,
  rotationPlaceInvalid: errors_rotationPlaceInvalid,
  rotationNeedsMembers: errors_rotationNeedsMembers,
  rotationOrderInvalid: errors_rotationOrderInvalid,
  rotationNotOrdered: errors_rotationNotOrdered,
  rotationSwapInvalid: errors_rotationSwapInvalid,
  rotationSwapCollected: errors_rotationSwapCollected,
  rotationSwapNotFound: errors_rotationSwapNotFound,
  rotationSwapNotAgreed: errors_rotationSwapNotAgreed,
  bankNameRequired: errors_bankNameRequired,
  accountNumberRequired: errors_accountNumberRequired,
  accountNumberNuban: errors_accountNumberNuban,
  accountNameRequired: errors_accountNameRequired,
  purseRequired: errors_purseRequired,
  textTooLong: errors_textTooLong,
  partnerLimit: errors_partnerLimit,
  partnerNotMember: errors_partnerNotMember,
  partnerAlready: errors_partnerAlready,
  partnerNotFound: errors_partnerNotFound,
  notGroupAdmin: errors_notGroupAdmin,
  notGroupMember: errors_notGroupMember,
  alreadyMember: errors_alreadyMember,
  adminCannotJoinOwnGroup: errors_adminCannotJoinOwnGroup,
  projectNotFound: errors_projectNotFound,
  idTaken: errors_idTaken,
  joinNeedsConnection: errors_joinNeedsConnection,
  otpDeliveryFailed: errors_otpDeliveryFailed,

  // SPEC §4: a review of a contribution that was already decided.
  alreadyConfirmed: errors_alreadyConfirmed,
  alreadyRejected: errors_alreadyRejected,
  /** Issue 11: a confirmed payment taken back cannot be decided again. */
  alreadyReversed: errors_alreadyReversed,
  // Issue 11: the treasurer's books.
  paidOnRequired: errors_paidOnRequired,
  paidOnInvalid: errors_paidOnInvalid,
  paidOnFuture: errors_paidOnFuture,
  payoutRecipientRequired: errors_payoutRecipientRequired,
  payoutPurposeRequired: errors_payoutPurposeRequired,
  reasonRequired: errors_reasonRequired,
  purseStatusInvalid: errors_purseStatusInvalid,
  payoutOverBalance: errors_payoutOverBalance,
  payoutNotFound: errors_payoutNotFound,
  payoutAlreadyDecided: errors_payoutAlreadyDecided,
  notGroupPartner: errors_notGroupPartner,
  partnerCannotApproveOwn: errors_partnerCannotApproveOwn,
  // Issue 23 §2: a group whose payouts need a partner's approval.
  approvalNeedsPartner: errors_approvalNeedsPartner,
  partnerApprovalRequired: errors_partnerApprovalRequired,
  approvalRequestNone: errors_approvalRequestNone,
  approvalRequestWaiting: errors_approvalRequestWaiting,
  onlyConfirmedReversed: errors_onlyConfirmedReversed,
  reversalOverdraws: errors_reversalOverdraws,
  cashMemberNotActive: errors_cashMemberNotActive,
  purseCompletedNoMoney: errors_purseCompletedNoMoney,
  purseCompleted: errors_purseCompleted,
  showMemberAmountsInvalid: errors_showMemberAmountsInvalid,
  receiptMaxAgeDaysInvalid: errors_receiptMaxAgeDaysInvalid,
  statementDateInvalid: errors_statementDateInvalid,
  statementRangeInverted: errors_statementRangeInverted,
  booksSaveFailed: errors_booksSaveFailed,
  // Ours: contributions and proofs (the spec names no text for these).
  contributionNotFound: errors_contributionNotFound,
  paymentMethodNotAllowed: errors_paymentMethodNotAllowed,
  projectNotInGroup: errors_projectNotInGroup,
  projectNotActive: errors_projectNotActive,
  /** Ours: a purse that takes no guests (issue 27 §4). */
  guestsNotAllowed: errors_guestsNotAllowed,
  proofNotUploaded: errors_proofNotUploaded,
  proofHashMismatch: errors_proofHashMismatch,
  imageTooManyPixels: errors_imageTooManyPixels,
  proofNotFound: errors_proofNotFound,
  proofQuotaExceeded: errors_proofQuotaExceeded,
  /** Ours: too many shared receipts read for one member in an hour (issue 27 §1). */
  receiptReadsLimited: errors_receiptReadsLimited,

  // Ours: announcements, notifications and reminders (the spec names no text for these).
  announcementTitleRequired: errors_announcementTitleRequired,
  announcementMessageRequired: errors_announcementMessageRequired,
  announcementPriorityInvalid: errors_announcementPriorityInvalid,
  notificationNotFound: errors_notificationNotFound,
  reminderNeedsConnection: errors_reminderNeedsConnection,
  pushEndpointNotAllowed: errors_pushEndpointNotAllowed,
  pushSubscriptionNotFound: errors_pushSubscriptionNotFound,
  // Ours: the member's payment screens (the spec names no text for these).
  paymentSubmittedTitle: errors_paymentSubmittedTitle,
  paymentAwaitingApproval: errors_paymentAwaitingApproval,
  paymentSavedOffline: errors_paymentSavedOffline,
  proofUnreadable: errors_proofUnreadable,
  paymentUpdatedTitle: errors_paymentUpdatedTitle,
  paymentDeleteFailed: errors_paymentDeleteFailed,
} as const;

/** The name of one user-facing text. @example const key: MessageKey = 'otpWrong' */
export type MessageKey = keyof typeof TEXTS;

/**
 * Each text by its key, in the language current when it is read (a getter per key): read it where
 * it is shown or at validation time, never at module scope.
 * @example toast({ title: MESSAGES.loginFailedTitle, description: MESSAGES.invalidLoginDetails })
 */
export const MESSAGES = Object.defineProperties(
  {},
  Object.fromEntries(Object.entries(TEXTS).map(([key, text]) => [key, { get: () => text(), enumerable: true }])),
) as { readonly [K in MessageKey]: string };

/** True when `key` names one of the texts (a key from an older or newer server may not). */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(TEXTS, key);
}

let keysByEnglish: Map<string, MessageKey> | undefined;

/**
 * The key of a text given in English (the server's language for API clients), so a client can
 * show the same text in its reader's language; undefined for a text that is not one of these.
 * @example messageKeyOf('Username is required') === 'usernameRequired'
 */
export function messageKeyOf(english: string): MessageKey | undefined {
  keysByEnglish ??= new Map(
    Object.entries(TEXTS).map(([key, text]) => [text({}, { locale: BASE_LOCALE }), key as MessageKey]),
  );
  return keysByEnglish.get(english);
}

/**
 * A zod `error` parameter that words a failure when it happens, in the language current then (a
 * plain string would be fixed in the language of the moment the schema's module loaded).
 * @example z.string(zodError('usernameRequired')).trim().min(1, zodError('usernameRequired'))
 */
export function zodError(key: MessageKey): { error: () => string } {
  return { error: () => MESSAGES[key] };
}

/** What the review answers when a contribution was already decided (SPEC §4). */
export function alreadyDecidedMessage(status: ContributionStatus): string {
  if (status === 'reversed') return MESSAGES.alreadyReversed;
  return status === 'confirmed' ? MESSAGES.alreadyConfirmed : MESSAGES.alreadyRejected;
}
