/**
 * The figures and labels of /updates (SPEC §2): the 'This week' count of announcements and the
 * announcement priority badges.
 */
import { updates_highPriority, updates_lowPriority, updates_mediumPriority, updates_namedPriority, updates_normalPriority } from '../../../shared/i18n/paraglide/messages.js';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * How many items were made in the 7 days before `now` (the 'Recent Updates' card, labelled
 * 'This week'). A time a little in the future (a phone clock behind the server's) counts too.
 * @example countThisWeek([{ createdAt: new Date().toISOString() }], new Date()) === 1
 */
export function countThisWeek(items: readonly { createdAt: string }[], now: Date): number {
  const since = now.getTime() - WEEK_MS;
  return items.filter((item) => {
    const time = Date.parse(item.createdAt);
    return Number.isFinite(time) && time >= since;
  }).length;
}

export interface PriorityBadge {
  label: string;
  className: string;
}

/**
 * An announcement's priority badge: 'High Priority' red, 'Medium Priority' yellow, any other
 * priority plain (SPEC §2).
 * @example priorityBadge('high').label === 'High Priority'; priorityBadge('low').label === 'Low Priority'
 */
export function priorityBadge(priority: string): PriorityBadge {
  if (priority === 'high') return { label: updates_highPriority(), className: 'badge-error' };
  if (priority === 'medium') return { label: updates_mediumPriority(), className: 'border-yellow-400 bg-yellow-100 text-yellow-900' };
  return { label: otherPriorityLabel(priority.trim()), className: 'border-base-300 bg-base-100 text-base-content' };
}

/** 'Low Priority', 'Normal Priority' for none, or an unknown priority in its own word ('Urgent Priority'). */
function otherPriorityLabel(priority: string): string {
  if (priority === 'low') return updates_lowPriority();
  if (priority === '') return updates_normalPriority();
  return updates_namedPriority({ priority: priority.charAt(0).toUpperCase() + priority.slice(1).toLowerCase() });
}
