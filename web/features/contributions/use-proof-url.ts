import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { proofPath } from '../../../shared/contributions';
import type { DeviceDb, LocalContribution } from '../../data/db';

/**
 * The URL to show a contribution's proof image: the bytes kept on this phone when there are any
 * (made here, or prefetched for an admin's offline review), else the server's authorised URL.
 * null while the device is still looking, or when the payment has no proof.
 * @example const src = useProofUrl(db, contribution); return src ? <img src={src} alt="Proof of payment" /> : null;
 */
export function useProofUrl(db: DeviceDb, row: LocalContribution): string | null {
  const sha = row.proofSha256;
  const local = useLiveQuery(async () => (sha ? ((await db.proofs.get(sha)) ?? null) : null), [db, sha]);
  const objectUrl = useMemo(() => (local ? URL.createObjectURL(new Blob([local.bytes], { type: local.mimeType })) : null), [local]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  if (!sha || local === undefined) return null;
  if (objectUrl) return objectUrl;
  // Not on this phone: only a row the server has can be fetched.
  return row._pending ? null : proofPath(row.id);
}
