import type { ReactNode } from 'react';
import type { PayoutStatus } from '../../../shared/books';
import {
  books_approvedBy,
  books_notApproved,
  books_notApprovedWhy,
  books_notAccepted,
  books_paidRecorded,
  books_paidTo,
  books_payoutOfTo,
  books_rejectedBy,
  books_rejectedByPartner,
  books_serverRefused,
  books_statusApproved,
  books_statusPending,
  books_statusRejected,
  books_waitingApproval,
} from '../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb } from '../../data/db';
import { formatDate, formatNaira } from '../../lib/format';
import { PendingBadge } from '../../ui/PendingBadge';
import { Emphasis } from './Emphasis';
import type { PayoutView } from './purse-figures';
import { ReceiptThumb } from './ReceiptThumb';

const STATUS: Record<PayoutStatus, { label: () => string; badge: string; accent: string }> = {
  pending: { label: books_statusPending, badge: 'badge-warning', accent: 'border-l-warning' },
  approved: { label: books_statusApproved, badge: 'badge-success', accent: 'border-l-success' },
  rejected: { label: books_statusRejected, badge: 'badge-error', accent: 'border-l-error' },
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
    <li className={`flex gap-3 rounded-box border border-l-4 border-base-300 bg-base-100 p-3 ${look.accent}`} aria-label={books_payoutOfTo({ amount: formatNaira(row.amountKobo), recipient: row.recipient })}>
      <ReceiptThumb db={db} payout={row} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="grow font-bold tabular-nums">{formatNaira(row.amountKobo)}</p>
          <span className={`badge badge-sm font-semibold whitespace-nowrap ${look.badge}`}>{look.label()}</span>
          {unsynced ? <PendingBadge /> : null}
        </div>
        <p className="text-sm break-words">
          <Emphasis text={books_paidTo({ recipient: row.recipient })} part={row.recipient} />
        </p>
        <p className="text-sm break-words whitespace-pre-line text-base-content/85">{row.purpose}</p>
        <p className="text-xs text-base-content/75">
          {books_paidRecorded({ date: formatDate(row.paidAt), name: row.recordedByName })}
        </p>
        <Decision view={view} />
        {problem ? <p className="text-sm font-medium text-error">{books_notAccepted({ message: problem.message || books_serverRefused() })}</p> : null}
        {actions}
      </div>
    </li>
  );
}

function Decision({ view: { row } }: { view: PayoutView }) {
  if (row.status === 'pending') return <p className="text-xs text-base-content/75">{books_waitingApproval()}</p>;
  if (row.status === 'approved') {
    if (row.decidedByName) return <p className="text-xs text-base-content/75">{books_approvedBy({ name: row.decidedByName })}</p>;
    // Approved by nobody (issue 23 §2): money out with no second pair of eyes is shown as such.
    return (
      <p className="rounded-field border border-warning bg-warning/15 px-2 py-1 text-sm break-words">
        <span className="font-semibold">{books_notApproved()}</span> {books_notApprovedWhy()}
      </p>
    );
  }
  return (
    <p className="rounded-field bg-error/10 px-2 py-1 text-sm break-words">
      <span className="font-medium">{row.decidedByName ? books_rejectedBy({ name: row.decidedByName }) : books_rejectedByPartner()}</span> {row.rejectionReason}
    </p>
  );
}
