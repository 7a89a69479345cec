import { noticeText } from '../../../shared/notices';
import { formatDateTime } from '../../lib/format';
import type { NotificationView } from './notifications/notification-data';
import { NotificationIcon } from './notifications/NotificationIcon';
import { ExampleBadge } from './ExampleMarks';
import type { SampleNotification } from './sample-updates';
import { updates_new } from '../../../shared/i18n/paraglide/messages.js';

interface EntryText {
  type: string;
  title: string;
  message: string;
  groupName: string;
  createdAt: string;
}

/** What a notification on /updates shows (SPEC §2): type icon, title, 'New' if unread, date, message, group. */
function EntryContent({ entry, unread, example }: { entry: EntryText; unread: boolean; example: boolean }) {
  return (
    <>
      <NotificationIcon type={entry.type} size="size-10" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        {example ? (
          <span>
            <ExampleBadge />
          </span>
        ) : null}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`min-w-0 break-words ${unread ? 'font-bold' : 'font-semibold'}`}>{entry.title}</span>
          {unread ? <span className="badge badge-sm badge-primary font-semibold">{updates_new()}</span> : null}
        </span>
        <time dateTime={entry.createdAt} className="text-xs text-base-content/75">
          {formatDateTime(entry.createdAt)}
        </time>
        <span className="text-sm break-words text-base-content/90">{entry.message}</span>
        {entry.groupName ? <span className="text-xs font-medium break-words text-base-content/75">{entry.groupName}</span> : null}
      </span>
    </>
  );
}

/** A real notification: one button that marks it read and opens its payment; worded in the reader's language. */
export function NotificationEntry({ view, onOpen }: { view: NotificationView; onOpen: (view: NotificationView) => void }) {
  const { row } = view;
  return (
    <button
      type="button"
      onClick={() => onOpen(view)}
      className={`flex min-h-11 w-full gap-3 rounded-box border p-3 text-left hover:bg-base-200 active:bg-base-200 ${
        row.read ? 'border-base-300' : 'border-primary/40 bg-primary/5'
      }`}
    >
      <EntryContent entry={{ ...row, ...noticeText(row), groupName: view.groupName }} unread={!row.read} example={false} />
    </button>
  );
}

/** A sample notification: the same look, marked 'Example', and not a button. */
export function SampleNotificationEntry({ sample }: { sample: SampleNotification }) {
  return (
    <div className="flex gap-3 rounded-box border border-dashed border-base-300 bg-base-200/40 p-3">
      <EntryContent entry={sample} unread={false} example />
    </div>
  );
}
