import { codeBook } from '../../../shared/pay-codes';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import {
  reconcile_adminOnly,
  reconcile_backToGroups,
  reconcile_confirmFailed,
  reconcile_goToGroups,
  reconcile_groupNotFound,
  reconcile_groupNotFoundText,
  reconcile_loading,
  reconcile_loadingGroup,
  reconcile_needsConnection,
  reconcile_notConfirmed,
  reconcile_subtitle,
  reconcile_title,
} from '../../../shared/i18n/paraglide/messages.js';
import type { ConfirmMatches, ConfirmMatchesResult } from '../../../shared/reconciliation';
import { errorMessage } from '../../lib/api';
import { useOnline } from '../../lib/use-online';
import { requestSync } from '../../data/sync-trigger';
import { Page, PageHeading } from '../../ui/PageHeading';
import { toast } from '../../ui/toast-store';
import { useCurrentUser } from '../../session/use-current-user';
import { useDeviceDb } from '../../session/use-device-db';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { loadGroupRole } from '../../session/group-role';
import { loadOwingMembers } from '../dues';
import { AlreadyConfirmedSection } from './AlreadyConfirmedSection';
import type { RecordChoices } from './CreditActions';
import { ImportStatementForm } from './ImportStatementForm';
import { MatchedSection } from './MatchedSection';
import { confirmMatches } from './reconcile-api';
import { confirmSummary } from './reconcile-selection';
import { SetAsideSection } from './SetAsideSection';
import { UnmatchedCredits } from './UnmatchedCredits';
import { useCreditActions } from './use-credit-actions';
import { UnmatchedProofs } from './UnmatchedProofs';
import { useReconciliation } from './use-reconciliation';

/**
 * Bank reconciliation (issue 13 §3, issue 22), for the group's admin: import the bank's statement
 * or credit alerts, then confirm the matched payments in one tap, match by hand, link a credit to a
 * payment confirmed before, record it as a member's transfer, or set it aside. Online only (the
 * matching is the server's); the confirmed payments reach the phone through the next sync.
 */
export function ReconcilePage({ groupId }: { groupId: string }) {
  const user = useCurrentUser();
  const db = useDeviceDb();
  const online = useOnline();
  const found = useLiveQuery(
    async () => {
      if (!db || !user) return null;
      const group = await db.groups.get(groupId);
      if (!group) return null;
      // Who a credit may be recorded for, and into which purse: as the phone holds the group.
      const members = (await db.members.where('groupId').equals(groupId).toArray()).filter((m) => !m.deleted && m.status === 'active');
      const purses = (await db.projects.where('groupId').equals(groupId).toArray()).filter((p) => p.status !== 'completed');
      const choices: RecordChoices = {
        members: members.map((m) => ({ userId: m.userId, name: m.fullName || m.username })).sort((a, b) => a.name.localeCompare(b.name)),
        purses: purses.map((p) => ({ id: p.id, name: p.name })),
      };
      const admin = (await loadGroupRole(db, groupId, user.id)) === 'admin';
      // Who still owes on the group's levies, dues and rotations: whom a credit with no proof may be from.
      const owing = admin ? await loadOwingMembers(db, groupId, user.id) : [];
      // The group's payment codes (issue 27 §3): a narration holding one names its member and purse.
      const book = codeBook(
        members.map((m) => ({ userId: m.userId, tag: m.payTag })),
        purses.map((p) => ({ projectId: p.id, tag: p.payTag })),
      );
      return { group, admin, choices, owing, book };
    },
    [db, groupId, user?.id],
  );
  const { view, failure, show } = useReconciliation(groupId, Boolean(found?.admin));
  const actions = useCreditActions(groupId, show);
  const [confirming, setBusy] = useState(false);
  const busy = confirming || actions.busy;
  const [refused, setRefused] = useState<ConfirmMatchesResult['refused']>([]);

  if (found === undefined) {
    return (
      <Page>
        <PageHeading title={reconcile_title()} />
        <ListSkeleton label={reconcile_loadingGroup()} />
      </Page>
    );
  }
  if (found === null || !found.admin) {
    return (
      <Page>
        <PageHeading
          title={found === null ? reconcile_groupNotFound() : reconcile_title()}
          subtitle={found === null ? reconcile_groupNotFoundText() : reconcile_adminOnly()}
        />
        <Link to="/groups" className="btn btn-primary">
          {reconcile_goToGroups()}
        </Link>
      </Page>
    );
  }

  const confirm = async (pairs: ConfirmMatches['matches']) => {
    setBusy(true);
    setRefused([]);
    try {
      const result = await confirmMatches(groupId, pairs);
      show(result.reconciliation);
      setRefused(result.refused);
      toast({ title: confirmSummary(result), ...(result.refused.length > 0 ? { variant: 'destructive' as const } : {}) });
      // The confirmed payments, totals and history reach this phone through the normal pull.
      if (result.confirmed.length > 0) requestSync();
    } catch (error) {
      toast({ title: reconcile_notConfirmed(), description: errorMessage(error, reconcile_confirmFailed()), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeading title={reconcile_title()} subtitle={reconcile_subtitle({ group: found.group.name })} />
      <div className="flex flex-col gap-5">
        {!online ? (
          <p role="status" className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm">
            {reconcile_needsConnection()}
          </p>
        ) : null}
        <ImportStatementForm groupId={groupId} online={online} onImported={show} />
        {failure ? (
          <p role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error">
            {failure}
          </p>
        ) : null}
        {refused.length > 0 ? (
          <ul role="alert" aria-label={reconcile_notConfirmed()} className="flex flex-col gap-1 rounded-field bg-error/10 p-3 text-sm text-error">
            {refused.map((item) => (
              <li key={item.contributionId}>{item.message}</li>
            ))}
          </ul>
        ) : null}
        {view ? (
          <>
            <MatchedSection matches={view.matches} online={online} busy={busy} onConfirm={confirm} />
            <UnmatchedCredits credits={view.unmatchedCredits} proofs={view.unmatchedProofs} choices={found.choices} owing={found.owing} book={found.book} online={online} busy={busy} onConfirm={confirm} handlers={actions} />
            <AlreadyConfirmedSection known={view.alreadyConfirmed} online={online} busy={busy} onLink={actions.onLink} />
            <UnmatchedProofs proofs={view.unmatchedProofs} />
            <SetAsideSection entries={view.setAside} />
          </>
        ) : online && !failure ? (
          <ListSkeleton label={reconcile_loading()} />
        ) : null}
        <Link to="/groups" activeOptions={{ exact: true }} className="btn btn-ghost h-11">
          {reconcile_backToGroups()}
        </Link>
      </div>
    </Page>
  );
}
