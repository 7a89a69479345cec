import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { ConfirmMatches, ConfirmMatchesResult } from '../../../shared/reconciliation';
import { errorMessage } from '../../lib/api';
import { useOnline } from '../../lib/use-online';
import { requestSync } from '../../sync/trigger';
import { Page, PageHeading } from '../../ui/PageHeading';
import { toast } from '../../ui/toast-store';
import { useCurrentUser } from '../auth/use-current-user';
import { useDeviceDb } from '../auth/use-device-db';
import { ListSkeleton } from '../groups/ListSkeleton';
import { loadGroupRole } from '../history/group-role';
import { ImportStatementForm } from './ImportStatementForm';
import { MatchedSection } from './MatchedSection';
import { confirmMatches } from './reconcile-api';
import { confirmSummary } from './reconcile-selection';
import { UnmatchedCredits } from './UnmatchedCredits';
import { UnmatchedProofs } from './UnmatchedProofs';
import { useReconciliation } from './use-reconciliation';

export const RECONCILE_NEEDS_CONNECTION =
  'You are offline. Importing a statement and confirming matches need a connection; what you picked or pasted stays here until you are back online.';

/**
 * Bank reconciliation (issue 13 §3), for the group's admin: import the bank's statement or credit
 * alerts, then confirm the matched payments in one tap, or match by hand. Online only (the
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
      return group ? { group, admin: (await loadGroupRole(db, groupId, user.id)) === 'admin' } : null;
    },
    [db, groupId, user?.id],
  );
  const { view, failure, show } = useReconciliation(groupId, Boolean(found?.admin));
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ConfirmMatchesResult['refused']>([]);

  if (found === undefined) {
    return (
      <Page>
        <PageHeading title="Reconcile" />
        <ListSkeleton label="Loading the group" />
      </Page>
    );
  }
  if (found === null || !found.admin) {
    return (
      <Page>
        <PageHeading
          title={found === null ? 'Group Not Found' : 'Reconcile'}
          subtitle={found === null ? 'This group is not on your phone. Sync, or open it from your groups.' : "Only the group's admin reconciles its bank statement."}
        />
        <Link to="/groups" className="btn btn-primary">
          Go to Groups
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
      toast({ title: 'Not confirmed', description: errorMessage(error, 'The matches could not be confirmed. Try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeading title="Reconcile" subtitle={`${found.group.name}: match your bank's credits to the proofs members sent.`} />
      <div className="flex flex-col gap-5">
        {!online ? (
          <p role="status" className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm">
            {RECONCILE_NEEDS_CONNECTION}
          </p>
        ) : null}
        <ImportStatementForm groupId={groupId} online={online} onImported={show} />
        {failure ? (
          <p role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error">
            {failure}
          </p>
        ) : null}
        {refused.length > 0 ? (
          <ul role="alert" aria-label="Not confirmed" className="flex flex-col gap-1 rounded-field bg-error/10 p-3 text-sm text-error">
            {refused.map((item) => (
              <li key={item.contributionId}>{item.message}</li>
            ))}
          </ul>
        ) : null}
        {view ? (
          <>
            <MatchedSection matches={view.matches} online={online} busy={busy} onConfirm={confirm} />
            <UnmatchedCredits credits={view.unmatchedCredits} proofs={view.unmatchedProofs} online={online} busy={busy} onConfirm={confirm} />
            <UnmatchedProofs proofs={view.unmatchedProofs} />
          </>
        ) : online && !failure ? (
          <ListSkeleton label="Loading the reconciliation" />
        ) : null}
        <Link to="/groups" activeOptions={{ exact: true }} className="btn btn-ghost h-11">
          Back to Groups
        </Link>
      </div>
    </Page>
  );
}
