import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { progressPercent } from '../../../shared/progress';
import type { LocalGroup, LocalPurse } from '../../data/db';
import { useDeviceDb } from '../../session/use-device-db';
import { loadTotalsOverlay, overlaidPurse } from '../../data/decision-overlay';
import { ProgressBar } from '../../ui/ProgressBar';
import { formatDate, formatNaira } from '../../lib/format';
import { ContributionStatusCard } from './ContributionStatusCard';
import { ShareActions } from './ShareActions';
import { shareFigures, shareMessage } from './share-message';
import { shareLink } from '../../lib/group-links';
import { groupLocale } from '../../lib/group-locale';
import { LANGUAGE_NAMES } from '../../../shared/i18n/languages';
import { groups_goToGroups, groups_joinAGroup, share_approvePayments, share_chooseGroup, share_collected, share_deadline, share_group, share_loadingGroups, share_makeContribution, share_manageGroups, share_messageLanguage, share_messagePreview, share_noDeadline, share_noGroups, share_noGroupsAdmin, share_noGroupsMember, share_notSyncedYet, share_purseOptional, share_quickActions, share_target, share_viewDashboard, share_whatToShare, share_wholeGroup } from '../../../shared/i18n/paraglide/messages.js';

/** A <select> value meaning "no purse": select values must not be empty (SPEC §5). */
const WHOLE_GROUP = 'whole-group';

/**
 * The logged-in share page (SPEC §2): pick a group and optionally a purse from the device
 * database (so it works offline), preview the message, then Share, Copy Link or Open Link.
 */
