import { useState } from 'react';
import type { VerifyResult } from '../../../shared/history';
import type { LocalHistoryEntry } from '../../data/db';
import { BusyButton } from '../../ui/BusyButton';
import { useDeviceDb } from '../../session/use-device-db';
import { fetchWholeRange } from './history-range';
import { verifiedText, verifyOnPhone } from './history-verify';
import { history_verify } from '../../../shared/i18n/paraglide/messages.js';

/**
 * 'Verify': recomputes the chain on this phone from the entries it holds (works offline) and says
 * whether it holds together, or the first entry where it breaks (fetching the broken range whole
 * when the phone's own chain only knows the range: history-verify.ts).
 */
export function VerifyHistory({ entries }: { entries: readonly LocalHistoryEntry[] }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const db = useDeviceDb();
  const verify = async () => {
    setBusy(true);
    setResult(await verifyOnPhone(entries, (groupId, from, to) => fetchWholeRange(db, groupId, from, to)));
    setBusy(false);
  };
  return (
    <div className="flex flex-col gap-2">
      <BusyButton type="button" busy={busy} onClick={verify} className="btn btn-outline btn-primary h-11">
        {history_verify()}
      </BusyButton>
      {/* Mounted from the start so a screen reader announces the result. */}
      <p
        role="status"
        className={`rounded-field px-3 py-2 text-sm font-medium empty:hidden ${result === null ? '' : result.ok ? 'bg-success/15 text-base-content' : 'border border-error bg-error/10 text-base-content'}`}
      >
        {result ? verifiedText(result) : ''}
      </p>
    </div>
  );
}
