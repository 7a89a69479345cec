import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import type { DeviceDb } from '../../data/db';
import { readOnceDuringFirstPull } from '../../data/first-pull-pause';
import { useDeviceDb } from '../../session/use-device-db';
import { Icon } from '../../ui/Icon';
import { Page, PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../../session/use-current-user';
import { readAndTarget } from './notifications/notification-actions';
import { unreadCount, type NotificationView } from './notifications/notification-data';
import { useNow } from '../../lib/use-now';
import { GroupAnnouncements } from './GroupAnnouncements';
import { PostAnnouncementDialog } from './PostAnnouncementDialog';
import { RecentNotifications } from './RecentNotifications';
import { loadUpdates } from './updates-data';
import { countThisWeek } from './updates-summary';
import { UpdatesStatCards } from './UpdatesStatCards';
import { updates_pageSubtitle, updates_pageTitle, updates_postAnnouncement } from '../../../shared/i18n/paraglide/messages.js';

/**
 * /updates, Updates & Notifications (SPEC §2): the three cards, the user's notifications and
 * their groups' announcements, from the phone so it opens offline. A tap on a notification marks
 * it read and opens its payment (the review for an admin, the details for a member) or, for a
 * payout or a changed bank account, the purse's books.
 */
export function UpdatesPage() {
  const user = useCurrentUser();
  const db = useDeviceDb();
  return user && db ? <Updates user={user} db={db} /> : null;
}

function Updates({ user, db }: { user: SessionUser; db: DeviceDb }) {
  const navigate = useNavigate();
  const now = useNow();
  // Read once while a first pull runs, not after every page (data/first-pull-pause.ts).
  const data = useLiveQuery(() => readOnceDuringFirstPull(db, `updates:${user.id}:${user.role}`, () => loadUpdates(db, user)), [db, user.id, user.role]);

  const onOpen = async (view: NotificationView) => {
    if (!data) return;
    const target = await readAndTarget(db, view, user.role, data.known);
    if (target?.kind === 'review') void navigate({ to: '/admin', search: { review: target.contributionId } });
    else if (target?.kind === 'details') void navigate({ to: '/my-contributions', search: { c: target.contributionId } });
    // A partner's payment to look at (issue 23 §3): read-only, over their dashboard.
    else if (target?.kind === 'watch') void navigate({ to: '/member', search: { review: target.contributionId } });
    else if (target?.kind === 'purse') void navigate({ to: '/purses/$purseId', params: { purseId: target.projectId } });
  };

  return (
    <Page>
      <PageHeading title={updates_pageTitle()} subtitle={updates_pageSubtitle()} />
      <div className="flex flex-col gap-4">
        <UpdatesStatCards
          unread={data && unreadCount(data.notifications)}
          groups={data?.groupCount}
          thisWeek={data && countThisWeek(data.announcements.map((view) => view.row), now)}
        />
        <RecentNotifications views={data?.notifications} now={now} onOpen={onOpen} />
        <GroupAnnouncements views={data?.announcements} now={now} action={user.role === 'admin' ? <PostAnnouncementButton db={db} user={user} /> : undefined} />
      </div>
    </Page>
  );
}

/** Admins post to the groups they own; with none yet there is nothing to post to. */
function PostAnnouncementButton({ db, user }: { db: DeviceDb; user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const groups = useLiveQuery(async () => (await db.groups.where('adminId').equals(user.id).toArray()).sort((a, b) => a.name.localeCompare(b.name)), [db, user.id]);
  if (!groups || groups.length === 0) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="btn btn-primary">
        <Icon name="plus" className="size-5" />
        {updates_postAnnouncement()}
      </button>
      {open ? <PostAnnouncementDialog db={db} user={user} groups={groups} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
