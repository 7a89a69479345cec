import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { SessionUser } from '../../../../shared/auth-schemas';
import { deviceDb } from '../../../data/db';
import { outboxCounts } from '../../../data/outbox-counts';
import { useOnline } from '../../../lib/use-online';
import {
  nav_allSynced,
  nav_cancel,
  nav_keptOnPhone,
  nav_keptOnPhoneThenSync,
  nav_logOut,
  nav_logOutAnyway,
  nav_logOutTitle,
  nav_notSynced,
  nav_offlineCannotSend,
  nav_refusedAll,
  nav_refusedSome,
  nav_syncNow,
} from '../../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../../ui/BusyButton';
import { Dialog } from '../../../ui/Dialog';
import { syncNow, useSyncStatus } from '../../../sync/use-sync-status';

/** What the server refused: all the changes ('It was' / 'They were …'), or some of them. */
function refusedText(refused: number, total: number): string {
  return refused === total ? nav_refusedAll({ count: total }) : nav_refusedSome({ count: refused });
}

/**
 * Asked before logging out while changes made on this phone are not on the server (DESIGN
 * "Storage": never leave the outbox without warning). Nothing is deleted either way: the
 * changes live in this user's own device database, which logging out leaves in place, and
 * they sync when the same user logs in again.
 */
export function LogOutDialog({ user, onLogOut, onClose }: { user: SessionUser; onLogOut: () => void; onClose: () => void }) {
  const db = deviceDb(user.id);
  const counts = useLiveQuery(() => outboxCounts(db), [db]);
  const online = useOnline();
  const status = useSyncStatus();
  const [asked, setAsked] = useState(false);
  const total = counts ? counts.waiting + counts.refused : 0;
  const busy = asked && status.phase === 'syncing';

  return (
    <Dialog title={nav_logOutTitle()} onClose={onClose}>
      {(close) =>
        counts && total === 0 ? (
          <div className="flex flex-col gap-4">
            <p className="text-sm">{nav_allSynced()}</p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn btn-ghost" onClick={close}>
                {nav_cancel()}
              </button>
              <button type="button" className="btn btn-primary" data-autofocus onClick={onLogOut}>
                {nav_logOut()}
              </button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2 text-sm">
              <p className="text-base font-semibold">{nav_notSynced({ count: total })}</p>
              <p>{counts && counts.waiting > 0 ? nav_keptOnPhoneThenSync() : nav_keptOnPhone()}</p>
              {counts && counts.refused > 0 ? (
                <p className="text-error">{refusedText(counts.refused, total)}</p>
              ) : null}
              {!online ? <p className="font-medium">{nav_offlineCannotSend()}</p> : null}
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
                  {nav_syncNow()}
                </BusyButton>
              ) : null}
              <button type="button" className="btn btn-outline h-auto min-h-11 py-2 leading-snug text-error" onClick={onLogOut}>
                {nav_logOutAnyway()}
              </button>
              <button type="button" className="btn btn-ghost" onClick={close}>
                {nav_cancel()}
              </button>
            </div>
          </div>
        )
      }
    </Dialog>
  );
}
