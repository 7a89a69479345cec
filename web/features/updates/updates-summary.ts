/**
 * The figures and labels of /updates (SPEC §2): the 'This week' count of announcements and the
 * announcement priority badges.
 */

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
  if (priority === 'high') return { label: 'High Priority', className: 'badge-error' };
  if (priority === 'medium') return { label: 'Medium Priority', className: 'border-yellow-400 bg-yellow-100 text-yellow-900' };
  const word = priority.trim() === '' ? 'Normal' : priority.trim().charAt(0).toUpperCase() + priority.trim().slice(1).toLowerCase();
  return { label: `${word} Priority`, className: 'border-base-300 bg-base-100 text-base-content' };
}
