import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../../shared/errors';
import { PAYMENT_METHOD_IDS, paymentMethod, type PaymentMethodId } from '../../../../shared/payment-methods';
import {
  contributions_adminNotes,
  contributions_adminRejected,
  contributions_adminRejectedText,
  contributions_adminReversed,
  contributions_adminReversedText,
  contributions_cancel,
  contributions_close,
  contributions_confirmedOn,
  contributions_delete,
  contributions_deleteConfirm,
  contributions_deletePayment,
  contributions_description,
  contributions_detailsDescription,
  contributions_detailsTitle,
  contributions_edit,
  contributions_notes,
  contributions_paymentMethod,
  contributions_proofOfPayment,
  contributions_reason,
  contributions_recordedBy,
  contributions_recordedByAdmin,
  contributions_reference,
  contributions_rejectedOn,
  contributions_retry,
  contributions_reversedOn,
  contributions_savedOnPhone,
  contributions_serverRefused,
  contributions_submitted,
  contributions_waitingApproval,
  payments_group,
  payments_noSpecificPurse,
  payments_proofOfPayment,
  payments_purse,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb } from '../../../data/db';
import { discardEntry, retryEntry } from '../../../sync/apply-push';
import { describeChange } from '../../../sync/describe-change';
import { requestSync } from '../../../data/sync-trigger';
import { Dialog } from '../../../ui/Dialog';
import type { ContributionView } from '../../../data/contribution-views';
import { EditContributionForm } from './EditContributionForm';
import { FixAndResubmit } from './FixAndResubmit';
import type { FixKind } from './payment-status';
import { formatDateTime, formatNaira } from '../../../lib/format';
import { ProofImage } from '../../../ui/ProofImage';
import { ContributionStatusBadge, NotSyncedBadge } from './StatusMarks';

function methodLabel(id: string): string {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(id) ? paymentMethod(id as PaymentMethodId).label : id;
}

type Mode = 'view' | 'edit' | 'delete';

/**
 * Everything about one payment (SPEC §2 leaves the details view open): amount, status, where it
 * went, method, reference, notes, the admin's notes, the proof image and whether it has reached
 * the server. A payment the server refused shows its message with Edit and Delete, and Retry only
 * where another try can be answered differently (describeChange); a rejected one to fix offers
 * 'Fix and resubmit'. `startEditing` opens a refused payment at its edit form.
 */
