import { useEffect } from 'react';
import { startDeviceSync, stopDeviceSync } from '../../sync/runtime';
import { SyncStatusBar } from './SyncStatusBar';

/** Mounted while someone is signed in: runs their sync and shows its status. */
export function SignedInSync({ userId }: { userId: string }) {
  useEffect(() => {
    startDeviceSync(userId);
    return () => stopDeviceSync();
  }, [userId]);
  return <SyncStatusBar userId={userId} />;
}
