import { contributions_notSynced } from '../../../../shared/i18n/paraglide/messages.js';
import { statusLook } from './status-style';

const ICON_PATHS = {
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  check: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l3 3 5-6',
  cross: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4',
  dot: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
} as const;

const ICON_COLOURS: Record<string, string> = { pending: 'text-warning', confirmed: 'text-success', rejected: 'text-error', reversed: 'text-neutral' };

/** The status icon of a payment row (decorative: the badge beside it says the status). */
export function StatusIcon({ status, className = 'size-6' }: { status: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={`${className} shrink-0 ${ICON_COLOURS[status] ?? 'text-base-content/50'}`} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICON_PATHS[statusLook(status).icon]} />
    </svg>
  );
}

/** The upper-case status badge: PENDING, CONFIRMED, REJECTED, REVERSED. */
export function ContributionStatusBadge({ status }: { status: string }) {
  const look = statusLook(status);
  return <span className={`badge badge-sm font-semibold whitespace-nowrap ${look.badge}`}>{look.label}</span>;
}

/** Shown on a payment the server does not have yet. */
export function NotSyncedBadge() {
  return <span className="badge badge-sm border-info bg-info/10 whitespace-nowrap text-base-content">{contributions_notSynced()}</span>;
}
