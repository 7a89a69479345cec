import { useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { DeviceDb } from '../../../data/db';
import { draftWriter, loadDraft } from '../../../data/drafts';
import { flowToKeep, type FlowAction, type FlowState, type KeptFlow } from './member-payment-flow';

const KEY = 'member-payment';

/**
 * Keeps the pay flow on the phone as the member goes (data/drafts.ts), and brings it back when the
 * page opens again: the purse, amount, step and photo survive the bank app pushing this tab out of
 * a cheap phone's memory, a reload, or closing the app, until the payment is saved or started
 * again. A link that names a purse (`requested`) starts on the first step with that purse: a draft
 * for another purse is not brought back, and one for the same purse only fills in what was typed.
 * Off for a receipt shared from the bank app, which waits in its own store. Writes run one
 * after another, so a late write never brings back a payment already sent.
 */
export function usePayDraft(db: DeviceDb, state: FlowState, dispatch: Dispatch<FlowAction>, enabled: boolean, requested: string | undefined): { forget: () => Promise<void> } {
  const loaded = useRef(false);
  const keptProof = useRef<File | null | undefined>(undefined);
  const writer = useMemo(() => draftWriter(db, KEY), [db]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadDraft<KeptFlow>(db, KEY)
      .then((draft) => {
        if (!live) return;
        if (!draft || (requested && draft.value.projectId !== requested)) return;
        keptProof.current = draft.file;
        dispatch({ type: 'restore', kept: requested ? { ...draft.value, step: 'select' } : draft.value, proof: draft.file });
      })
      .catch(() => undefined) // Storage unreadable: the flow starts empty, as before.
      .finally(() => {
        if (live) loaded.current = true;
      });
    return () => {
      live = false;
    };
  }, [db, dispatch, enabled, requested]);

  useEffect(() => {
    if (!enabled || !loaded.current) return;
    const kept = flowToKeep(state);
    const proof = state.proof;
    const proofChanged = proof !== keptProof.current;
    keptProof.current = proof;
    if (kept === null) void writer.forget();
    else writer.save(kept, proofChanged ? proof : undefined);
  }, [writer, state, enabled]);

  return {
    /** Forgets the kept flow after every write before it: awaited before the success screen, so a reload there brings back nothing already sent. */
    forget: writer.forget,
  };
}
