import { unreadBadge } from '../../updates';

/**
 * The unread count on Updates and on the menu button, drawn like the bell's ('9+' above 9). For
 * the eye only: the link or button it sits in says the count in its name (withUnread).
 */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  const text = unreadBadge(count);
  if (!text) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-error px-1 text-xs leading-none font-bold text-error-content ${className}`}
    >
      {text}
    </span>
  );
}
