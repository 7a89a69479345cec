import type { ReactNode } from 'react';
import type { PayoutStatus } from '../../../shared/books';
import { formatNaira } from '../../../shared/money';
import type { DeviceDb } from '../../data/db';
import { formatDate } from '../groups/format-date';
import { PendingBadge } from '../groups/PendingBadge';
import type { PayoutView } from './purse-figures';
import { ReceiptThumb } from './ReceiptThumb';

const STATUS: Record<PayoutStatus, { label: string; badge: string; accent: string }> = {
  pending: { label: 'PENDING', badge: 'badge-warning', accent: 'border-l-warning' },
  approved: { label: 'APPROVED', badge: 'badge-success', accent: 'border-l-success' },
  rejected: { label: 'REJECTED', badge: 'badge-error', accent: 'border-l-error' },
};

/**
 * One payout (issue 11 §1): amount, status, to whom, what for, the day it was paid, who recorded
 * and who decided it (with a rejection's reason), the receipt, and `actions` (a partner's
 * Approve / Reject). Everyone in the group sees the same.
 */
export function PayoutItem({ db, view, actions }: { db: DeviceDb; view: PayoutView; actions?: ReactNode }) {
  const { row, unsynced, problem } = view;
  const look = STATUS[row.status];
  return (
    <li className={`flex gap-3 rounded-box border border-l-4 border-base-300 bg-base-100 p-3 ${look.accent}`} aria-label={`Payout of ${formatNaira(row.amountKobo)} to ${row.recipient}`}>
      <ReceiptThumb db={db} payout={row} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="grow font-bold tabular-nums">{formatNaira(row.amountKobo)}</p>
          <span className={`badge badge-sm font-semibold whitespace-nowrap ${look.badge}`}>{look.label}</span>
          {unsynced ? <PendingBadge /> : null}
        </div>
        <p className="text-sm break-words">
          To <span className="font-semibold">{row.recipient}</span>
        </p>
        <p className="text-sm break-words whitespace-pre-line text-base-content/85">{row.purpose}</p>
        <p className="text-xs text-base-content/75">
          Paid {formatDate(row.paidAt)} · Recorded by {row.recordedByName}
        </p>
        <Decision view={view} />
        {problem ? <p className="text-sm font-medium text-error">Not accepted: {problem.message || 'the server refused this change.'}</p> : null}
        {actions}
      </div>
    </li>
  );
}

function Decision({ view: { row } }: { view: PayoutView }) {
  if (row.status === 'pending') return <p className="text-xs text-base-content/75">Waiting for a partner's approval</p>;
  if (row.status === 'approved') {
    return <p className="text-xs text-base-content/75">{row.decidedByName ? `Approved by ${row.decidedByName}` : 'No partners to approve: recorded as paid'}</p>;
  }
  return (
    <p className="rounded-field bg-error/10 px-2 py-1 text-sm break-words">
      <span className="font-medium">Rejected by {row.decidedByName ?? 'a partner'}:</span> {row.rejectionReason}
    </p>
  );
}
