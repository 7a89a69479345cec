import { useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/errors';
import {
  review_adminNotes,
  review_adminOnly,
  review_awaitingApproval,
  review_cancelRejection,
  review_confirm,
  review_confirmedHere,
  review_confirmedOn,
  review_confirmRejection,
  review_conflictText,
  review_dismiss,
  review_notAccepted,
  review_notSyncedText,
  review_notSyncedTitle,
  review_pendingOnly,
  review_reasonHint,
  review_reasonLabel,
  review_reasonPrefix,
  review_reject,
  review_rejectedHere,
  review_rejectedOn,
  review_sending,
  review_statusTitle,
  review_tryAgain,
  review_willSync,
} from '../../../../shared/i18n/paraglide/messages.js';
import { decideContribution, type ReviewDecision } from '../../../data/contribution-writes';
import type { DeviceDb } from '../../../data/db';
import { useOnline } from '../../../lib/use-online';
import { discardEntry, retryEntry } from '../../../sync/apply-push';
import { BusyButton } from '../../../ui/BusyButton';
import { FormField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import type { ContributionView } from '../../../data/contribution-views';
import { textareaClass } from '../../../ui/field-classes';
import { formatDateTime } from '../../../lib/format';
import { decisionToast, rejectionReason } from './review-actions';
import { reviewPanel, type ReviewPanel } from './review-state';
import { Icon, type IconName } from '../../../ui/Icon';

/**
 * The bottom of the review (SPEC §4): Confirm / Reject for a pending payment, else what happened
 * to it — decided, decided here and waiting to sync, or turned down by the server.
 */
export function DecisionPanel({ db, view, canDecide, close }: { db: DeviceDb; view: ContributionView; canDecide: boolean; close: () => void }) {
  const panel = reviewPanel(view, canDecide);
  switch (panel.kind) {
    case 'decide':
      return <DecideForm db={db} view={view} close={close} />;
    case 'queued':
      return <QueuedNotice panel={panel} />;
    case 'conflict':
      return (
        <Notice tone="error" icon="alert" title={panel.message}>
          <p>{review_conflictText()}</p>
          <AdminNotes notes={panel.adminNotes} />
          <DismissButton db={db} panel={panel} />
        </Notice>
      );
    case 'refused':
      return (
        <Notice tone="error" icon="alert" title={review_notAccepted()}>
          <p>{panel.message}</p>
          <div className="flex flex-wrap gap-2">
            <DismissButton db={db} panel={panel} />
            <button type="button" onClick={() => void retryEntry(db, panel.entry.seq!)} className="btn btn-primary flex-1" disabled={panel.entry.seq === undefined}>
              {review_tryAgain()}
            </button>
          </div>
        </Notice>
      );
    case 'decided':
      return (
        <Notice tone={panel.status === 'confirmed' ? 'success' : 'error'} icon={panel.status === 'confirmed' ? 'check' : 'x'} title={panel.message}>
          {view.row.decidedAt ? <p>{(panel.status === 'confirmed' ? review_confirmedOn : review_rejectedOn)({ date: formatDateTime(view.row.decidedAt) })}</p> : null}
          <AdminNotes notes={panel.adminNotes} />
        </Notice>
      );
    case 'not-on-server':
      return (
        <Notice tone="neutral" icon="clock" title={review_notSyncedTitle()}>
          <p>{review_notSyncedText()}</p>
        </Notice>
      );
    case 'view-only':
      return (
        <Notice tone="neutral" icon="clock" title={review_awaitingApproval()}>
          <p>{review_adminOnly()}</p>
        </Notice>
      );
    case 'other':
      return (
        <Notice tone="neutral" icon="alert" title={review_statusTitle({ status: panel.status })}>
          <p>{review_pendingOnly()}</p>
        </Notice>
      );
    default: {
      const unknown: never = panel;
      return unknown;
    }
  }
}

function DecideForm({ db, view, close }: { db: DeviceDb; view: ContributionView; close: () => void }) {
  const online = useOnline();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<ReviewDecision['action'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const decide = async (decision: ReviewDecision) => {
    setBusy(decision.action);
    setError(null);
    try {
      await decideContribution(db, view.row, decision);
      close();
      toast(decisionToast(decision.action, view.row, online));
    } catch {
      const message = decision.action === 'confirm' ? MESSAGES.confirmPaymentFailed : MESSAGES.rejectPaymentFailed;
      // Said inside the dialog too, beside the form, where the eye already is (the toast may be gone).
      setError(message);
      toast({ title: MESSAGES.errorTitle, description: message, variant: 'destructive' });
      setBusy(null);
    }
  };

  const errorNote = error ? (
    <p role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error">
      {error}
    </p>
  ) : null;

  if (!rejecting) {
    return (
      // Kept in view at the bottom of the scrolling review, so the admin can act after any detail.
      <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-col gap-2 border-t border-base-300 bg-base-100 p-4">
        {errorNote}
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => {
              setRejecting(true);
              setError(null);
              // Reveal, then move the keyboard (and a screen reader) to the reason box.
              requestAnimationFrame(() => reasonRef.current?.focus());
            }}
            disabled={busy !== null}
            className="btn btn-outline btn-error h-12 flex-1"
          >
            <Icon name="x" />
            {review_reject()}
          </button>
          <BusyButton type="button" busy={busy === 'confirm'} disabled={busy !== null} onClick={() => void decide({ action: 'confirm' })} className="btn btn-success h-12 flex-1">
            {busy === 'confirm' ? null : <Icon name="check" />}
            {review_confirm()}
          </BusyButton>
        </div>
      </div>
    );
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-box border border-error/40 bg-error/5 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        void decide({ action: 'reject', reason: rejectionReason(reason) });
      }}
    >
      <FormField label={review_reasonLabel()} hint={review_reasonHint()}>
        {(a11y) => (
          <textarea {...a11y} ref={reasonRef} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={500} className={textareaClass} />
        )}
      </FormField>
      {errorNote}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <button
          type="button"
          onClick={() => {
            setRejecting(false);
            setReason('');
            setError(null);
          }}
          disabled={busy !== null}
          className="btn h-12 border-base-300 bg-base-100 sm:flex-1"
        >
          {review_cancelRejection()}
        </button>
        <BusyButton type="submit" busy={busy === 'reject'} className="btn btn-error h-12 sm:flex-1">
          {review_confirmRejection()}
        </BusyButton>
      </div>
    </form>
  );
}

