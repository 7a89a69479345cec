import { useEffect, useRef, useState, type Dispatch } from 'react';
import { payments_sharedChoose, payments_sharedMissing } from '../../../../shared/i18n/paraglide/messages.js';
import { NO_SHARED_RECEIPT } from '../../../../shared/share-target';
import type { DeviceDb } from '../../../data/db';
import { checkProofFile } from '../../../data/prepare-proof';
import { sharedReceiptFile } from '../../../data/shared-receipts';
import { toast } from '../../../ui/toast-store';
import type { FlowAction } from './member-payment-flow';
import type { PayablePurse } from './payable-purses';
import { readReceiptAmount } from './read-receipt-amount';
import { loadShareProposal } from './share-proposal';

/**
 * Takes a receipt shared from another app (issue 27 §1) into the pay flow once the purses are
 * read: attached as the proof, with the purse and amount the phone can propose (the flow then
 * opens on the proof step, one tap from submitting); with signal, the amount the server reads from
 * the receipt then takes the place of the proposed one. Answers what the select step should say: why
 * no receipt came, or that it came and the purse and amount are the member's to choose.
 */
export function useSharedReceipt(
  db: DeviceDb,
  userId: string,
  sharedId: string | undefined,
  purseId: string | undefined,
  projects: readonly PayablePurse[] | undefined,
  dispatch: Dispatch<FlowAction>,
): string | null {
  const taken = useRef<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (!sharedId || projects === undefined || taken.current === sharedId) return;
    taken.current = sharedId;
    void (async () => {
      const file = sharedId === NO_SHARED_RECEIPT ? null : await sharedReceiptFile(sharedId);
      if (!file) {
        setNote(payments_sharedMissing());
        return;
      }
      const check = await checkProofFile(file, 'memberPayment');
      if (!check.ok) {
        toast({ title: check.title, description: check.message, variant: 'destructive' });
        setNote(payments_sharedMissing());
        return;
      }
      const proposal = await loadShareProposal(
        db,
        userId,
        projects.map((p) => p.project.id),
        purseId,
      );
      if (proposal.projectId === null || proposal.amount === '') setNote(payments_sharedChoose());
      dispatch({ type: 'receive-share', shared: sharedId, proof: file, projectId: proposal.projectId, amount: proposal.amount });
      const read = await readReceiptAmount(file);
      if (read !== null) dispatch({ type: 'read-amount', shared: sharedId, amount: read, replaces: proposal.amount });
    })();
  }, [db, userId, sharedId, purseId, projects, dispatch]);
  return note;
}
