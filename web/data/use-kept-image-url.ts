import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { DeviceDb } from './db';

/**
 * The URL to show an image kept by its SHA-256 (a payment's proof, a payout's receipt): the bytes
 * on this phone when there are any (made here, or prefetched), else `serverPath` (the server's
 * authorised URL; null when the server cannot have it yet, e.g. a row made here and not synced).
 * null while the phone is still looking, or when there is no image.
 * @example const src = useKeptImageUrl(db, payout.proofSha256, payout._pending ? null : payoutReceiptPath(payout.id));
 */
export function useKeptImageUrl(db: DeviceDb, sha256: string | null, serverPath: string | null): string | null {
  const local = useLiveQuery(async () => (sha256 ? ((await db.proofs.get(sha256)) ?? null) : null), [db, sha256]);
  const objectUrl = useBytesUrl(local, local?.mimeType ?? '');
  if (!sha256 || local === undefined) return null;
  return objectUrl ?? serverPath;
}

/**
 * A URL for the server's small copy of a proof kept on this phone for offline review (sync's
 * thumbnails), or null when there is none.
 * @example const small = useKeptThumbnailUrl(db, row.proofSha256)
 */
export function useKeptThumbnailUrl(db: DeviceDb, sha256: string | null): string | null {
  const kept = useLiveQuery(async () => (sha256 ? ((await db.thumbnails.get(sha256)) ?? null) : null), [db, sha256]);
  return useBytesUrl(kept, 'image/jpeg');
}

/** An object URL of kept bytes while the component shows them, revoked after. */
function useBytesUrl(kept: { bytes: ArrayBuffer } | null | undefined, type: string): string | null {
  const objectUrl = useMemo(() => (kept ? URL.createObjectURL(new Blob([kept.bytes], { type })) : null), [kept, type]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return objectUrl;
}
