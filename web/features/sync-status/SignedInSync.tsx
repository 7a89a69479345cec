import { useEffect } from 'react';
import { startDeviceSync, stopDeviceSync } from '../../sync/runtime';
import { keepLocaleInStep } from '../../session/user-locale';
import { SyncStatusBar } from './SyncStatusBar';

/** Mounted while someone is signed in: runs their sync, sends a language choice still waiting, and shows the status. */
export function SignedInSync({ userId }: { userId: string }) {
  useEffect(() => {
    startDeviceSync(userId);
    return () => stopDeviceSync();
  }, [userId]);
  useEffect(keepLocaleInStep, [userId]);
  return <SyncStatusBar userId={userId} />;
}
