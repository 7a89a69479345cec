import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { readOnceDuringFirstPull } from '../../data/first-pull-pause';
import { useDeviceDb } from '../../session/use-device-db';
import { Page, PageHeading } from '../../ui/PageHeading';
import { AdminNotificationsCard } from '../updates';
import { ActiveGroupsCard } from './ActiveGroupsCard';
import { loadAdminDashboard } from './admin-dashboard-data';
import { computeAdminStats, oldestPending, recentTransactions } from './admin-stats';
import { AdminPendingActions } from './AdminPendingActions';
import { AdminRecentTransactions } from './AdminRecentTransactions';
import { AdminReview } from '../contributions';
import { AdminStatCards } from './AdminStatCards';
import { AdminWhatsAppCard } from './AdminWhatsAppCard';
import { dashboard_welcome, dashboard_youManage } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The admin dashboard (SPEC §2): welcome, stat cards, Pending Actions, Recent Transactions, the
 * notifications card, the Active Groups card and the messaging-app card, all read from the device
 * so it opens offline.
 *
 * The open review is held by the caller when it passes `onReviewChange` (/admin keeps it in the
 * URL, `?review=<id>`, so a push notification can link to it), else here.
 */
export function AdminDashboard({
  user,
  reviewId,
  onReviewChange,
}: {
  user: SessionUser;
  reviewId?: string | null;
  onReviewChange?: (contributionId: string | null) => void;
}) {
  const db = useDeviceDb();
  // Read once while a first pull runs, not after every page (data/first-pull-pause.ts).
  const data = useLiveQuery(
    () => (db ? readOnceDuringFirstPull(db, `admin-dashboard:${user.id}:${user.role}`, () => loadAdminDashboard(db, user)) : undefined),
    [db, user.id, user.role],
  );
  const [localReview, setLocalReview] = useState<string | null>(null);
  const review = onReviewChange ? (reviewId ?? null) : localReview;
  const setReview = onReviewChange ?? setLocalReview;
  const closeReview = useCallback(() => setReview(null), [setReview]);

  const stats = useMemo(() => (data ? computeAdminStats(data.groups, data.views) : undefined), [data]);
  const oldest = useMemo(() => (data ? oldestPending(data.views) : null), [data]);
  if (!db) return null;

  const count = data?.groups.length;
  return (
    <Page>
      <PageHeading
        title={dashboard_welcome({ name: user.fullName })}
        subtitle={count === undefined ? '\u00a0' : dashboard_youManage({ count })}
      />
      <div className="flex flex-col gap-4">
        <AdminStatCards stats={stats} />
        {stats && stats.pendingPayments > 0 && oldest ? <AdminPendingActions count={stats.pendingPayments} oldest={oldest} onReview={setReview} /> : null}
        <AdminRecentTransactions views={data && recentTransactions(data.views)} onOpen={setReview} />
        <AdminNotificationsCard db={db} views={data?.views} onReview={setReview} />
        <ActiveGroupsCard db={db} user={user} groups={data?.groups} />
        <AdminWhatsAppCard />
      </div>
      <AdminReview db={db} views={data?.views} reviewId={review} onOpen={setReview} onClose={closeReview} />
    </Page>
  );
}
