import { useId, useState } from 'react';
import {
  partners_ruleHint,
  partners_ruleLabel,
  partners_ruleNeedsPartner,
  partners_ruleWaiting,
  partners_whatRemove,
  partners_whatStop,
} from '../../../shared/i18n/paraglide/messages.js';
import type { LocalGroup, LocalPartner } from '../../data/db';
import { setPayoutApproval } from './approval-api';

/**
 * The admin's switch for "payouts need a partner's approval" (issue 23 §2), in the Partners
 * dialog. On: at once (a partner must exist). Off: a partner is asked, and the request waiting is
 * shown here until a partner answers. The server decides; this phone shows what sync brings back.
 */
export function PayoutApprovalSection({ group, partners }: { group: LocalGroup; partners: readonly LocalPartner[] }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const required = group.payoutApprovalRequired ?? false;
  const request = group.approvalRequest ?? null;
  const noPartner = partners.length === 0;
  const waiting = request
    ? partners_ruleWaiting({
        what: request.kind === 'stop-requiring-approval' ? partners_whatStop() : partners_whatRemove({ name: partners.find((p) => p.userId === request.partnerUserId)?.fullName ?? '' }),
      })
    : null;

  const toggle = async (next: boolean) => {
    setBusy(true);
    setError(null);
    const outcome = await setPayoutApproval(group.id, next);
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  };

  return (
    <section className="flex flex-col gap-2 rounded-box border border-base-300 p-3">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="toggle toggle-primary mt-0.5"
          checked={required}
          disabled={busy || request !== null || (noPartner && !required)}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="font-semibold">{partners_ruleLabel()}</span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-base-content/80">
        {noPartner && !required ? partners_ruleNeedsPartner() : partners_ruleHint()}
      </p>
      {waiting ? <p className="rounded-field border border-warning bg-warning/15 px-2 py-1 text-sm">{waiting}</p> : null}
      <p role="alert" className="text-sm font-medium text-error empty:hidden">
        {error ?? ''}
      </p>
    </section>
  );
}
