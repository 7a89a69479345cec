import { useId, useState } from 'react';
import { ListSkeleton } from '../../ui/ListSkeleton';
import type { NotificationView } from './notifications/notification-data';
import { NotificationGlyph } from './notifications/NotificationIcon';
import { EmptyNote, ExamplesIntro } from './ExampleMarks';
import { NotificationEntry, SampleNotificationEntry } from './NotificationEntry';
import { sampleNotifications } from './sample-updates';
import { notifications_loading, notifications_none, updates_noNotificationsText, updates_recentNotifications, updates_showAll } from '../../../shared/i18n/paraglide/messages.js';

/** The newest this many show at first, so the announcements below stay within reach on a phone. */
const RECENT_NOTIFICATIONS = 20;

/**
 * 'Recent Notifications' (SPEC §2). With none yet: the spec's empty text, then its sample items
 * under a line saying they are examples.
 */
export function RecentNotifications({ views, now, onOpen }: { views: NotificationView[] | undefined; now: Date; onOpen: (view: NotificationView) => void }) {
  const examplesId = useId();
  const [showAll, setShowAll] = useState(false);
  const samples = sampleNotifications(now);
  return (
    <section aria-labelledby="recent-notifications-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="recent-notifications-title" className="card-title">
          {updates_recentNotifications()}
        </h2>
        {views === undefined ? (
          <ListSkeleton label={notifications_loading()} rows={2} />
        ) : views.length > 0 ? (
          <>
            <ul className="flex flex-col gap-2">
              {(showAll ? views : views.slice(0, RECENT_NOTIFICATIONS)).map((view) => (
                <li key={view.row.id}>
                  <NotificationEntry view={view} onOpen={onOpen} />
                </li>
              ))}
            </ul>
            {!showAll && views.length > RECENT_NOTIFICATIONS ? (
              <button type="button" onClick={() => setShowAll(true)} className="btn btn-outline btn-primary">
                {updates_showAll({ count: views.length })}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <EmptyNote
              icon={<NotificationGlyph name="bell" className="size-10 text-base-content/50" />}
              title={notifications_none()}
              text={updates_noNotificationsText()}
            />
            <ExamplesIntro id={examplesId} />
            <ul aria-labelledby={examplesId} className="flex flex-col gap-2">
              {samples.map((sample) => (
                <li key={sample.id}>
                  <SampleNotificationEntry sample={sample} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
