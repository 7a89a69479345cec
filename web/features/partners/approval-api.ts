/**
 * The payout-approval rule's calls (issue 23 §2): turning it on or off, asking to drop the last
 * partner, and a partner's answer. Each needs the server at once (a partner must be asked now),
 * like sending a reminder; the group row that says where things stand comes back by sync.
 */
import * as z from 'zod';
import { MESSAGES } from '../../../shared/errors';
import { api, apiRequest, errorMessage, OfflineError, offlineMessage } from '../../lib/api';
import { requestSync } from '../../data/sync-trigger';

const answerSchema = z.object({ changed: z.boolean() });

export type ApprovalOutcome = { ok: true; changed: boolean } | { ok: false; message: string };

async function call(run: () => Promise<{ changed: boolean }>): Promise<ApprovalOutcome> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { ok: false, message: offlineMessage() };
  try {
    const answer = await run();
    requestSync();
    return { ok: true, changed: answer.changed };
  } catch (error) {
    if (error instanceof OfflineError) return { ok: false, message: offlineMessage() };
    return { ok: false, message: errorMessage(error, MESSAGES.errorTitle) };
  }
}

const groupPath = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;

/** The admin turns the rule on (at once) or off (a request, while a partner can be asked). */
export const setPayoutApproval = (groupId: string, required: boolean) =>
  call(() => apiRequest('PUT', `${groupPath(groupId)}/payout-approval`, { required }, answerSchema));

/** The admin asks the partners to agree to removing the last partner. */
export const askPartnerRemoval = (groupId: string, partnerUserId: string) =>
  call(() => api.post(`${groupPath(groupId)}/approval-request`, { partnerUserId }, answerSchema));

/** A partner approves or rejects the request that waits. */
export const decideApproval = (groupId: string, approve: boolean) =>
  call(() => api.post(`${groupPath(groupId)}/approval-request/decision`, { approve }, answerSchema));
