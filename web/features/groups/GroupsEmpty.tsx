import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/Icon';
import { groups_clearSearch, groups_goToDashboard, groups_joinAGroup, groups_noGroups, groups_noGroupsAdmin, groups_noGroupsFound, groups_noGroupsMember, groups_noSearchMatch } from '../../../shared/i18n/paraglide/messages.js';

const boxClass = 'flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-10 text-center';

/** No groups at all: admins are sent to Create Group on the dashboard, members to Join Group. */
export function NoGroups({ admin }: { admin: boolean }) {
  return (
    <div className={boxClass}>
      <Icon name="users" className="size-10 text-base-content/50" />
      <p className="text-lg font-semibold">{groups_noGroups()}</p>
      <p className="text-sm text-base-content/80">
        {admin ? groups_noGroupsAdmin() : groups_noGroupsMember()}
      </p>
      {admin ? (
        <Link to="/" className="btn btn-primary mt-2">
          {groups_goToDashboard()}
        </Link>
      ) : (
        <Link to="/join-group" className="btn btn-primary mt-2">
          {groups_joinAGroup()}
        </Link>
      )}
    </div>
  );
}

/** A search that finds nothing, with the way back. */
export function NoSearchResults({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className={boxClass}>
      <Icon name="search" className="size-10 text-base-content/50" />
      <p className="text-lg font-semibold">{groups_noGroupsFound()}</p>
      <p className="text-sm break-words text-base-content/80">{groups_noSearchMatch({ search: search.trim() })}</p>
      <button type="button" onClick={onClear} className="btn mt-2">
        {groups_clearSearch()}
      </button>
    </div>
  );
}
