import type { SessionUser } from '../../../shared/auth-schemas';
import { useDeviceDb } from '../../data/use-device-db';
import { Page, PageHeading } from '../../ui/PageHeading';
import { useGroupsOverview } from '../groups/use-groups-overview';
import { ActiveGroupsCard } from './ActiveGroupsCard';

/**
 * The admin dashboard (SPEC §2): welcome, the number of groups and the Active Groups card, all read
 * from the device so it opens offline. Stats, transactions and notifications come with a later issue.
 */
export function AdminDashboard({ user }: { user: SessionUser }) {
  const db = useDeviceDb();
  const groups = useGroupsOverview(user);
  if (!db) return null;

  const count = groups?.length;
  return (
    <Page>
      <PageHeading
        title={`Welcome, ${user.fullName}`}
        subtitle={count === undefined ? '\u00a0' : `You manage ${count} ${count === 1 ? 'group' : 'groups'}.`}
      />
      <ActiveGroupsCard db={db} user={user} groups={groups} />
    </Page>
  );
}