function QueuedNotice({ panel }: { panel: Extract<ReviewPanel, { kind: 'queued' }> }) {
  const online = useOnline();
  return (
    <Notice tone="neutral" icon="clock" title={panel.action === 'confirm' ? review_confirmedHere() : review_rejectedHere()}>
      <p>{online ? review_sending() : review_willSync()}</p>
      {panel.action === 'reject' && panel.reason ? (
        <p>
          <span className="font-medium">{review_reasonPrefix()} </span>
          {panel.reason}
        </p>
      ) : null}
    </Notice>
  );
}

function DismissButton({ db, panel }: { db: DeviceDb; panel: Extract<ReviewPanel, { kind: 'conflict' | 'refused' }> }) {
  return (
    <button type="button" onClick={() => void discardEntry(db, panel.entry)} className="btn flex-1 border-base-300 bg-base-100">
      {review_dismiss()}
    </button>
  );
}

function AdminNotes({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return (
    <p>
      <span className="font-medium">{review_adminNotes()} </span>
      <span className="whitespace-pre-line">{notes}</span>
    </p>
  );
}

const NOTICE_TONES = {
  success: 'border-success/40 bg-success/10',
  error: 'border-error/40 bg-error/10',
  neutral: 'border-base-300 bg-base-200',
} as const;
const NOTICE_ICON_TONES = { success: 'text-success', error: 'text-error', neutral: 'text-base-content/75' } as const;

function Notice({ tone, icon, title, children }: { tone: keyof typeof NOTICE_TONES; icon: IconName; title: string; children: ReactNode }) {
  return (
    <div role="status" className={`flex gap-3 rounded-box border p-3 ${NOTICE_TONES[tone]}`}>
      <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${NOTICE_ICON_TONES[tone]}`} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
        <p className="text-base font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
