import type { Dispatch, FormEvent } from 'react';
import {
  payments_back,
  payments_notesOptional,
  payments_notesPlaceholder,
  payments_paymentProof,
  payments_proofHint10,
  payments_submitProof,
  payments_transactionRefHint,
  payments_transactionRefOptional,
} from '../../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../../ui/BusyButton';
import { FormField } from '../../../ui/FormField';
import { textareaClass } from '../../../ui/field-classes';
import { canSubmit, type FlowAction, type FlowState } from './member-payment-flow';
import { ProofPicker } from '../../../ui/ProofPicker';

/** Step 3: the proof image (required, up to 10 MB), an optional reference and notes (SPEC §2). */
export function UploadProofStep({
  state,
  dispatch,
  sending,
  onSubmit,
}: {
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  sending: boolean;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit(state, sending)) onSubmit();
  };
  // A receipt shared from the bank app (issue 27 §1) has its purse and amount chosen already: the
  // submit button comes right under a small preview, so at 360×740 it is on the first screen;
  // the optional reference and notes follow it.
  const shared = state.shared !== null;
  const picker = (
    <ProofPicker
      shape="memberPayment"
      label={payments_paymentProof()}
      hint={payments_proofHint10()}
      file={state.proof}
      onChange={(proof) => dispatch({ type: 'set-proof', proof })}
      compact={shared}
    />
  );
  const optional = (
    <>
      <FormField label={payments_transactionRefOptional()} hint={payments_transactionRefHint()}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="off"
            maxLength={100}
            className="input w-full"
            value={state.reference}
            onChange={(event) => dispatch({ type: 'set-reference', reference: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={payments_notesOptional()}>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            maxLength={1000}
            placeholder={payments_notesPlaceholder()}
            className={textareaClass}
            value={state.notes}
            onChange={(event) => dispatch({ type: 'set-notes', notes: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
  const buttons = (
    <div className="flex gap-2">
      <button type="button" className="btn flex-1" onClick={() => dispatch({ type: 'back' })} disabled={sending}>
        {payments_back()}
      </button>
      <BusyButton type="submit" busy={sending} disabled={!canSubmit(state, sending)} className="btn btn-primary flex-[2]">
        {payments_submitProof()}
      </BusyButton>
    </div>
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      {picker}
      {shared ? buttons : optional}
      {shared ? optional : buttons}
    </form>
  );
}
