import type { ReactNode } from 'react';
import {
  review_description,
  review_fieldReference,
  review_group,
  review_member,
  review_none,
  review_notes,
  review_paymentMethod,
  review_purse,
  review_submitted,
  review_unknownGroup,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { ContributionView } from '../../../data/contribution-views';
import { paymentMethodLabel } from '../../../lib/payment-method-label';
import { formatDateTime, relativeTime } from '../../../lib/format';

/** The facts an admin checks against the proof: who, where to, how, which reference, when. */
export function ReviewDetails({ view, now }: { view: ContributionView; now: Date }) {
  const { row } = view;
  return (
    <dl className="grid grid-cols-[minmax(6.5rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
      <Detail term={review_member()}>
        <span className="font-medium">{row.userFullName || row.userName}</span>
        {row.userName ? <span className="block text-base-content/75">@{row.userName}</span> : null}
      </Detail>
      {view.projectName ? <Detail term={review_purse()}>{view.projectName}</Detail> : null}
      <Detail term={review_group()}>{view.groupName || review_unknownGroup()}</Detail>
      <Detail term={review_paymentMethod()}>{paymentMethodLabel(row.paymentType)}</Detail>
      <Detail term={review_fieldReference()}>{row.transactionRef ? <span className="font-mono break-all">{row.transactionRef}</span> : <None />}</Detail>
      <Detail term={review_notes()}>{row.paymentNotes ? <span className="whitespace-pre-line">{row.paymentNotes}</span> : <None />}</Detail>
      {row.description ? (
        <Detail term={review_description()}>
          <span className="whitespace-pre-line">{row.description}</span>
        </Detail>
      ) : null}
      <Detail term={review_submitted()}>
        {formatDateTime(row.createdAt)}
        <span className="block text-base-content/75">{relativeTime(row.createdAt, now)}</span>
      </Detail>
    </dl>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-base-content/75">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function None() {
  return <span className="text-base-content/75">{review_none()}</span>;
}
