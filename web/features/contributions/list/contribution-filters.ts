import type { ContributionStatus } from '../../../../shared/contributions';
import {
  contributions_filterAll,
  contributions_statusConfirmed,
  contributions_statusPending,
  contributions_statusRejected,
  contributions_statusReversed,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { ContributionView } from '../../../data/contribution-views';

/** The status filter's choices (SPEC §2): All Status, Confirmed, Pending, Rejected; and Reversed (issue 11). */
export type StatusFilter = 'all' | ContributionStatus;

export const STATUS_FILTERS: readonly { value: StatusFilter; label: () => string }[] = [
  { value: 'all', label: contributions_filterAll },
  { value: 'confirmed', label: contributions_statusConfirmed },
  { value: 'pending', label: contributions_statusPending },
  { value: 'rejected', label: contributions_statusRejected },
  { value: 'reversed', label: contributions_statusReversed },
];

type Filterable = Pick<ContributionView, 'groupName' | 'projectName' | 'status'> & { row: { transactionRef: string | null } };

/**
 * The payments matching the search (group name, purse name or reference, case-insensitive, SPEC §2)
 * and the status filter, in the order given.
 * @example filterContributions(views, { search: 'reunion', status: 'pending' })
 */
export function filterContributions<T extends Filterable>(views: readonly T[], filter: { search: string; status: StatusFilter }): T[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return views.filter((view) => {
    if (filter.status !== 'all' && view.status !== filter.status) return false;
    if (needle === '') return true;
    return [view.groupName, view.projectName, view.row.transactionRef].some((text) => text?.toLocaleLowerCase().includes(needle));
  });
}
