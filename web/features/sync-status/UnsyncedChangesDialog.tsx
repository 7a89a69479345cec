import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb } from '../../data/db';
import type { SyncStatus } from '../../sync/engine';
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
    <Dialog title="Changes on this phone" description="What this phone still has to send to the server." onClose={onClose}>
      {() => (
        <div className="flex flex-col gap-3">
          {entries && entries.length === 0 ? <p className="text-sm">Everything you did has reached the server.</p> : null}
          {entries && entries.length > 0 ? (
            <ul className="flex flex-col gap-2" aria-label="Changes not on the server yet">
              {entries.map((entry) => (
                <ChangeItem key={entry.id} db={db} entry={entry} onSync={onSync} />
              ))}
            </ul>
          ) : null}
          {waiting > 0 ? (
            <div className="flex flex-col gap-2 border-t border-base-300 pt-3">
              <p className="text-sm text-base-content/80">
                {!online
                  ? 'You are offline. Waiting changes are sent by themselves when you are back online.'
                  : failedBefore
                    ? 'The last try did not get through (no answer, or a server error). Waiting changes are sent again by themselves, or try now.'
                    : 'Waiting changes are sent by themselves in a moment.'}
              </p>
              <button type="button" className="btn btn-primary" disabled={!online || status.phase === 'syncing'} onClick={onSync}>
                {failedBefore ? 'Try again' : 'Sync now'}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
