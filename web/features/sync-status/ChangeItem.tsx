import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { DeviceDb, OutboxEntry } from '../../data/db';
import { discardEntry, retryEntry } from '../../sync/apply-push';
import { describeChange } from '../../sync/describe-change';
import {
  syncStatus_discard,
  syncStatus_discardChange,
  syncStatus_discardDecision,
  syncStatus_discardFailed,
  syncStatus_discardPayment,
  syncStatus_edit,
  syncStatus_keep,
  syncStatus_tryAgain,
} from '../../../shared/i18n/paraglide/messages.js';
import { EditContributionForm } from '../contributions';

type Mode = 'view' | 'discard' | 'edit';

const TONE = { waiting: 'text-base-content/80', retryable: 'text-warning-content', refused: 'text-error', lost: 'text-error' } as const;

/** What discarding takes away, said before it happens. */
function discardQuestion(entry: OutboxEntry): string {
  if (entry.type === 'contribution.create') return syncStatus_discardPayment();
  if (entry.type === 'contribution.confirm' || entry.type === 'contribution.reject') return syncStatus_discardDecision();
  return syncStatus_discardChange({ label: entry.label });
}

/** One change in 'Changes on this phone': its state, the server's word, and the actions that can help. */
export function ChangeItem({ db, entry, onSync }: { db: DeviceDb; entry: OutboxEntry; onSync: () => void }) {
  const [mode, setMode] = useState<Mode>('view');
  const [failed, setFailed] = useState(false);
  const view = describeChange(entry);
  const row = useLiveQuery(() => (view.edit ? db.contributions.get(entry.target.id) : undefined), [db, entry.target.id, view.edit]);
  const seq = entry.seq;

  return (
    <li className={`flex flex-col gap-2 rounded-box border p-3 ${view.state === 'waiting' ? 'border-base-300' : 'border-error/60 bg-error/5'}`}>
      <div>
        <p className="font-medium break-words">{entry.label}</p>
        <p className={`text-sm font-semibold ${TONE[view.state]}`}>{view.headline}</p>
        {view.explanation ? <p className="mt-1 text-sm break-words">{view.explanation}</p> : null}
      </div>

      {mode === 'view' && (view.retry || view.edit || view.discard) ? (
        <div className="flex flex-wrap gap-2">
          {view.retry && seq !== undefined ? (
            <button type="button" className="btn btn-sm btn-primary h-11 flex-1" onClick={() => void retryEntry(db, seq).then(onSync)}>
              {syncStatus_tryAgain()}
            </button>
          ) : null}
          {view.edit && row ? (
            <button type="button" className="btn btn-sm h-11 flex-1" onClick={() => setMode('edit')}>
              {syncStatus_edit()}
            </button>
          ) : null}
          {view.discard ? (
            <button type="button" className="btn btn-sm btn-outline h-11 flex-1 border-error text-error" onClick={() => setMode('discard')}>
              {syncStatus_discard()}
            </button>
          ) : null}
        </div>
      ) : null}

      {mode === 'edit' && row ? <EditContributionForm db={db} row={row} onDone={() => setMode('view')} /> : null}

      {mode === 'discard' ? (
        <div className="flex flex-col gap-2 rounded-field border border-base-300 bg-base-100 p-3">
          <p className="text-sm font-medium">{discardQuestion(entry)}</p>
          <div className="flex gap-2">
            <button type="button" className="btn btn-sm h-11 flex-1" data-autofocus onClick={() => setMode('view')}>
              {syncStatus_keep()}
            </button>
            <button type="button" className="btn btn-sm btn-error h-11 flex-1" onClick={() => void discardEntry(db, entry).catch(() => setFailed(true))}>
              {syncStatus_discard()}
            </button>
          </div>
          {failed ? (
            <p role="alert" className="text-sm text-error">
              {syncStatus_discardFailed()}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
