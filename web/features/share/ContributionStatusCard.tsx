import type { SessionUser } from '../../../shared/auth-schemas';
import { deviceDb } from '../../data/db';
import { contributionStats, statusLook, useMyContributions } from '../contributions';
import { formatDate, formatNaira } from '../../lib/format';
import { share_confirmed, share_loading, share_noContributions, share_pending, share_recentContributions, share_rejected, share_reversed, share_totalPaid, share_yourStatus } from '../../../shared/i18n/paraglide/messages.js';

/** A payment's status in words; an unknown one as it is stored. */
function statusWord(status: string): string {
  if (status === 'pending') return share_pending();
  if (status === 'confirmed') return share_confirmed();
  if (status === 'rejected') return share_rejected();
  if (status === 'reversed') return share_reversed();
  return status;
}

/** The share page's latest payments (SPEC §9). */
const LATEST = 5;

/**
 * 'Your Contribution Status' on the share page (SPEC §2): pending and confirmed counts, Total Paid
 * (the confirmed amounts) and the 5 most recent payments with a coloured status dot.
 */
export function ContributionStatusCard({ user }: { user: SessionUser }) {
  const views = useMyContributions(deviceDb(user.id), user.id);
  const stats = views ? contributionStats(views) : undefined;
  const loading = <span className="inline-block h-6 w-10 animate-pulse rounded bg-base-300" aria-label={share_loading()} />;
  const tiles = [
    { label: share_pending(), value: stats ? stats.pending : loading },
    { label: share_confirmed(), value: stats ? stats.confirmed : loading },
    { label: share_totalPaid(), value: stats ? formatNaira(stats.confirmedKobo) : loading },
  ];
  return (
    <section aria-labelledby="contribution-status" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <h2 id="contribution-status" className="text-lg font-semibold">
          {share_yourStatus()}
        </h2>
        <dl className="grid grid-cols-3 gap-2">
          {tiles.map((tile) => (
            <div key={tile.label} className="flex flex-col-reverse rounded-box bg-base-200 p-2 text-center">
              <dt className="text-xs text-base-content/75">{tile.label}</dt>
              <dd className="text-lg font-bold break-words tabular-nums">{tile.value}</dd>
            </div>
          ))}
        </dl>
        {views && views.length > 0 ? (
          <ul className="flex flex-col divide-y divide-base-300" aria-label={share_recentContributions()}>
            {views.slice(0, LATEST).map((view) => {
              const look = statusLook(view.status);
              return (
                <li key={view.row.id} className="flex items-center gap-2 py-2 text-sm">
                  <span className={`size-2.5 shrink-0 rounded-full ${look.dot}`} aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{view.projectName ?? view.groupName}</span>
                    <span className="text-xs text-base-content/75">
                      {formatDate(view.row.createdAt)} · <span className="capitalize">{statusWord(view.status)}</span>
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">{formatNaira(view.row.amountKobo)}</span>
                </li>
              );
            })}
          </ul>
        ) : views ? (
          <p className="text-sm text-base-content/75">{share_noContributions()}</p>
        ) : null}
      </div>
    </section>
  );
}
