import { useId, type Ref } from 'react';
import { contributions_search, contributions_searchPlaceholder, contributions_status } from '../../../../shared/i18n/paraglide/messages.js';
import { STATUS_FILTERS, type StatusFilter } from './contribution-filters';

/** Search by group, purse or reference, and the status filter (SPEC §2); both apply as you type. */
export function ContributionFilters({
  search,
  status,
  onSearch,
  onStatus,
  searchRef,
}: {
  search: string;
  status: StatusFilter;
  onSearch: (value: string) => void;
  onStatus: (value: StatusFilter) => void;
  searchRef?: Ref<HTMLInputElement>;
}) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_12rem]">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {contributions_search()}
        </label>
        {/* No icon inside: at 360 px the spec's placeholder only fits the full width. */}
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={contributions_searchPlaceholder()}
          autoComplete="off"
          enterKeyHint="search"
          className="input w-full"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="text-sm font-medium">
          {contributions_status()}
        </label>
        <select id={statusId} className="select w-full" value={status} onChange={(event) => onStatus(event.target.value as StatusFilter)}>
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label()}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
