import { formatNaira } from '../../lib/format';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PaymentStatus } from '../contributions';
import { dashboard_activeGroups, dashboard_awaitingApproval, dashboard_confirmedPayments, dashboard_groupsJoined, dashboard_notAcceptedSeeWhy, dashboard_notContributed, dashboard_openPursesToPay, dashboard_owes, dashboard_owesIn, dashboard_owesInMany, dashboard_paymentStatus, dashboard_paymentsToFix, dashboard_paymentsWaitingAdmin, dashboard_rejectedSeeWhy, dashboard_totalContributions, dashboard_upToDate, groups_loading } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The Payment Status card's words. Deviation (issues 9, 23): the spec shows a fixed 'Up to Date',
 * which told a member whose payment was rejected, or who had paid ₦0 of a levy, that all was
 * well; it now says what is true of their own purses.
 */
function statusCard(status: PaymentStatus | undefined, loading: ReactNode): { value: ReactNode; caption: ReactNode } {
  if (status === undefined) return { value: loading, caption: null };
  switch (status.kind) {
    case 'to-fix':
      return {
        value: <span className="text-error">{dashboard_paymentsToFix({ count: status.count })}</span>,
        caption: (
          <Link to="/my-contributions" search={{ c: status.first.id }} className="link font-medium text-error">
            {status.first.fix === 'resubmit' ? dashboard_rejectedSeeWhy() : dashboard_notAcceptedSeeWhy()}
          </Link>
        ),
      };
    case 'owes':
      return {
        value: <span className="text-error">{dashboard_owes({ amount: formatNaira(status.leftKobo) })}</span>,
        caption:
          status.purses > 1
            ? dashboard_owesInMany({ count: status.purses })
            : dashboard_owesIn({ purse: status.first.name, paid: formatNaira(status.first.paidKobo), owed: formatNaira(status.first.owedKobo) }),
      };
    case 'not-contributed':
      return { value: dashboard_notContributed(), caption: dashboard_openPursesToPay({ count: status.purses }) };
    case 'awaiting':
      return { value: dashboard_awaitingApproval(), caption: dashboard_paymentsWaitingAdmin({ count: status.count }) };
    case 'up-to-date':
      return { value: <span className="text-success">{dashboard_upToDate()}</span>, caption: null };
  }
}

/** The member dashboard's stats (SPEC §2): confirmed total, groups, and the payment status. */
export function MemberStatCards({ confirmedKobo, groupCount, status }: { confirmedKobo: number | undefined; groupCount: number | undefined; status: PaymentStatus | undefined }) {
  const loading = <span className="inline-block h-7 w-16 animate-pulse rounded bg-base-300" aria-label={groups_loading()} />;
  const payment = statusCard(status, loading);
  const cards = [
    { label: dashboard_totalContributions(), value: confirmedKobo === undefined ? loading : formatNaira(confirmedKobo), caption: dashboard_confirmedPayments(), small: false },
    { label: dashboard_activeGroups(), value: groupCount ?? loading, caption: dashboard_groupsJoined({ count: groupCount ?? 0 }), small: false },
    { label: dashboard_paymentStatus(), value: payment.value, caption: payment.caption, small: status !== undefined && status.kind !== 'up-to-date' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-3">
      {cards.map((card, index) => (
        <div key={card.label} className={`flex flex-col rounded-box border border-base-300 bg-base-100 p-3 ${index === 0 ? 'col-span-2 md:col-span-1' : ''}`}>
          <dt className="text-sm font-medium text-base-content/80">{card.label}</dt>
          <dd className={`my-1 font-bold break-words tabular-nums ${card.small ? 'text-lg leading-snug' : 'text-xl'}`}>{card.value}</dd>
          {card.caption ? <dd className="text-xs text-base-content/70">{card.caption}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
