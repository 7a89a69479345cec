import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { DeviceDb } from '../../../data/db';
import type { ContributionView } from '../../../data/contribution-views';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { useNow } from '../../../lib/use-now';
import { bellHeaderStatus, DASHBOARD_NOTIFICATIONS } from './bell-summary';
import { readAndTarget } from './notification-actions';
import { loadNotificationViews, unreadCount, type NotificationView } from './notification-data';
import { NotificationButton } from './NotificationButton';
import { NotificationGlyph } from './NotificationIcon';
import { notifications_loading, notifications_none, notifications_noneAdminHint, notifications_title, notifications_viewAllCard } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * The admin dashboard's notifications card (SPEC §2): the latest 5, then 'View All Notifications'
 * (to /updates, which is also where announcements are posted). A tap marks one read and opens its
 * payment in the dashboard's review, or a payout's purse books.
 */
export function AdminNotificationsCard({
  db,
  views,
  onReview,
}: {
  db: DeviceDb;
  /** The admin's contributions: a notification about one of them opens it. */
  views: readonly ContributionView[] | undefined;
  onReview: (contributionId: string) => void;
}) {
  const navigate = useNavigate();
  const notifications = useLiveQuery(() => loadNotificationViews(db), [db]);
  const known = useMemo(() => new Set((views ?? []).map((view) => view.row.id)), [views]);
  const now = useNow();
  const unread = notifications ? unreadCount(notifications) : 0;

  const onOpen = async (view: NotificationView) => {
    const target = await readAndTarget(db, view, 'admin', known);
    if (target?.kind === 'purse') void navigate({ to: '/purses/$purseId', params: { purseId: target.projectId } });
    else if (target) onReview(target.contributionId);
  };

  return (
    <section aria-labelledby="dashboard-notifications-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="dashboard-notifications-title" className="card-title">
            {notifications_title()}
          </h2>
          {notifications ? <p className={`grow-0 text-sm ${unread > 0 ? 'font-semibold text-primary' : 'text-base-content/75'}`}>{bellHeaderStatus(unread)}</p> : null}
        </div>
        {notifications === undefined ? (
          <ListSkeleton label={notifications_loading()} rows={1} />
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-4 py-6 text-center">
            <NotificationGlyph name="bell" className="size-10 text-base-content/50" />
            <p className="font-semibold">{notifications_none()}</p>
            <p className="text-sm text-base-content/80">{notifications_noneAdminHint()}</p>
          </div>
        ) : (
          <ul className="divide-y divide-base-300 overflow-hidden rounded-box border border-base-300">
            {notifications.slice(0, DASHBOARD_NOTIFICATIONS).map((view) => (
              <li key={view.row.id}>
                <NotificationButton view={view} now={now} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/updates" className="btn btn-outline btn-primary">
          {notifications_viewAllCard()}
        </Link>
      </div>
    </section>
  );
}
