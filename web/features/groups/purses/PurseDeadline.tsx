import { purses_deadlineOn, purses_noDeadline } from '../../../../shared/i18n/paraglide/messages.js';
import { Icon } from '../../../ui/Icon';
import { deadlineInfo } from '../../../lib/deadline-info';

/** 'Deadline 31 Dec 2026 · 12 days left', in the warning style under 7 days (SPEC §9). */
export function PurseDeadline({ deadline, now = new Date() }: { deadline: string | null; now?: Date }) {
  const info = deadlineInfo(deadline, now);
  if (!info) return <p className="text-sm text-base-content/75">{purses_noDeadline()}</p>;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Icon name="calendar" className="size-4 text-base-content/70" />
      <span className="text-base-content/75">{purses_deadlineOn({ date: info.date })}</span>
      <span className={info.soon ? 'badge badge-sm badge-error' : 'font-medium'}>{info.daysLeftText}</span>
    </p>
  );
}
