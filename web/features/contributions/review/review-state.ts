/**
 * What the review dialog offers for one contribution (SPEC §4): only a pending payment on the
 * server can be confirmed or rejected, and only by the group's admin. A decision made on this
 * phone shows as queued until the server answers; one the server turned down shows its message.
 */
import { MESSAGES } from '../../../../shared/errors';
import type { OutboxEntry } from '../../../data/db';
import type { ContributionView } from '../../../data/contribution-views';

export type ReviewPanel =
  /** Pending on the server and the viewer is its admin: Confirm / Reject. */
  | { kind: 'decide' }
  /** Decided on this phone, not yet answered by the server. */
  | { kind: 'queued'; action: 'confirm' | 'reject'; reason: string | null }
  /** Another admin decided first: the server's message ('Already Confirmed' / 'Rejected'), to dismiss. */
  | { kind: 'conflict'; message: string; entry: OutboxEntry; adminNotes: string | null }
  /** The server refused the decision for another reason (no longer allowed, not found…): retry or dismiss. */
  | { kind: 'refused'; message: string; entry: OutboxEntry }
  /** Already decided on the server: 'Already Confirmed' or 'Rejected' (with the admin's notes). */
  | { kind: 'decided'; status: 'confirmed' | 'rejected'; message: string; adminNotes: string | null }
  /** The payment itself has not reached the server yet: nothing to decide on. */
  | { kind: 'not-on-server' }
  /** Pending, but the viewer may only look (an accountability partner). */
  | { kind: 'view-only' }
  /** A status outside pending / confirmed / rejected: shown grey, no actions. */
  | { kind: 'other'; status: string };

type ViewFacts = Pick<ContributionView, 'row' | 'status' | 'decision' | 'problem'>;

/**
 * The panel for a contribution view, in order of what the admin most needs to know.
 * @example reviewPanel(view, true).kind === 'decide' // a pending payment, for its admin
 */
export function reviewPanel(view: ViewFacts, canDecide: boolean): ReviewPanel {
  const { row, decision, problem } = view;
  const isDecision = (entry: OutboxEntry) => entry.type === 'contribution.confirm' || entry.type === 'contribution.reject';

  if (problem && isDecision(problem.entry)) {
    // The server's message is shown as it is; the spec's words stand in if it sent none.
    if (problem.kind === 'conflict') {
      const fallback = row.status === 'rejected' ? MESSAGES.alreadyRejected : MESSAGES.alreadyConfirmed;
      return { kind: 'conflict', message: problem.message || fallback, entry: problem.entry, adminNotes: row.adminNotes };
    }
    return { kind: 'refused', message: problem.message || MESSAGES.tryLater, entry: problem.entry };
  }
  if (decision && decision.entry.status === 'queued') return { kind: 'queued', action: decision.action, reason: decision.reason };
  if (row._pending || (problem && !isDecision(problem.entry))) return { kind: 'not-on-server' };

  const status = row.status as string;
  if (status === 'confirmed') return { kind: 'decided', status, message: MESSAGES.alreadyConfirmed, adminNotes: row.adminNotes };
  if (status === 'rejected') return { kind: 'decided', status, message: MESSAGES.alreadyRejected, adminNotes: row.adminNotes };
  if (status === 'pending') return canDecide ? { kind: 'decide' } : { kind: 'view-only' };
  return { kind: 'other', status };
}
