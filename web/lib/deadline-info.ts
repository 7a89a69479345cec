import { daysLeft, isDeadlineSoon } from '../../shared/progress';
import { purses_daysLeft } from '../../shared/i18n/paraglide/messages.js';
import { formatDate } from './format';

export interface DeadlineInfo {
  /** '31 Dec 2026' */
  date: string;
  daysLeft: number;
  /** '1 day left', '12 days left' */
  daysLeftText: string;
  /** Under 7 days: the warning style (SPEC §9). */
  soon: boolean;
}

/**
 * What a project card says about its deadline, or null when it has none.
 * @example deadlineInfo('2025-01-03T00:00:00Z', new Date('2025-01-02T12:00:00Z'))?.daysLeftText === '1 day left'
 */
export function deadlineInfo(deadline: string | null, now: Date): DeadlineInfo | null {
  if (!deadline) return null;
  const date = formatDate(deadline);
  if (date === '') return null;
  const days = daysLeft(deadline, now);
  return { date, daysLeft: days, daysLeftText: purses_daysLeft({ count: days }), soon: isDeadlineSoon(days) };
}
