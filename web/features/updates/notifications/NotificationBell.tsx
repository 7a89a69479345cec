import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth-schemas';
import { readOnceDuringFirstPull } from '../../../data/first-pull-pause';
import { useDeviceDb } from '../../../session/use-device-db';
import { useNow } from '../../../lib/use-now';
import { bellHeaderStatus, bellLabel, bellLists, unreadBadge } from './bell-summary';
import { readAndTarget } from './notification-actions';
import { loadAdminNotifications, type NotificationView } from './notification-data';
import { NotificationButton } from './NotificationButton';
import { NotificationGlyph } from './NotificationIcon';
import { PendingApprovals } from './PendingApprovals';
import { notifications_loading, notifications_none, notifications_title, notifications_viewAll } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * The admin's notification bell (SPEC §2): an unread badge, and a popover with the latest
 * notifications and the payments waiting for review, read from the phone so it works offline.
 *
 * The popover is a non-modal dialog: focus moves into it when it opens, and Escape, a tap outside
 * or Tab past its end closes it (Escape gives focus back to the bell).
 */
export function NotificationBell({ user }: { user: SessionUser }) {
  const db = useDeviceDb();
  const navigate = useNavigate();
  // Read once while a first pull runs, not after every page (data/first-pull-pause.ts).
  const data = useLiveQuery(() => (db ? readOnceDuringFirstPull(db, `admin-notifications:${user.id}`, () => loadAdminNotifications(db, user.id)) : undefined), [db, user.id]);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const now = useNow();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const unread = data?.unread ?? 0;
  const badge = unreadBadge(unread);

  const openReview = (contributionId: string) => {
    setOpen(false);
    void navigate({ to: '/admin', search: { review: contributionId } });
  };

  const onNotification = async (view: NotificationView) => {
    if (!db || !data) return;
    const target = await readAndTarget(db, view, 'admin', data.known);
    if (target?.kind === 'purse') {
      setOpen(false);
      void navigate({ to: '/purses/$purseId', params: { purseId: target.projectId } });
    } else if (target) openReview(target.contributionId);
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onBlur={(event) => {
        // Tab moved focus out of the bell and its popover (a tap outside is handled above).
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="btn btn-ghost btn-square relative"
      >
        <NotificationGlyph name="bell" className="size-6" />
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs leading-none font-bold text-error-content ring-2 ring-base-100"
          >
            {badge}
          </span>
        ) : null}
      </button>

      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="fixed inset-x-2 top-15 z-40 flex flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 text-base-content shadow-xl outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-baseline justify-between gap-3 border-b border-base-300 px-4 py-3">
            <h2 id={titleId} className="text-base font-bold">
              {notifications_title()}
            </h2>
            <p className={`text-sm ${unread > 0 ? 'font-semibold text-primary' : 'text-base-content/75'}`}>{bellHeaderStatus(unread)}</p>
          </div>
          <BellBody data={data} now={now} onNotification={onNotification} onPending={openReview} onViewAll={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}

function BellBody({
  data,
  now,
  onNotification,
  onPending,
  onViewAll,
}: {
  data: Awaited<ReturnType<typeof loadAdminNotifications>> | undefined;
  now: Date;
  onNotification: (view: NotificationView) => void;
  onPending: (contributionId: string) => void;
  onViewAll: () => void;
}) {
  if (!data) {
    return (
      <p role="status" className="flex justify-center p-6">
        <span className="loading loading-spinner text-primary" aria-label={notifications_loading()} />
      </p>
    );
  }
  const lists = bellLists(data.notifications, data.pending);
  return (
    <>
      {/* SPEC §9: the list is at most 96 units high; on a short phone, less, so the footer stays on screen. */}
      <div className="max-h-[min(24rem,calc(100dvh-11rem))] overflow-y-auto overscroll-contain">
        {lists.shown.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-base-content/80">{notifications_none()}</p>
        ) : (
          <ul className="divide-y divide-base-300">
            {lists.shown.map((view) => (
              <li key={view.row.id}>
                <NotificationButton view={view} now={now} onOpen={onNotification} />
              </li>
            ))}
          </ul>
        )}
        {data.pending.length > 0 ? (
          <PendingApprovals total={data.pending.length} shown={lists.pendingShown} more={lists.pendingMore} now={now} onOpen={onPending} />
        ) : null}
      </div>
      {lists.viewAll ? (
        <div className="border-t border-base-300 p-2">
          <Link to="/updates" onClick={onViewAll} className="btn btn-ghost btn-block text-primary">
            {notifications_viewAll()}
          </Link>
        </div>
      ) : null}
    </>
  );
}
