import { Link } from '@tanstack/react-router';
import { Icon } from '../../ui/Icon';

const boxClass = 'flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-10 text-center';

/** No groups at all: admins are sent to Create Group on the dashboard, members to Join Group. */
export function NoGroups({ admin }: { admin: boolean }) {
  return (
    <div className={boxClass}>
      <Icon name="users" className="size-10 text-base-content/50" />
      <p className="text-lg font-semibold">No groups yet</p>
      <p className="text-sm text-base-content/80">
        {admin ? 'Create your first group from the dashboard, then share its link in WhatsApp.' : 'Join a group with the link your group admin shared.'}
      </p>
      {admin ? (
        <Link to="/" className="btn btn-primary mt-2">
          Go to Dashboard
        </Link>
      ) : (
        <Link to="/join-group" className="btn btn-primary mt-2">
          Join a Group
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
      <p className="text-lg font-semibold">No groups found</p>
      <p className="text-sm break-words text-base-content/80">No group name or description matches “{search.trim()}”.</p>
      <button type="button" onClick={onClear} className="btn mt-2">
        Clear Search
      </button>
    </div>
  );
}
