import { StrokeIcon } from '../../../ui/Icon';
import { notificationLook, type NotificationIconName } from './notification-look';

/** Stroke paths (24×24, Lucide-style) of the notification icons. */
const PATHS: Record<NotificationIconName, string> = {
  upload: 'M12 15V4M7 9l5-5 5 5M4 15v5h16v-5',
  approved: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l3 3 5-6',
  rejected: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
  megaphone: 'M3 11v2a1 1 0 0 0 1 1h2l6 4V6L6 10H4a1 1 0 0 0-1 1zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  alarm: 'M12 5a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 9v4l2.5 2M5 3 2 6M22 6l-3-3',
  trophy: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3',
  bell: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  payout: 'M2 7h20v10H2zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM17 3l3 3-3 3M6 21l-3-3 3-3',
  reversed: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4',
  bank: 'M3 21h18M4 10h16M12 3l8 5H4zM6 10v8M10 10v8M14 10v8M18 10v8',
};

/** A bare notification glyph (decorative); the bell button uses it too. */
export function NotificationGlyph({ name, className = 'size-5' }: { name: NotificationIconName; className?: string }) {
  return <StrokeIcon d={PATHS[name]} className={className} />;
}

/** The icon of a notification type in its tinted circle (SPEC §3); decorative, the title says what it is. */
export function NotificationIcon({ type, size = 'size-9' }: { type: string; size?: string }) {
  const look = notificationLook(type);
  return (
    <span aria-hidden="true" className={`flex ${size} shrink-0 items-center justify-center rounded-full ${look.tone}`}>
      <NotificationGlyph name={look.icon} className="size-5" />
    </span>
  );
}
