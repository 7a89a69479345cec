import { useId, type ReactNode } from 'react';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { NotSyncedBadge } from '../contributions';
import { NotificationGlyph } from './notifications/NotificationIcon';
import { formatDateTime } from '../../lib/format';
import { EmptyNote, ExampleBadge, ExamplesIntro } from './ExampleMarks';
import { sampleAnnouncements } from './sample-updates';
import type { AnnouncementView } from './updates-data';
import { priorityBadge } from './updates-summary';
import { updates_groupAnnouncements, updates_loadingAnnouncements, updates_noAnnouncements, updates_noAnnouncementsText } from '../../../shared/i18n/paraglide/messages.js';

interface AnnouncementText {
  title: string;
  message: string;
  priority: string;
  groupName: string;
  createdAt: string;
}

/**
 * 'Group Announcements' (SPEC §2): title, priority badge, message, group and date, newest first.
 * With none yet: the spec's empty text, then its two sample announcements marked as examples.
 * `action` is the admin's Post Announcement button.
 */
export function GroupAnnouncements({ views, now, action }: { views: AnnouncementView[] | undefined; now: Date; action?: ReactNode }) {
  const examplesId = useId();
  const samples = sampleAnnouncements(now);
  return (
    <section aria-labelledby="group-announcements-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="group-announcements-title" className="card-title">
            {updates_groupAnnouncements()}
          </h2>
          {action}
        </div>
        {views === undefined ? (
          <ListSkeleton label={updates_loadingAnnouncements()} rows={1} />
        ) : views.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {views.map((view) => (
              <li key={view.row.id} className="rounded-box border border-base-300 p-3">
                <AnnouncementContent announcement={{ ...view.row, groupName: view.groupName }} notSynced={Boolean(view.row._pending)} />
              </li>
            ))}
          </ul>
        ) : (
          <>
            <EmptyNote
              icon={<NotificationGlyph name="megaphone" className="size-10 text-base-content/50" />}
              title={updates_noAnnouncements()}
              text={updates_noAnnouncementsText()}
            />
            <ExamplesIntro id={examplesId} />
            <ul aria-labelledby={examplesId} className="flex flex-col gap-2">
              {samples.map((sample) => (
                <li key={sample.id} className="rounded-box border border-dashed border-base-300 bg-base-200/40 p-3">
                  <AnnouncementContent announcement={sample} example />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function AnnouncementContent({ announcement, example = false, notSynced = false }: { announcement: AnnouncementText; example?: boolean; notSynced?: boolean }) {
  const badge = priorityBadge(announcement.priority);
  return (
    <article className="flex flex-col gap-1">
      {example ? (
        <div>
          <ExampleBadge />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words">{announcement.title}</h3>
        <span className={`badge badge-sm font-semibold whitespace-nowrap ${badge.className}`}>{badge.label}</span>
        {notSynced ? <NotSyncedBadge /> : null}
      </div>
      <p className="text-sm break-words whitespace-pre-line text-base-content/90">{announcement.message}</p>
      <p className="flex flex-wrap gap-x-2 text-xs text-base-content/75">
        {announcement.groupName ? <span className="font-medium break-words">{announcement.groupName}</span> : null}
        <time dateTime={announcement.createdAt}>{formatDateTime(announcement.createdAt)}</time>
      </p>
    </article>
  );
}