export function SharePanel({ user }: { user: SessionUser }) {
  const db = useDeviceDb();
  const groupSelectId = useId();
  const purseSelectId = useId();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [purseId, setPurseId] = useState<string>(WHOLE_GROUP);

  const groups = useLiveQuery(
    async () => (db ? (await db.groups.toArray()).sort((a, b) => a.name.localeCompare(b.name)) : []),
    [db],
  );
  // With a single group there is nothing to choose.
  const group: LocalGroup | undefined = groups?.find((g) => g.id === groupId) ?? (groups?.length === 1 ? groups[0] : undefined);
  // What each purse collected includes an admin's confirmations not synced yet, as on the dashboard.
  const purses = useLiveQuery(async () => {
    if (!db || !group) return [];
    const [rows, overlay] = await Promise.all([db.projects.where('groupId').equals(group.id).toArray(), loadTotalsOverlay(db, [group.id])]);
    return rows.map((row) => overlaidPurse(row, overlay).project).sort((a, b) => a.name.localeCompare(b.name));
  }, [db, group?.id]);
  const purse: LocalPurse | null = purses?.find((p) => p.id === purseId) ?? null;

  if (groups === undefined) return <span className="loading loading-spinner text-primary" aria-label={share_loadingGroups()} />;
  if (groups.length === 0) return <NoGroups user={user} />;

  const link = group ? shareLink(window.location.origin, group, purse) : null;
  // The message goes into the group, so it is in the group's language; the screen stays in the reader's.
  const locale = group ? groupLocale(group) : null;
  const message =
    group && link && locale
      ? shareMessage({ groupName: group.name, description: group.description, figures: shareFigures(purses ?? [], purse, new Date()), link, locale })
      : null;

  return (
    <div className="flex flex-col gap-4">
      <section className="card border border-base-300 bg-base-100" aria-label={share_whatToShare()}>
        <div className="card-body gap-3 p-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={groupSelectId} className="text-sm font-medium">
              {share_group()}
            </label>
            <select
              id={groupSelectId}
              className="select w-full"
              value={group?.id ?? ''}
              onChange={(event) => {
                setGroupId(event.target.value);
                setPurseId(WHOLE_GROUP);
              }}
            >
              {group ? null : (
                <option value="" disabled>
                  {share_chooseGroup()}
                </option>
              )}
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>

          {group ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={purseSelectId} className="text-sm font-medium">
                {share_purseOptional()}
              </label>
              <select id={purseSelectId} className="select w-full" value={purse?.id ?? WHOLE_GROUP} onChange={(event) => setPurseId(event.target.value)}>
                <option value={WHOLE_GROUP}>{share_wholeGroup()}</option>
                {(purses ?? []).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}

          {purse ? <PurseDetails purse={purse} /> : null}
          {group?._pending ? (
            <p role="status" className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm">
              {share_notSyncedYet()}
            </p>
          ) : null}
        </div>
      </section>

      {group && link && message ? (
        <section className="card border border-base-300 bg-base-100" aria-labelledby="share-preview">
          <div className="card-body gap-3 p-4">
            <h2 id="share-preview" className="text-lg font-semibold">
              {share_messagePreview()}
            </h2>
            <p className="rounded-box rounded-tl-none bg-[#dcf8c6] p-3 text-sm break-words whitespace-pre-wrap text-[#111b21]">{message}</p>
            {locale ? <p className="-mt-1 text-xs text-base-content/75">{share_messageLanguage({ language: LANGUAGE_NAMES[locale] })}</p> : null}
            <ShareActions title={group.name} message={message} link={link} />
          </div>
        </section>
      ) : null}

      <ContributionStatusCard user={user} />

      <Link to={user.role === 'admin' ? '/admin' : '/dashboard'} className="btn btn-outline btn-primary btn-block">
        {share_viewDashboard()}
      </Link>

      <section className="card border border-base-300 bg-base-100" aria-labelledby="quick-actions">
        <div className="card-body gap-2 p-4">
          <h2 id="quick-actions" className="text-lg font-semibold">
            {share_quickActions()}
          </h2>
          <Link to="/" className="btn btn-ghost justify-start">
            {share_makeContribution()}
          </Link>
          {user.role === 'admin' ? (
            <>
              <Link to="/admin" className="btn btn-ghost justify-start">
                {share_manageGroups()}
              </Link>
              <Link to="/admin" className="btn btn-ghost justify-start">
                {share_approvePayments()}
              </Link>
            </>
          ) : null}
        </div>
      </section>
    </div>
  );
}

/** The chosen purse: name, percentage, target and deadline (SPEC §2). */
function PurseDetails({ purse }: { purse: LocalPurse }) {
  const percent = progressPercent(purse.collectedAmountKobo, purse.targetAmountKobo);
  const deadline = purse.deadline ? formatDate(purse.deadline) : '';
  return (
    <div className="rounded-box bg-base-200 p-3 text-sm">
      <div className="flex justify-between gap-2">
        <span className="font-semibold break-words">{purse.name}</span>
        <span className="shrink-0 font-semibold text-primary">{percent}%</span>
      </div>
      <ProgressBar percent={percent} label={share_collected({ name: purse.name })} className="my-2" />
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-base-content/70">{share_target()}</dt>
          <dd className="font-medium">{formatNaira(purse.targetAmountKobo)}</dd>
        </div>
        <div>
          <dt className="text-base-content/70">{share_deadline()}</dt>
          <dd className="font-medium">{deadline || share_noDeadline()}</dd>
        </div>
      </dl>
    </div>
  );
}

function NoGroups({ user }: { user: SessionUser }) {
  return (
    <div className="card border border-base-300 bg-base-100">
      <div className="card-body items-center gap-3 text-center">
        <h2 className="text-lg font-semibold">{share_noGroups()}</h2>
        <p className="text-base-content/75">
          {user.role === 'admin' ? share_noGroupsAdmin() : share_noGroupsMember()}
        </p>
        {user.role === 'admin' ? (
          <Link to="/groups" className="btn btn-primary">
            {groups_goToGroups()}
          </Link>
        ) : (
          <Link to="/join-group" className="btn btn-primary">
            {groups_joinAGroup()}
          </Link>
        )}
      </div>
    </div>
  );
}
