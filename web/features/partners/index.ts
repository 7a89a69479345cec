/**
 * Accountability partners: their role, their review and the payout-approval rule. What other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { ApprovalRequestCard } from './ApprovalRequestCard';
export { PartnerPaymentReview } from './PartnerPaymentReview';
export { GroupPartnerBadge, PartnerRoleBadge, PartnerRoleCard } from './PartnerRoleCard';
export { PartnersDialog } from './PartnersDialog';
