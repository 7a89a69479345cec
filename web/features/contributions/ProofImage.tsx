import { useState } from 'react';
import type { DeviceDb, LocalContribution } from '../../data/db';
import { useProofUrl } from './use-proof-url';

/** The payment's proof image, from the phone when it is kept here, else from the server. */
export function ProofImage({ db, row }: { db: DeviceDb; row: LocalContribution }) {
  const src = useProofUrl(db, row);
  const [failed, setFailed] = useState<string | null>(null);
  if (!row.proofSha256) return <p className="text-sm text-base-content/75">No proof image was attached.</p>;
  if (!src) return <div className="h-40 w-full animate-pulse rounded-field bg-base-300" role="status" aria-label="Loading proof image" />;
  if (failed === src) return <p className="rounded-field bg-base-200 p-3 text-sm">The proof image cannot be shown right now. It will load when you are back online.</p>;
  return (
    <a href={src} target="_blank" rel="noopener" className="block rounded-field focus-visible:outline-2 focus-visible:outline-primary">
      <img src={src} alt="Proof of payment" loading="lazy" onError={() => setFailed(src)} className="max-h-80 w-full rounded-field bg-base-200 object-contain" />
      <span className="sr-only"> (opens the full image)</span>
    </a>
  );
}