export function ContributionDetailsDialog({
  db,
  view,
  fix,
  startEditing = false,
  onClose,
}: {
  db: DeviceDb;
  view: ContributionView;
  fix: FixKind | null;
  startEditing?: boolean;
  onClose: () => void;
}) {
  const { row, groupName, projectName, status, unsynced, problem } = view;
  const refusedPayment = problem && problem.entry.type === 'contribution.create' ? problem : null;
  const actions = refusedPayment ? describeChange(refusedPayment.entry) : null;
  const [mode, setMode] = useState<Mode>(startEditing && actions?.edit ? 'edit' : 'view');
  const [deleteFailed, setDeleteFailed] = useState(false);

  const rows: [string, ReactNode][] = [
    [payments_group(), groupName || '—'],
    [payments_purse(), projectName ?? payments_noSpecificPurse()],
    [contributions_paymentMethod(), methodLabel(row.paymentType)],
    [contributions_reference(), row.transactionRef ?? '—'],
    [contributions_submitted(), formatDateTime(row.createdAt)],
  ];
  if (row.decidedAt) rows.push([status === 'rejected' ? contributions_rejectedOn() : contributions_confirmedOn(), formatDateTime(row.decidedAt)]);
  if (status === 'reversed' && row.reversedAt) rows.push([contributions_reversedOn(), formatDateTime(row.reversedAt)]);
  if (row.recordedBy) rows.push([contributions_recordedBy(), contributions_recordedByAdmin()]);
  if (row.description) rows.push([contributions_description(), row.description]);
  if (row.paymentNotes) rows.push([contributions_notes(), row.paymentNotes]);

  return (
    <Dialog title={contributions_detailsTitle()} description={contributions_detailsDescription({ amount: formatNaira(row.amountKobo), name: projectName ?? groupName })} onClose={onClose}>
      {(close) => (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <p className="flex-1 text-2xl font-bold tabular-nums">{formatNaira(row.amountKobo)}</p>
            <ContributionStatusBadge status={status} />
            {unsynced ? <NotSyncedBadge /> : null}
          </div>

          {problem ? (
            <div role="alert" className="flex flex-col gap-3 rounded-field border border-error bg-error/10 p-3">
              <p className="text-sm">
                <span className="font-semibold">{contributions_serverRefused()}</span> {problem.message}
              </p>
              {refusedPayment && actions && mode === 'view' ? (
                <div className="flex flex-wrap gap-2">
                  {actions.edit ? (
                    <button type="button" className="btn btn-sm h-11 flex-1" onClick={() => setMode('edit')}>
                      {contributions_edit()}
                    </button>
                  ) : null}
                  {actions.retry ? (
                    <button
                      type="button"
                      className="btn btn-sm h-11 flex-1"
                      onClick={() => {
                        if (refusedPayment.entry.seq === undefined) return;
                        void retryEntry(db, refusedPayment.entry.seq).then(requestSync);
                      }}
                    >
                      {contributions_retry()}
                    </button>
                  ) : null}
                  <button type="button" className="btn btn-sm btn-outline h-11 flex-1 border-error text-error" onClick={() => setMode('delete')}>
                    {contributions_delete()}
                  </button>
                </div>
              ) : null}
            </div>
          ) : fix === 'resubmit' ? (
            <div className="flex flex-col gap-2 rounded-field border border-error bg-error/10 p-3">
              <p className="text-sm">
                <span className="font-semibold">{contributions_adminRejected()}</span> {contributions_adminRejectedText()}
              </p>
              <FixAndResubmit id={row.id} fix="resubmit" onEdit={() => setMode('edit')} className="btn-block" />
            </div>
          ) : status === 'reversed' ? (
            <div className="flex flex-col gap-1 rounded-field border border-base-300 bg-base-200 p-3 text-sm">
              <p>
                <span className="font-semibold">{contributions_adminReversed()}</span> {contributions_adminReversedText()}
              </p>
              {row.reversalReason ? (
                <p className="break-words whitespace-pre-line">
                  <span className="font-medium">{contributions_reason()}</span> {row.reversalReason}
                </p>
              ) : null}
            </div>
          ) : status === 'pending' ? (
            <p className="rounded-field bg-warning/10 p-3 text-sm">
              {unsynced ? contributions_savedOnPhone() : contributions_waitingApproval()}
            </p>
          ) : null}

          {mode === 'edit' ? <EditContributionForm db={db} row={row} onDone={() => setMode('view')} /> : null}

          {mode === 'delete' && refusedPayment ? (
            <div className="flex flex-col gap-3 rounded-field border border-base-300 p-3">
              <p className="text-sm font-medium">{contributions_deleteConfirm()}</p>
              <div className="flex gap-2">
                <button type="button" className="btn flex-1" data-autofocus onClick={() => setMode('view')}>
                  {contributions_cancel()}
                </button>
                <button
                  type="button"
                  className="btn btn-error flex-1"
                  onClick={() => void discardEntry(db, refusedPayment.entry).then(close, () => setDeleteFailed(true))}
                >
                  {contributions_deletePayment()}
                </button>
              </div>
              {deleteFailed ? (
                <p role="alert" className="text-sm text-error">
                  {MESSAGES.paymentDeleteFailed}
                </p>
              ) : null}
            </div>
          ) : null}

          {row.adminNotes ? (
            <div className="rounded-field bg-base-200 p-3 text-sm">
              <p className="font-semibold">{contributions_adminNotes()}</p>
              <p className="break-words whitespace-pre-line">{row.adminNotes}</p>
            </div>
          ) : null}

          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-base-content/75">{label}</dt>
                <dd className="font-medium break-words whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>

          <section aria-label={contributions_proofOfPayment()} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{payments_proofOfPayment()}</h3>
            <ProofImage db={db} row={row} />
          </section>

          <button type="button" className="btn btn-block" onClick={close}>
            {contributions_close()}
          </button>
        </div>
      )}
    </Dialog>
  );
}
