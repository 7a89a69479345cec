/**
 * A group may require a partner's approval for payouts (issue 23 §2). While it does, the admin
 * alone can neither drop the last partner nor turn the rule off: either is a request that one of
 * the group's partners approves (then it happens) or rejects. One request at a time per group.
 */

/** What the admin asked a partner to agree to. */
export type ApprovalRequestKind = 'remove-last-partner' | 'stop-requiring-approval';

export interface ApprovalRequest {
  kind: ApprovalRequestKind;
  /** The partner to remove ('remove-last-partner'), else null. */
  partnerUserId: string | null;
  requestedBy: string;
  /** ISO time. */
  requestedAt: string;
}
