/**
 * Payments: paying (pay/), reviewing (review/) and listing them (list/). What other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { ContributionDetailsDialog } from './list/ContributionDetailsDialog';
export { EditContributionForm } from './list/EditContributionForm';
export { FixAndResubmit } from './list/FixAndResubmit';
export { ContributionStatusBadge, NotSyncedBadge, StatusIcon } from './list/StatusMarks';
export { contributionStats } from './list/contribution-stats';
export { contributionsCsv, csvFileName } from './list/contributions-csv';
export { fixKind, paymentStatus, type PaymentStatus } from './list/payment-status';
export { statusLook } from './list/status-style';
export { useMyContributions } from './list/use-my-contributions';
export { PayToDetails } from './pay/PayToDetails';
export { SharedReceiptWaiting } from './pay/SharedReceiptWaiting';
export { defaultMethodFor, paymentDialogSchema, payToMethodFor } from './pay/payment-forms';
export { savePayment } from './pay/save-payment';
export { AdminReview } from './review/AdminReview';
export { ContributionBadges } from './review/ContributionBadges';
