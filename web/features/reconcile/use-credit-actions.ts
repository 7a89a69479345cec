import { useState } from 'react';
import { reconcile_actionFailed, reconcile_linked, reconcile_recorded, reconcile_setAsideDone } from '../../../shared/i18n/paraglide/messages.js';
import type { ReconciliationView, StatementCreditView } from '../../../shared/reconciliation';
import { errorMessage } from '../../lib/api';
import { requestSync } from '../../data/sync-trigger';
import { toast } from '../../ui/toast-store';
import { linkCredit, recordCredit, setAsideCredit } from './reconcile-api';

/**
 * The admin's actions on one credit (record, link, set aside): one at a time, each showing the
 * view the server answers after it, a toast, and a sync so a recorded payment reaches the books.
 */
export function useCreditActions(groupId: string, show: (view: ReconciliationView) => void) {
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<ReconciliationView>, done: string) => {
    setBusy(true);
    try {
      show(await action());
      toast({ title: done });
      requestSync();
    } catch (error) {
      toast({ title: errorMessage(error, reconcile_actionFailed()), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    onRecord: (credit: StatementCreditView, userId: string, projectId: string | null) => void act(() => recordCredit(groupId, credit.id, { userId, projectId }), reconcile_recorded()),
    onSetAside: (credit: StatementCreditView, reason: string) => void act(() => setAsideCredit(groupId, credit.id, reason), reconcile_setAsideDone()),
    onLink: (creditId: string, contributionId: string) => void act(() => linkCredit(groupId, creditId, contributionId), reconcile_linked()),
  };
}
