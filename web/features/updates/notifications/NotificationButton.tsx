import { relativeTime } from '../../../lib/format';
import { noticeText } from '../../../../shared/notices';
import type { NotificationView } from './notification-data';
import { NotificationIcon } from './NotificationIcon';
import { notifications_unreadMark } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * One notification in the bell and on the dashboard card (SPEC §2): an unread one has a dot and a
 * tint; title, message, group and how long ago. The whole row is one button.
 */
export function NotificationButton({ view, now, onOpen }: { view: NotificationView; now: Date; onOpen: (view: NotificationView) => void }) {
  const { row, groupName } = view;
  // Worded here, in the reader's language, from the notice's type and parameters.
  const { title, message } = noticeText(row);
  return (
    <button
      type="button"
      onClick={() => onOpen(view)}
      className={`flex min-h-11 w-full gap-3 px-3 py-3 text-left outline-offset-[-2px] hover:bg-base-200 active:bg-base-200 ${row.read ? '' : 'bg-primary/5'}`}
    >
      <NotificationIcon type={row.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start gap-2">
          <span className={`min-w-0 flex-1 text-sm break-words ${row.read ? 'font-medium' : 'font-bold'}`}>
            {row.read ? null : <span className="sr-only">{notifications_unreadMark()} </span>}
            {title}
          </span>
          {row.read ? null : <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />}
        </span>
        <span className="line-clamp-2 text-sm break-words text-base-content/80">{message}</span>
        <span className="flex flex-wrap gap-x-2 text-xs text-base-content/75">
          {groupName ? <span className="break-words">{groupName}</span> : null}
          <time dateTime={row.createdAt}>{relativeTime(row.createdAt, now)}</time>
        </span>
      </span>
    </button>
  );
}
