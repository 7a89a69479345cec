import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { deviceDb } from '../../../data/db';
import { useOnline } from '../../../lib/use-online';
import { syncNow, useSyncStatus } from '../../../sync/use-sync-status';
import { LookupLoading } from './LookupStates';
import { findPurseOnPhone, PURSE_LINK_WAIT_MS, purseLinkLanding } from './purse-link';

/**
 * A purse's link opened by someone signed in (purse-link.ts): a member of the group goes on to
 * paying that purse, with it chosen; anyone else gets `join` (the wizard). Loaded apart from the
 * wizard: it reads the device database, which a logged-out visitor's first screen never loads.
 */
export function SignedInPurseLink({ userId, groupSlug, purseSlug, join }: { userId: string; groupSlug: string; purseSlug: string; join: ReactNode }) {
  const db = deviceDb(userId);
  const onPhone = useLiveQuery(
    async () => findPurseOnPhone(await db.groups.toArray(), await db.projects.toArray(), groupSlug, purseSlug),
    [db, groupSlug, purseSlug],
  );
  const sync = useSyncStatus();
  const online = useOnline();
  const [openedAt] = useState(() => new Date().toISOString());
  const [waitedEnough, setWaitedEnough] = useState(false);
  const navigate = useNavigate();
  const landing = purseLinkLanding({ onPhone, sync, online, openedAt, waitedEnough });

  useEffect(() => {
    const timer = setTimeout(() => setWaitedEnough(true), PURSE_LINK_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  // The phone lacks the group or the purse: one sync after opening says whether it is only late.
  const askedSync = useRef(false);
  const missing = onPhone === null || onPhone?.projectId === null;
  useEffect(() => {
    if (!missing || askedSync.current) return;
    askedSync.current = true;
    void syncNow();
  }, [missing]);

  const payPurseId = landing.kind === 'pay' ? landing.projectId : undefined;
  useEffect(() => {
    if (payPurseId === undefined) return;
    // Replaced, so Back from paying does not come back here only to be sent on again.
    void navigate({ to: '/member-payment', search: payPurseId ? { purse: payPurseId } : {}, replace: true });
  }, [payPurseId, navigate]);

  return landing.kind === 'join' ? join : <LookupLoading />;
}
