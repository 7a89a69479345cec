import { statusLabel, statusTone, type StatusTone } from './group-status';

const TONE_CLASS: Record<StatusTone, string> = {
  completed: 'badge-success',
  active: 'badge-info',
  paused: 'badge-warning',
  other: 'border-base-300 bg-base-200 text-base-content',
};

/** A group's or project's status: completed green, active blue, paused orange, other grey (SPEC §4). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-sm whitespace-nowrap ${TONE_CLASS[statusTone(status)]}`}>{statusLabel(status)}</span>;
}
