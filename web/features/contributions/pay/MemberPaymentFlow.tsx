import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth-schemas';
import { MESSAGES } from '../../../../shared/errors';
import {
  payments_chooseAnotherProject,
  payments_loadingPurses,
  payments_purseClosed,
  payments_sharedAmountRead,
  payments_sharedAttached,
  payments_titleInstructions,
  payments_titleSelect,
  payments_titleUpload,
} from '../../../../shared/i18n/paraglide/messages.js';
import { deviceDb } from '../../../data/db';
import { offerPushNotifications } from '../../push';
import { toast } from '../../../ui/toast-store';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { FlowSteps } from './FlowSteps';
import { InstructionsStep } from './InstructionsStep';
import { flowAmountKobo, flowReducer, INITIAL_FLOW, purseToPreselect, type FlowStep } from './member-payment-flow';
import { NoPursesAvailable } from './NoPursesAvailable';
import { loadPayablePurses } from './payable-purses';
import { defaultMethodFor } from './payment-forms';
import { PaymentSuccess } from './PaymentSuccess';
import { savePayment } from './save-payment';
import { SelectPurseStep } from './SelectPurseStep';
import { chosenPeriod } from '../../dues';
import { UploadProofStep } from './UploadProofStep';
import { dropSharedReceipt } from '../../../data/shared-receipts';
import { formatNairaExact } from '../../../lib/format';
import { usePayDraft } from './use-pay-draft';
import { useSharedReceipt } from './use-shared-receipt';

const TITLES: Record<Exclude<FlowStep, 'success'>, () => string> = {
  select: payments_titleSelect,
  instructions: payments_titleInstructions,
  upload: payments_titleUpload,
};

/**
 * The member-payment flow (SPEC §2, §4) for a signed-in user, reading the purses from the phone;
 * `purseId` (a purse's link) starts it with that purse chosen.
 * Submitting keeps the payment and its compressed proof on the phone and queues it for the
 * server, so it works with no signal. `sharedId`: a receipt shared from another app (issue 27 §1).
 */
export function MemberPaymentFlow({ user, purseId, sharedId }: { user: SessionUser; purseId?: string; sharedId?: string }) {
  const db = deviceDb(user.id);
  const projects = useLiveQuery(() => loadPayablePurses(db), [db]);
  const [state, dispatch] = useReducer(flowReducer, INITIAL_FLOW);
  const shareNote = useSharedReceipt(db, user.id, sharedId, purseId, projects, dispatch);
  const draft = usePayDraft(db, state, dispatch, !sharedId, purseId);
  // The purse a link named is chosen once, when it is on the phone; the member may change it.
  const preselected = useRef(false);
  const preselect = preselected.current || projects === undefined ? null : purseToPreselect(purseId, projects, state);
  useEffect(() => {
    if (preselect === null) return;
    preselected.current = true;
    dispatch({ type: 'choose-project', projectId: preselect });
  }, [preselect]);
  const [sending, setSending] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new step takes focus to its heading, so a screen reader announces where the user is.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  if (projects === undefined) return <ListSkeleton label={payments_loadingPurses()} rows={1} />;
  if (projects.length === 0 && state.step !== 'success') return <NoPursesAvailable signedIn />;

  const chosen = projects.find((p) => p.project.id === state.projectId) ?? null;
  const amountKobo = flowAmountKobo(state.amount);

  const submit = async () => {
    if (!chosen || amountKobo === null || !state.proof) {
      toast({ title: MESSAGES.missingInformationTitle, description: MESSAGES.missingInformation, variant: 'destructive' });
      return;
    }
    setSending(true);
    const result = await savePayment(
      db,
      user,
      {
        groupId: chosen.project.groupId,
        projectId: chosen.project.id,
        amountKobo,
        paymentType: defaultMethodFor(chosen.project),
        reference: state.reference.trim() || null,
        notes: state.notes.trim() || null,
        description: null,
        period: chosenPeriod(chosen.project, state.period),
      },
      state.proof,
      chosen.project.name,
    );
    setSending(false);
    if (result.ok) {
      // The payment keeps its own copy of the proof: the shared one is no longer waiting, nor the kept flow.
      if (state.shared) void dropSharedReceipt(state.shared);
      await draft.forget();
      setSavedId(result.row.id);
      dispatch({ type: 'submitted' });
      offerPushNotifications();
    }
    else if (result.stage === 'proof') toast({ title: MESSAGES.uploadFailedTitle, description: MESSAGES.proofUnreadable, variant: 'destructive' });
    else toast({ title: MESSAGES.paymentSubmissionFailedTitle, description: MESSAGES.submitProofFailed, variant: 'destructive' });
  };

  return (
    <div>
      <FlowSteps current={state.step} />
      {state.step === 'success' ? (
        savedId ? <PaymentSuccess db={db} contributionId={savedId} onAnother={() => dispatch({ type: 'reset' })} /> : null
      ) : (
        <section aria-labelledby="flow-step-title" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-4 p-4">
            <h2 id="flow-step-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
              {TITLES[state.step]()}
            </h2>
            {state.step === 'select' && shareNote ? (
              <p role="status" className="rounded-field bg-info/10 p-3 text-sm">
                {shareNote}
              </p>
            ) : null}
            {state.step === 'select' ? <SelectPurseStep state={state} dispatch={dispatch} projects={projects} chosen={chosen} /> : null}
            {state.step === 'instructions' && chosen && amountKobo !== null ? (
              <InstructionsStep project={chosen.project} amountKobo={amountKobo} onBack={() => dispatch({ type: 'back' })} onDone={() => dispatch({ type: 'proceed' })} />
            ) : null}
            {state.step !== 'select' && !chosen ? (
              <div className="flex flex-col gap-3">
                <p className="rounded-field bg-warning/15 p-3 text-sm">{payments_purseClosed()}</p>
                <button type="button" className="btn" onClick={() => dispatch({ type: 'reset' })}>
                  {payments_chooseAnotherProject()}
                </button>
              </div>
            ) : null}
            {state.step === 'upload' && chosen && state.shared && amountKobo !== null ? (
              <p role="status" className="rounded-field bg-info/10 p-3 text-sm">
                {(state.amountFromReceipt ? payments_sharedAmountRead : payments_sharedAttached)({ amount: formatNairaExact(amountKobo), purse: `${chosen.project.name} — ${chosen.groupName}` })}
              </p>
            ) : null}
            {state.step === 'upload' && chosen ? <UploadProofStep state={state} dispatch={dispatch} sending={sending} onSubmit={() => void submit()} /> : null}
          </div>
        </section>
      )}
    </div>
  );
}
