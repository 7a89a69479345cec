import { proofPath } from '../../shared/contributions';
import type { DeviceDb, LocalContribution } from './db';
import { useKeptImageUrl } from './use-kept-image-url';

export { useKeptThumbnailUrl } from './use-kept-image-url';

/**
 * The URL to show a contribution's proof image: the bytes kept on this phone when there are any
 * (made here, or prefetched for an admin's offline review), else the server's authorised URL.
 * null while the device is still looking, or when the payment has no proof.
 * @example const src = useProofUrl(db, contribution); return src ? <img src={src} alt="Proof of payment" /> : null;
 */
export function useProofUrl(db: DeviceDb, row: LocalContribution): string | null {
  // Not on this phone: only a row the server has can be fetched.
  return useKeptImageUrl(db, row.proofSha256, row._pending ? null : proofPath(row.id));
}
