import type { ContributionStatus } from '../../../shared/contributions';
import type { ContributionView } from './contribution-views';

/** The status filter's choices (SPEC §2): All Status, Confirmed, Pending, Rejected; and Reversed (issue 11). */
export type StatusFilter = 'all' | ContributionStatus;

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'reversed', label: 'Reversed' },
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
