import type { Dispatch, FormEvent } from 'react';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { textareaClass } from '../groups/field-classes';
import { canSubmit, type FlowAction, type FlowState } from './member-payment-flow';
import { ProofPicker } from './ProofPicker';

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
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <ProofPicker shape="memberPayment" label="Payment Proof" hint="PNG, JPG up to 10MB" file={state.proof} onChange={(proof) => dispatch({ type: 'set-proof', proof })} />
      <FormField label="Transaction Reference (optional)" hint="From your bank app or receipt">
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
      <FormField label="Notes (optional)">
        {(a11y) => (
          <textarea
            {...a11y}
            rows={2}
            maxLength={1000}
            placeholder="Anything the admin should know"
            className={textareaClass}
            value={state.notes}
            onChange={(event) => dispatch({ type: 'set-notes', notes: event.target.value })}
          />
        )}
      </FormField>
      <div className="flex gap-2">
        <button type="button" className="btn flex-1" onClick={() => dispatch({ type: 'back' })} disabled={sending}>
          Back
        </button>
        <BusyButton type="submit" busy={sending} disabled={!canSubmit(state, sending)} className="btn btn-primary flex-[2]">
          Submit Payment Proof
        </BusyButton>
      </div>
    </form>
  );
}
