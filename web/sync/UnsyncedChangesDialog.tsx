import { useLiveQuery } from 'dexie-react-hooks';
import type { Ref } from 'react';
import type { DeviceDb, OutboxEntry } from '../data/db';
import { discardEntry, retryEntry } from './apply-push';

const STATUS_TEXT: Record<OutboxEntry['status'], string> = {
  queued: 'Waiting to sync',
  refused: 'Not accepted',
  conflict: 'Changed elsewhere first',
};

/** The changes still on this phone: each with its state, the server's message, and actions. */
export function UnsyncedChangesDialog({ ref, db, onSync }: { ref: Ref<HTMLDialogElement>; db: DeviceDb; onSync: () => void }) {
  const entries = useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]);
  const close = (event: { currentTarget: HTMLElement }) => event.currentTarget.closest('dialog')?.close();

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby="unsynced-title">
      <div className="modal-box">
        <h2 id="unsynced-title" className="text-lg font-bold">
          Changes on this phone
        </h2>
        {entries && entries.length === 0 ? (
          <p className="py-4 text-sm">Everything you did has reached the server.</p>
        ) : (
          <ul className="my-3 flex flex-col gap-2">
            {entries?.map((entry) => (
              <li key={entry.id} className="rounded-box border border-base-300 p-3">
                <p className="font-medium">{entry.label}</p>
                <p className={`text-sm ${entry.status === 'queued' ? 'text-base-content/80' : 'text-error'}`}>{STATUS_TEXT[entry.status]}</p>
                {entry.message ? <p className="mt-1 text-sm">{entry.message}</p> : null}
                {entry.status !== 'queued' && entry.seq !== undefined ? (
                  <div className="mt-2 flex gap-2">
                    <button type="button" className="btn btn-sm btn-outline min-h-11" onClick={() => void retryEntry(db, entry.seq!).then(onSync)}>
                      Try again
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost min-h-11 text-error"
                      onClick={() => {
                        if (window.confirm(`Discard "${entry.label}" from this phone? This cannot be undone.`)) void discardEntry(db, entry);
                      }}
                    >
                      Discard
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-primary min-h-11" onClick={onSync}>
            Sync now
          </button>
          <button type="button" className="btn min-h-11" onClick={close}>
            Close
          </button>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
