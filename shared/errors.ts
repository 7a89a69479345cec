/**
 * Every user-facing text that both the server and the web show, in one place.
 * The spec's texts (SPEC §5 validation, §8 error catalogue) are copied verbatim; the texts the
 * spec leaves open (OTP lifecycle, uniqueness, access) are ours and marked below.
 * Keys name the situation, not the screen, so a server answer's code maps to one text.
 *
 * @example toast({ title: MESSAGES.loginFailedTitle, description: MESSAGES.invalidLoginDetails })
 */
export const MESSAGES = {
  // SPEC §5: sign-up, login and registration wizard fields.
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be less than 20 characters',
  fullNameRequired: 'Full name is required',
  phoneInvalid: 'Please enter a valid phone number with country code (e.g., +234, +1, +44)',
  roleRequired: 'Please select your role',
  otpInvalid: 'OTP must be 6 digits',

  // SPEC §5: projects, payments and partners.
  targetAmountRequired: 'Target amount is required',
  paymentMethodsRequired: 'Please select at least one payment method',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be a positive number',
  groupRequired: 'Please select a group',
  paymentTypeRequired: 'Please select a payment method',
  proofRequired: 'Please upload proof of payment',
  missingProjectOrUser: 'Missing project or user',
  fileTooLargeDialogTitle: 'File too large',
  fileTooLargeDialog: 'Please select a file smaller than 5MB',
  invalidFileTitle: 'Invalid File',
  invalidFileUpload: 'Please upload an image file (PNG, JPG, etc.)',
  invalidFileSelect: 'Please select an image file',
  fileTooLargeTitle: 'File Too Large',
  imageTooLarge5MB: 'Please upload an image smaller than 5MB',
  imageTooLarge10MB: 'Please select an image smaller than 10MB',
  missingInformationTitle: 'Missing Information',
  missingInformation: 'Please fill all required fields and upload proof',
  noMemberSelectedTitle: 'No Member Selected',
  noMemberSelected: 'Please select a member to add as accountability partner',
  invalidLink: 'Invalid link format. Please check and try again.',

  // SPEC §8: destructive toasts (title, then the fallback when the server gives no message).
  loginFailedTitle: 'Login Failed',
  invalidLoginDetails: 'Invalid username or phone number.',
  invalidOtpOrLogin: 'Invalid OTP or login details.',
  sendOtpFailedTitle: 'Failed to Send OTP',
  registrationFailedTitle: 'Registration Failed',
  tryLater: 'Please try again later.',
  joinGroupFailedTitle: 'Failed to Join Group',
  joinGroupPageFailedTitle: 'Failed to join group',
  tryAgain: 'Please try again',
  errorTitle: 'Error',
  createGroupFailed: 'Failed to create group. Please try again.',
  createProjectFailed: 'Failed to create project. Please try again.',
  addPartnerFailed: 'Failed to add accountability partner',
  removePartnerFailed: 'Failed to remove accountability partner',
  confirmPaymentFailed: 'Failed to confirm payment. Please try again.',
  rejectPaymentFailed: 'Failed to reject payment. Please try again.',
  paymentFailedTitle: 'Payment Failed',
  processPaymentFailed: 'Failed to process payment. Please try again.',
  uploadFailedTitle: 'Upload Failed',
  paymentSubmissionFailedTitle: 'Payment Submission Failed',
  submitProofFailed: 'Failed to submit payment proof',
  copyFailedTitle: 'Copy Failed',
  copyUnable: 'Unable to copy to clipboard',
  copyManually: 'Please copy manually',

  // SPEC §8: internal texts and not-found screens.
  groupNotFound: 'Group not found',
  missingGroupOrUser: 'Missing group or user data',
  missingData: 'Missing data',
  groupNotFoundTitle: 'Group Not Found',
  groupNotFoundRegister: "The group you're looking for doesn't exist or the link has expired.",
  groupNotFoundLanding: 'This group link may be invalid or expired.',
  groupNotFoundJoin: 'The group link is invalid or the group no longer exists.',
  pageNotFoundTitle: 'Page Not Found',

  // Ours (DESIGN "Money"): the spec names no text for these.
  // They name MAX_AMOUNT_KOBO and MAX_GROUP_TOTAL_KOBO (shared/money.ts; a test keeps them equal).
  amountTooLarge: 'Amount must be ₦1,000,000,000 or less',
  targetAmountTooLarge: 'Target amount must be ₦1,000,000,000 or less',
  groupTotalLimit: 'A group can hold at most ₦100,000,000,000 in confirmed payments; this one would go past it.',
  memberTotalLimit: 'Your payments to one group can add up to at most ₦100,000,000,000.',
  groupTargetsLimit: 'The purses of one group can aim for at most ₦100,000,000,000 together.',
  targetAmountPositive: 'Target amount must be a positive number',
  fullNameTooLong: 'Full name must be 100 characters or less',

  // Ours (DESIGN "Identity and auth"): OTP lifecycle, uniqueness and access.
  otpExpired: 'This code has expired or was already used. Please request a new code.',
  otpWrong: 'Invalid code. Please check and try again.',
  otpLocked: 'Too many wrong attempts. Please request a new code.',
  otpCooldown: 'Please wait a moment before requesting another code.',
  otpRateLimited: 'Too many codes requested. Please try again later.',
  lookupRateLimited: 'Too many group links were looked up from your network. Please wait a while and try again.',
  usernameTaken: 'This username is already taken. Please choose another.',
  usernameMixedScripts: 'Username must use one alphabet: Latin, Cyrillic or Greek letters, not a mix',
  phoneTaken: 'This phone number is already registered. Please log in instead.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  groupNameRequired: 'Group name is required',
  projectNameRequired: 'Project name is required',
  deadlineInvalid: 'Please enter a valid deadline date',
  bankNameRequired: 'Bank name is required for bank transfer',
  accountNumberRequired: 'Account number is required for bank transfer',
  accountNumberNuban: 'Account number must be 10 digits (NUBAN)',
  accountNameRequired: 'Account name is required for bank transfer',
  purseRequired: 'Please select the purse you are paying into',
  textTooLong: 'This text is too long',
  partnerLimit: 'A group can have at most 2 accountability partners',
  partnerNotMember: 'Only members of this group can be accountability partners',
  partnerAlready: 'This member is already an accountability partner',
  partnerNotFound: 'This member is not an accountability partner',
  notGroupAdmin: 'Only the admin of this group can do this.',
  notGroupMember: 'You are not a member of this group.',
  alreadyMember: 'You are already a member of this group.',
  adminCannotJoinOwnGroup: 'You are the admin of this group.',
  projectNotFound: 'Project not found',
  idTaken: 'This item already exists.',
  joinNeedsConnection: 'Joining a group needs an internet connection. Please connect and try again.',
  otpDeliveryFailed: 'We could not send your code. Please try again in a moment.',

  // SPEC §4: a review of a contribution that was already decided.
  alreadyConfirmed: 'Already Confirmed',
  alreadyRejected: 'Rejected',
  // Ours: contributions and proofs (the spec names no text for these).
  contributionNotFound: 'Contribution not found',
  paymentMethodNotAllowed: 'This payment method is not accepted for this purse.',
  projectNotInGroup: 'This purse does not belong to the selected group.',
  projectNotActive: 'This purse is no longer accepting payments.',
  proofNotUploaded: 'The proof image has not been uploaded yet. Please try again.',
  proofHashMismatch: 'The proof image was damaged on the way. Please try again.',
  imageTooManyPixels: 'This image is too large (over 50 megapixels). Please upload a smaller photo or a screenshot.',
  proofNotFound: 'Proof not found',
  proofQuotaExceeded: 'You have too many proof images waiting to be attached to a payment. Send your pending payments, then try again.',

  // Ours: announcements, notifications and reminders (the spec names no text for these).
  announcementTitleRequired: 'Title is required',
  announcementMessageRequired: 'Message is required',
  announcementPriorityInvalid: 'Please choose a priority',
  notificationNotFound: 'Notification not found',
  reminderNeedsConnection: 'Sending reminders needs an internet connection. Please connect and try again.',
  pushEndpointNotAllowed: "This browser's push service is not supported.",
  pushSubscriptionNotFound: 'This device is not subscribed to notifications.',
  // Ours: the member's payment screens (the spec names no text for these).
  paymentSubmittedTitle: 'Payment Submitted',
  paymentAwaitingApproval: 'Your payment is waiting for an admin to approve it.',
  paymentSavedOffline: 'Saved on this phone. It will be sent when you are back online.',
  proofUnreadable: 'The image could not be read. Please choose it again.',
  paymentUpdatedTitle: 'Payment Updated',
  paymentDeleteFailed: 'The payment could not be deleted. Please try again.',
} as const;

/** The name of one user-facing text. @example const key: MessageKey = 'otpWrong' */
export type MessageKey = keyof typeof MESSAGES;
