import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { deviceDb } from '../../data/db';
import { useOnline } from '../../lib/use-online';
import { BusyButton } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
import { syncNow, useSyncStatus } from '../sync-status/use-sync-status';

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/** 'It was' / 'They were' when every change was refused, else '1 of them was' / '2 of them were'. */
function refusedWho(refused: number, total: number): string {
  if (refused === total) return total === 1 ? 'It was' : 'They were';
  return refused === 1 ? '1 of them was' : `${refused} of them were`;
}

/**
 * Asked before logging out while changes made on this phone are not on the server (DESIGN
 * "Storage": never leave the outbox without warning). Nothing is deleted either way: the
 * changes live in this user's own device database, which logging out leaves in place, and
 * they sync when the same user logs in again.
 */
export function LogOutDialog({ user, onLogOut, onClose }: { user: SessionUser; onLogOut: () => void; onClose: () => void }) {
  const db = deviceDb(user.id);
  const counts = useLiveQuery(
    async () => ({ waiting: await db.outbox.where('status').equals('queued').count(), refused: await db.outbox.where('status').anyOf('refused', 'conflict').count() }),
    [db],
  );
  const online = useOnline();
  const status = useSyncStatus();
  const [asked, setAsked] = useState(false);
  const total = counts ? counts.waiting + counts.refused : 0;
  const busy = asked && status.phase === 'syncing';

  return (
    <Dialog title="Log out?" onClose={onClose}>
      {(close) =>
        counts && total === 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm">All your changes are synced.</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn btn-ghost" onClick={close}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" data-autofocus onClick={onLogOut}>
                Log Out
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2 text-sm">
              <p className="text-base font-semibold">You have {changes(total)} not yet synced.</p>
              <p>
                They are kept on this phone. If you log out now, they stay here until you log in again{counts && counts.waiting > 0 ? ', and then they sync' : ''}.
              </p>
              {counts && counts.refused > 0 ? (
                <p className="text-error">
                  {refusedWho(counts.refused, total)} not accepted by the server: tap the sync bar to fix or discard {counts.refused === 1 ? 'it' : 'them'}.
                </p>
              ) : null}
              {!online ? <p className="font-medium">You are offline, so they cannot be sent now.</p> : null}
            </div>
            <div className="flex flex-col gap-2">
              {counts && counts.waiting > 0 ? (
                <BusyButton
                  type="button"
                  busy={busy}
                  disabled={!online}
                  data-autofocus
                  className="btn btn-primary"
                  onClick={() => {
                    setAsked(true);
                    void syncNow();
                  }}
                >
                  Sync now
                </BusyButton>
              ) : null}
              <button type="button" className="btn btn-outline h-auto min-h-11 py-2 leading-snug text-error" onClick={onLogOut}>
                Log out anyway (they stay on this phone until you log in again)
              </button>
              <button type="button" className="btn btn-ghost" onClick={close}>
                Cancel
              </button>
            </div>
          </div>
        )
      }
    </Dialog>
  );
}
