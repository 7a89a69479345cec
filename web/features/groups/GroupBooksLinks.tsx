import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCurrentUser } from '../../session/use-current-user';
import { useDeviceDb } from '../../session/use-device-db';
import { groups_history, groups_historyOf, groups_myStatement, groups_myStatementOf, groups_reconcile, groups_reconcileOf, groups_report, groups_reportOf } from '../../../shared/i18n/paraglide/messages.js';

/**
 * A group's History (everyone in it) and its statement: Generate Report for its admin and
 * partners, My statement for a member (issue 11 §4, §5); for its admin, Reconcile with the bank
 * statement (issue 13 §3).
 */
export function GroupBooksLinks({ groupId, groupName, adminId }: { groupId: string; groupName: string; adminId: string }) {
  const user = useCurrentUser();
  const db = useDeviceDb();
  const partner = useLiveQuery(
    async () => (db && user ? Boolean((await db.partners.where('[groupId+userId]').equals([groupId, user.id]).first())?.deleted === false) : false),
    [db, groupId, user?.id],
  );
  const reviewer = user?.id === adminId || partner === true;
  return (
    <div className="flex gap-2">
      <Link to="/groups/$groupId/history" params={{ groupId }} className="btn btn-sm h-11 flex-1" aria-label={groups_historyOf({ name: groupName })}>
        {groups_history()}
      </Link>
      <Link to="/report" search={{ group: groupId }} className="btn btn-sm h-11 flex-1" aria-label={reviewer ? groups_reportOf({ name: groupName }) : groups_myStatementOf({ name: groupName })}>
        {reviewer ? groups_report() : groups_myStatement()}
      </Link>
      {user?.id === adminId ? (
        <Link to="/groups/$groupId/reconcile" params={{ groupId }} className="btn btn-sm h-11 flex-1" aria-label={groups_reconcileOf({ name: groupName })}>
          {groups_reconcile()}
        </Link>
      ) : null}
    </div>
  );
}
