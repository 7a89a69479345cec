import { relativeTime } from '../../lib/format';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { deviceDb } from '../../data/db';
import { outboxCounts } from '../../data/outbox-counts';
import { useNow } from '../../lib/use-now';
import { useOnline } from '../../lib/use-online';
import { describeStatus } from '../../sync/describe-status';
import { UnsyncedChangesDialog } from './UnsyncedChangesDialog';
import { syncNow, useSyncStatus } from '../../sync/use-sync-status';

const TONES = {
  ok: 'bg-success/10 text-base-content',
  busy: 'bg-info/10 text-base-content',
  warn: 'bg-warning/20 text-base-content',
  error: 'bg-error/15 text-base-content',
} as const;
const DOTS = { ok: 'bg-success', busy: 'bg-info', warn: 'bg-warning', error: 'bg-error' } as const;

/**
 * One line under the navigation: online/offline, how many changes wait, the last sync. Tapping it
 * lists the waiting and refused changes (with the server's message) to retry, edit or discard.
 */
export function SyncStatusBar({ userId }: { userId: string }) {
  const db = deviceDb(userId);
  const status = useSyncStatus();
  const online = useOnline();
  // Every 30 s, so "synced 2 minutes ago" stays true.
  const now = useNow(30_000);
  const counts = useLiveQuery(() => outboxCounts(db), [db]);
  const [open, setOpen] = useState(false);
  const view = describeStatus({ status, online, queued: counts?.waiting ?? 0, refused: counts?.refused ?? 0, now, relative: relativeTime });

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={`relative flex min-h-8 w-full items-center justify-center gap-2 px-4 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary ${TONES[view.tone]}`}
        aria-live="polite"
        data-testid="sync-status"
      >
        <span className={`inline-block size-2 shrink-0 rounded-full ${DOTS[view.tone]}`} aria-hidden="true" />
        <span>{view.text}</span>
        {view.progress !== undefined ? (
          <span className="absolute inset-x-0 bottom-0 h-1 bg-info/20" aria-hidden="true">
            <span className="block h-full bg-info transition-[width]" style={{ width: `${Math.round(view.progress * 100)}%` }} />
          </span>
        ) : null}
      </button>
      {open ? <UnsyncedChangesDialog db={db} status={status} online={online} onSync={() => void syncNow()} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
