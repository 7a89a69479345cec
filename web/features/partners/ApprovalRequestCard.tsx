import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { partners_answerSent, partners_approve, partners_reject, partners_requestCardTitle, partners_requestRemove, partners_requestStop } from '../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalGroup } from '../../data/db';
import { BusyButton } from '../../ui/BusyButton';
import { toast } from '../../ui/toast-store';
import { decideApproval } from './approval-api';

/** The groups where `userId` is a partner and the admin's request waits for them, with the names it needs. */
async function waitingRequests(db: DeviceDb, userId: string): Promise<{ group: LocalGroup; text: string }[]> {
  const mine = (await db.partners.toArray()).filter((p) => p.userId === userId && !p.deleted);
  const out: { group: LocalGroup; text: string }[] = [];
  for (const partner of mine) {
    const group = await db.groups.get(partner.groupId);
    const request = group?.approvalRequest;
    if (!group || !request || request.requestedBy === userId) continue;
    const name = (await db.partners.where('[groupId+userId]').equals([group.id, request.partnerUserId ?? '']).first())?.fullName ?? '';
    const words = { admin: group.adminName, group: group.name };
    out.push({ group, text: request.kind === 'stop-requiring-approval' ? partners_requestStop(words) : partners_requestRemove({ ...words, name }) });
  }
  return out;
}

/**
 * On a partner's dashboard (issue 23 §2): what the admin asked them to agree to, with Approve and
 * Reject. While the group's payouts need a partner's approval, neither dropping the last partner
 * nor ending the rule happens without this answer.
 */
export function ApprovalRequestCard({ db, userId }: { db: DeviceDb; userId: string }) {
  const waiting = useLiveQuery(() => waitingRequests(db, userId), [db, userId]);
  if (!waiting || waiting.length === 0) return null;
  return (
    <section aria-labelledby="approval-request-title" className="card border border-warning bg-warning/10">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="approval-request-title" className="card-title text-base">
          {partners_requestCardTitle()}
        </h2>
        {waiting.map(({ group, text }) => (
          <WaitingRequest key={group.id} groupId={group.id} text={text} />
        ))}
      </div>
    </section>
  );
}

function WaitingRequest({ groupId, text }: { groupId: string; text: string }) {
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (approve: boolean) => {
    setBusy(approve ? 'approve' : 'reject');
    setError(null);
    const outcome = await decideApproval(groupId, approve);
    setBusy(null);
    if (outcome.ok) toast({ title: partners_answerSent() });
    else setError(outcome.message);
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm break-words">{text}</p>
      <div className="flex gap-2">
        <BusyButton type="button" busy={busy === 'approve'} disabled={busy !== null} onClick={() => void answer(true)} className="btn btn-primary h-11 flex-1">
          {partners_approve()}
        </BusyButton>
        <BusyButton type="button" busy={busy === 'reject'} disabled={busy !== null} onClick={() => void answer(false)} className="btn h-11 flex-1">
          {partners_reject()}
        </BusyButton>
      </div>
      <p role="alert" className="text-sm font-medium text-error empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}
