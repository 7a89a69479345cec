import { useCallback, useEffect, useState } from 'react';
import { reconcile_loadFailed } from '../../../shared/i18n/paraglide/messages.js';
import type { ReconciliationView } from '../../../shared/reconciliation';
import { errorMessage } from '../../lib/api';
import { useOnline } from '../../lib/use-online';
import { loadReconciliation } from './reconcile-api';

export interface Reconciliation {
  /** The last view the server gave; null before the first answer. */
  view: ReconciliationView | null;
  /** Why the view could not be read, if it could not. */
  failure: string | null;
  /** An import or confirm answers the view after it: the screen shows that one. */
  show(view: ReconciliationView): void;
}

/**
 * The group's reconciliation from the server: read when the screen opens and again each time the
 * phone comes back online (something may have been confirmed elsewhere meanwhile). The last view
 * stays on screen offline.
 */
export function useReconciliation(groupId: string, enabled: boolean): Reconciliation {
  const online = useOnline();
  const [view, setView] = useState<ReconciliationView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || !online) return;
    let current = true;
    loadReconciliation(groupId).then(
      (next) => {
        if (!current) return;
        setView(next);
        setFailure(null);
      },
      (error: unknown) => current && setFailure(errorMessage(error, reconcile_loadFailed())),
    );
    return () => {
      current = false;
    };
  }, [groupId, enabled, online]);

  const show = useCallback((next: ReconciliationView) => {
    setView(next);
    setFailure(null);
  }, []);
  return { view, failure, show };
}
