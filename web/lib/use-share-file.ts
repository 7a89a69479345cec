import { useState } from 'react';
import { shareOrDownload, type SaveOutcome } from './save-file';

/** What the last share did: shared, saved, cancelled, or the file could not be made. */
export type ShareSaid = SaveOutcome | 'failed' | null;

/**
 * A button's share of a file made on the phone (a statement PDF, the dues card's picture): busy
 * while the file is made and the share sheet is open, then what happened. `make` returning null
 * (nothing to make) or throwing is 'failed'. `Other`: what else the caller's buttons may say (set with setSaid).
 * @example const { busy, said, share } = useShareFile(); share(async () => ({ file, title }))
 */
export function useShareFile<Other extends string = never>() {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<ShareSaid | Other>(null);
  const share = async (make: () => Promise<{ file: File; title: string } | null>) => {
    setBusy(true);
    setSaid(null);
    try {
      const made = await make();
      setSaid(made ? await shareOrDownload(made.file, made.title) : 'failed');
    } catch {
      setSaid('failed');
    } finally {
      setBusy(false);
    }
  };
  return { busy, said, setSaid, share };
}
