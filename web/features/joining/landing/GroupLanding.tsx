import {
  join_aboutGroup,
  join_deadlineOn,
  join_goal,
  join_groupContribution,
  join_offlineFigures,
  join_progress,
  join_progressLabel,
  join_raised,
  join_remaining,
  registration_joinGroup,
} from '../../../../shared/i18n/paraglide/messages.js';
import { isDeadlineSoon } from '../../../../shared/progress';
import { useOnline } from '../../../lib/use-online';
import { PageLink } from '../../../ui/page-navigation';
import { ProgressBar } from '../../../ui/ProgressBar';
import { daysLeftLabel, nearestDeadline, type GroupSummary } from '../register/group-summary';
import { formatDate, formatNaira } from '../../../lib/format';
import type { Notice } from './notice-board';
import { lazy, Suspense } from 'react';

/*
 * Only a Custom URL has a notice board: /register and /join links do not download it. The server
 * preloads its chunk beside the first paint's on a Custom URL page (sync-server/http/public-page.ts),
 * so on 2G it comes in the same round trip rather than after the group shows.
 */
const NoticeBoard = lazy(() => import('./NoticeBoard').then((module) => ({ default: module.NoticeBoard })));

/**
 * The public group landing (SPEC §2 'Public group landing'): name, goal, progress, Raised and
 * Remaining, the deadline countdown, 'Join Group' and the description. `link` is the group's
 * registration link, where 'Join Group' leads. Offline, the figures are the copy kept on this
 * phone from the last visit, and the page says so. A group's Custom URL adds its `notice` board
 * (where to pay, who to ask) under the figures.
 */
export function GroupLanding({ group, link, notice = null, give = null }: { group: GroupSummary; link: string; notice?: Notice | null; give?: string | null }) {
  // ?give={purseId}: the notice board's chunk shows the gift's form (issue 27 §4).
  if (notice && give) {
    return (
      <Suspense fallback={null}>
        <NoticeBoard notice={notice} purses={group.purses} give={give} groupName={group.name} />
      </Suspense>
    );
  }
  const online = useOnline();
  // Read once per render: the countdown moves by days, a fresh render on each visit is enough.
  const deadline = nearestDeadline(group.purses, new Date());

  return (
    <article className="flex flex-col gap-4">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-3 p-4 sm:p-6">
          <p className="text-sm font-medium text-primary">{join_groupContribution()}</p>
          <h1 className="text-2xl font-bold break-words">{group.name}</h1>
          {!online ? (
            <p role="status" className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm">
              {join_offlineFigures()}
            </p>
          ) : null}

          <div>
            <p className="text-sm text-base-content/70">{join_goal()}</p>
            <p className="text-3xl font-bold">{formatNaira(group.targetKobo)}</p>
          </div>

          <div>
            <div className="mb-1 flex justify-between text-sm">
              <span className="text-base-content/70">{join_progress()}</span>
              <span className="font-semibold">{group.percent}%</span>
            </div>
            <ProgressBar percent={group.percent} label={join_progressLabel({ name: group.name })} />
          </div>

          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-box bg-base-200 p-3">
              <dt className="text-sm text-base-content/70">{join_raised()}</dt>
              <dd className="text-lg font-bold text-success">{formatNaira(group.collectedKobo)}</dd>
            </div>
            <div className="rounded-box bg-base-200 p-3">
              <dt className="text-sm text-base-content/70">{join_remaining()}</dt>
              <dd className="text-lg font-bold">{formatNaira(group.remainingKobo)}</dd>
            </div>
          </dl>
        </div>
      </div>

      {notice ? (
        <Suspense fallback={null}>
          <NoticeBoard notice={notice} purses={group.purses} />
        </Suspense>
      ) : null}

      {deadline ? (
        <div
          className={`card border ${isDeadlineSoon(deadline.days) ? 'border-warning bg-warning/15' : 'border-base-300 bg-base-100'}`}
        >
          <div className="card-body flex-row items-center gap-3 p-4">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 shrink-0 text-primary" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="12" cy="13" r="8" />
              <path d="M12 9v4l2.5 2.5M9 2h6" strokeLinecap="round" />
            </svg>
            <div>
              <p className="text-2xl font-bold">{daysLeftLabel(deadline.days)}</p>
              <p className="text-sm text-base-content/75">{join_deadlineOn({ date: formatDate(deadline.deadline) })}</p>
            </div>
          </div>
        </div>
      ) : null}

      <PageLink href={`/register/${encodeURIComponent(link)}`} className="btn btn-primary btn-lg btn-block">
        {registration_joinGroup()}
      </PageLink>

      {group.description ? (
        <section aria-labelledby="about-group" className="card border border-base-300 bg-base-100">
          <div className="card-body p-4">
            <h2 id="about-group" className="text-lg font-semibold">
              {join_aboutGroup()}
            </h2>
            <p className="whitespace-pre-line text-base-content/85">{group.description}</p>
          </div>
        </section>
      ) : null}
    </article>
  );
}
