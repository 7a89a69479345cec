import { useState, type ReactNode } from 'react';
import { books_cash, books_noPaymentsIn, books_paymentsInTitle, books_reasonLabel, books_showAllPayments } from '../../../shared/i18n/paraglide/messages.js';
import type { ContributionView } from '../../data/contribution-views';
import { ContributionStatusBadge, NotSyncedBadge } from '../contributions';
import { formatDate, formatNaira } from '../../lib/format';
import { REVERSED_AMOUNT_CLASS } from '../../ui/amount-style';

/** The newest this many show at first; the rest behind 'Show all'. */
const FIRST = 20;

/**
 * The money that came into the purse (admin and partners): each confirmed payment, cash marked as
 * such, and each reversed one with its reason, newest first. `action` gives a row its button (the
 * admin's Reverse).
 */
export function PaymentsIn({ payments, action }: { payments: readonly ContributionView[]; action?: (view: ContributionView) => ReactNode }) {
  const [all, setAll] = useState(false);
  const shown = all ? payments : payments.slice(0, FIRST);
  return (
    <section aria-labelledby="payments-in-title" className="flex flex-col gap-2">
      <h2 id="payments-in-title" className="text-lg font-semibold">
        {books_paymentsInTitle({ count: payments.length })}
      </h2>
      {payments.length === 0 ? (
        <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/80">{books_noPaymentsIn()}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((view) => (
            <li key={view.row.id} className="flex flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-3" aria-label={`${view.row.userFullName || view.row.userName}, ${formatNaira(view.row.amountKobo)}`}>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className="min-w-0 grow font-semibold break-words">{view.row.userFullName || view.row.userName}</p>
                <p className={`font-bold tabular-nums ${view.status === 'reversed' ? REVERSED_AMOUNT_CLASS : ''}`}>{formatNaira(view.row.amountKobo)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-base-content/75">
                <ContributionStatusBadge status={view.status} />
                {view.row.paymentType === 'cash' ? <span className="badge badge-sm badge-outline">{books_cash()}</span> : null}
                {view.unsynced ? <NotSyncedBadge /> : null}
                <span>{formatDate(view.row.decidedAt ?? view.row.createdAt)}</span>
              </div>
              {view.status === 'reversed' && view.row.reversalReason ? (
                <p className="text-sm break-words">
                  <span className="font-medium">{books_reasonLabel()}</span> {view.row.reversalReason}
                </p>
              ) : null}
              {action?.(view)}
            </li>
          ))}
        </ul>
      )}
      {!all && payments.length > FIRST ? (
        <button type="button" onClick={() => setAll(true)} className="btn btn-outline btn-primary">
          {books_showAllPayments({ count: payments.length })}
        </button>
      ) : null}
    </section>
  );
}
