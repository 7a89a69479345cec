import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb } from '../../data/db';
import type { SyncStatus } from '../../sync/engine';
import {
  syncStatus_allSent,
  syncStatus_description,
  syncStatus_listLabel,
  syncStatus_syncNow,
  syncStatus_title,
  syncStatus_tryAgain,
  syncStatus_waitingAfterFailure,
  syncStatus_waitingOffline,
  syncStatus_waitingSoon,
} from '../../../shared/i18n/paraglide/messages.js';
import { Dialog } from '../../ui/Dialog';
import { ChangeItem } from './ChangeItem';

/**
 * 'Changes on this phone' (opened from the sync bar): each change not on the server yet, with its
 * state, what the server said, and only the actions that can help it. Waiting changes are sent by
 * the engine; 'Sync now' (or 'Try again' after a server error or no answer) sends them at once.
 */
export function UnsyncedChangesDialog({
  db,
  status,
  online,
  onSync,
  onClose,
}: {
  db: DeviceDb;
  status: SyncStatus;
  online: boolean;
  onSync: () => void;
  onClose: () => void;
}) {
  const entries = useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]);
  const waiting = entries?.filter((entry) => entry.status === 'queued').length ?? 0;
  const failedBefore = status.phase === 'error';

  return (
    <Dialog title={syncStatus_title()} description={syncStatus_description()} onClose={onClose}>
      {() => (
        <div className="flex flex-col gap-3">
          {entries && entries.length === 0 ? <p className="text-sm">{syncStatus_allSent()}</p> : null}
          {entries && entries.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label={syncStatus_listLabel()}>
              {entries.map((entry) => (
                <ChangeItem key={entry.id} db={db} entry={entry} onSync={onSync} />
              ))}
            </ul>
          ) : null}
          {waiting > 0 ? (
            <div className="flex flex-col gap-2 border-t border-base-300 pt-3">
              <p className="text-sm text-base-content/80">
                {!online
                  ? syncStatus_waitingOffline()
                  : failedBefore
                    ? syncStatus_waitingAfterFailure()
                    : syncStatus_waitingSoon()}
              </p>
              <button type="button" className="btn btn-primary" disabled={!online || status.phase === 'syncing'} onClick={onSync}>
                {failedBefore ? syncStatus_tryAgain() : syncStatus_syncNow()}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
