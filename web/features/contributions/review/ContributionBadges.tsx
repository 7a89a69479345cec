import { review_guest, review_possibleDuplicate } from '../../../../shared/i18n/paraglide/messages.js';
import { PendingBadge } from '../../../ui/PendingBadge';
import { contributionStatusLabel, statusLook } from '../list/status-style';
import { Icon } from '../../../ui/Icon';

/** A contribution's status: pending orange, confirmed green, rejected red, anything else grey (SPEC §4). */
export function ContributionStatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-sm whitespace-nowrap ${statusLook(status).badge}`}>{contributionStatusLabel(status)}</span>;
}

/** The server flagged the receipt or reference as already used in the group: look twice. */
export function DuplicateBadge() {
  return (
    <span className="badge badge-sm gap-1 border-error bg-error/10 whitespace-nowrap text-error">
      <Icon name="alert" className="size-3.5" />
      {review_possibleDuplicate()}
    </span>
  );
}

/** Given by someone outside the group (issue 27 §4): a fact, not a warning. */
export function GuestBadge() {
  return <span className="badge badge-sm border-info bg-info/10 whitespace-nowrap text-base-content">{review_guest()}</span>;
}

/** The status, not-synced, guest and duplicate badges of one contribution, wrapping together. */
export function ContributionBadges({ status, unsynced, possibleDuplicate, guest = false }: { status: string; unsynced: boolean; possibleDuplicate: boolean; guest?: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <ContributionStatusBadge status={status} />
      {unsynced ? <PendingBadge /> : null}
      {guest ? <GuestBadge /> : null}
      {possibleDuplicate ? <DuplicateBadge /> : null}
    </span>
  );
}
