import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../shared/errors';
import { formatNaira } from '../../../shared/money';
import { PAYMENT_METHOD_IDS, paymentMethod, type PaymentMethodId } from '../../../shared/payment-methods';
import type { DeviceDb } from '../../data/db';
import { discardEntry, retryEntry } from '../../sync/apply-push';
import { describeChange } from '../../sync/describe-change';
import { requestSync } from '../../sync/trigger';
import { Dialog } from '../../ui/Dialog';
import type { ContributionView } from './contribution-views';
import { EditContributionForm } from './EditContributionForm';
import { FixAndResubmit } from './FixAndResubmit';
import type { FixKind } from './payment-status';
import { ProofImage } from '../review/ProofImage';
import { ContributionStatusBadge, NotSyncedBadge } from './StatusMarks';

const DATE_TIME = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' });

function dateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

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
    ['Group', groupName || '—'],
    ['Purse', projectName ?? 'No specific purse'],
    ['Payment method', methodLabel(row.paymentType)],
    ['Reference', row.transactionRef ?? '—'],
    ['Submitted', dateTime(row.createdAt)],
  ];
  if (row.decidedAt) rows.push([status === 'rejected' ? 'Rejected on' : 'Confirmed on', dateTime(row.decidedAt)]);
  if (status === 'reversed' && row.reversedAt) rows.push(['Reversed on', dateTime(row.reversedAt)]);
  if (row.recordedBy) rows.push(['Recorded by', 'The group admin (cash)']);
  if (row.description) rows.push(['Description', row.description]);
  if (row.paymentNotes) rows.push(['Notes', row.paymentNotes]);

  return (
    <Dialog title="Payment Details" description={`${formatNaira(row.amountKobo)} to ${projectName ?? groupName}`} onClose={onClose}>
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
                <span className="font-semibold">The server did not accept this payment.</span> {problem.message}
              </p>
              {refusedPayment && actions && mode === 'view' ? (
                <div className="flex flex-wrap gap-2">
                  {actions.edit ? (
                    <button type="button" className="btn btn-sm h-11 flex-1" onClick={() => setMode('edit')}>
                      Edit
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
                      Retry
                    </button>
                  ) : null}
                  <button type="button" className="btn btn-sm btn-outline h-11 flex-1 border-error text-error" onClick={() => setMode('delete')}>
                    Delete
                  </button>
                </div>
              ) : null}
            </div>
          ) : fix === 'resubmit' ? (
            <div className="flex flex-col gap-2 rounded-field border border-error bg-error/10 p-3">
              <p className="text-sm">
                <span className="font-semibold">The admin rejected this payment.</span> It stays in your history. Pay again with the right details and a new
                proof.
              </p>
              <FixAndResubmit id={row.id} fix="resubmit" onEdit={() => setMode('edit')} className="btn-block" />
            </div>
          ) : status === 'reversed' ? (
            <div className="flex flex-col gap-1 rounded-field border border-base-300 bg-base-200 p-3 text-sm">
              <p>
                <span className="font-semibold">The admin reversed this payment.</span> It stays in your history but no longer counts toward the purse.
              </p>
              {row.reversalReason ? (
                <p className="break-words whitespace-pre-line">
                  <span className="font-medium">Reason:</span> {row.reversalReason}
                </p>
              ) : null}
            </div>
          ) : status === 'pending' ? (
            <p className="rounded-field bg-warning/10 p-3 text-sm">
              {unsynced ? 'Saved on this phone. It will be sent to the server when you are online, then wait for an admin to approve it.' : 'Waiting for a group admin to approve it.'}
            </p>
          ) : null}

          {mode === 'edit' ? <EditContributionForm db={db} row={row} onDone={() => setMode('view')} /> : null}

          {mode === 'delete' && refusedPayment ? (
            <div className="flex flex-col gap-3 rounded-field border border-base-300 p-3">
              <p className="text-sm font-medium">Delete this payment from your phone? It never reached the server. This cannot be undone.</p>
              <div className="flex gap-2">
                <button type="button" className="btn flex-1" data-autofocus onClick={() => setMode('view')}>
                  Cancel
                </button>
                <button
                  type="button"
                  className="btn btn-error flex-1"
                  onClick={() => void discardEntry(db, refusedPayment.entry).then(close, () => setDeleteFailed(true))}
                >
                  Delete Payment
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
              <p className="font-semibold">Admin Notes</p>
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

          <section aria-label="Proof of payment" className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Proof of Payment</h3>
            <ProofImage db={db} row={row} />
          </section>

          <button type="button" className="btn btn-block" onClick={close}>
            Close
          </button>
        </div>
      )}
    </Dialog>
  );
}
