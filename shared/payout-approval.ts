/**
 * A group may require a partner's approval for payouts (issue 23 §2). While it does, the admin
 * alone can neither drop the last partner nor turn the rule off: either is a request that one of
 * the group's partners approves (then it happens) or rejects. One request at a time per group.
 */

/** What the admin asked a partner to agree to. */
import * as z from 'zod';

export type ApprovalRequestKind = 'remove-last-partner' | 'stop-requiring-approval';

export interface ApprovalRequest {
  kind: ApprovalRequestKind;
  /** The partner to remove ('remove-last-partner'), else null. */
  partnerUserId: string | null;
  requestedBy: string;
  /** ISO time. */
  requestedAt: string;
}

/** PUT /api/groups/{groupId}/payout-approval: the admin turns the rule on or off (off may become a request). */
export const payoutApprovalSchema = z.object({ required: z.boolean() });

/** POST /api/groups/{groupId}/approval-request: the admin asks the partners to agree to removing the last partner. */
export const approvalRequestSchema = z.object({ partnerUserId: z.string().min(1).max(100) });

/** POST /api/groups/{groupId}/approval-request/decision: a partner approves or rejects the request that waits. */
export const approvalDecisionSchema = z.object({ approve: z.boolean() });
