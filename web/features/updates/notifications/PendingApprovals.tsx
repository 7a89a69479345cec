import { formatNaira, relativeTime } from '../../../lib/format';
import { useId } from 'react';
import type { ContributionView } from '../../../data/contribution-views';
import { Icon } from '../../../ui/Icon';
import { morePendingLabel } from './bell-summary';
import { notifications_pendingApprovals } from '../../../../shared/i18n/paraglide/messages.js';

/** The bell's 'Pending Approvals (n)' section (SPEC §2): a few waiting payments, each opening its review. */
export function PendingApprovals({
  total,
  shown,
  more,
  now,
  onOpen,
}: {
  total: number;
  shown: readonly ContributionView[];
  more: number;
  now: Date;
  onOpen: (contributionId: string) => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="border-t border-base-300 bg-warning/5">
      <h3 id={titleId} className="px-4 pt-3 pb-1 text-sm font-bold">
        {notifications_pendingApprovals({ count: total })}
      </h3>
      <ul>
        {shown.map((view) => {
          const { row } = view;
          const where = [view.projectName, view.groupName].filter(Boolean).join(' · ');
          return (
            <li key={row.id}>
              <button
                type="button"
                onClick={() => onOpen(row.id)}
                className="flex min-h-11 w-full items-start gap-3 px-4 py-2 text-left outline-offset-[-2px] hover:bg-base-200 active:bg-base-200"
              >
                <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-[#9a5200]" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex items-baseline gap-2 text-sm">
                    <span className="min-w-0 flex-1 truncate font-semibold">{row.userFullName || row.userName}</span>
                    <span className="shrink-0 font-semibold tabular-nums">{formatNaira(row.amountKobo)}</span>
                  </span>
                  <span className="flex gap-2 text-xs text-base-content/75">
                    {where ? <span className="min-w-0 flex-1 truncate">{where}</span> : null}
                    <time dateTime={row.createdAt} className="ml-auto shrink-0">
                      {relativeTime(row.createdAt, now)}
                    </time>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {more > 0 ? <p className="px-4 pb-3 text-xs font-medium text-base-content/75">{morePendingLabel(more)}</p> : null}
      {more === 0 ? <div className="h-1" aria-hidden="true" /> : null}
    </section>
  );
}
