import { koboToDecimalString, formatNaira } from '../../../shared/money';
import type { LocalProject } from '../../data/db';
import { CopyField } from './CopyField';
import { payToLines } from './payment-forms';

/** Step 2: where to transfer and how much, each with a Copy button (SPEC §2). */
export function InstructionsStep({ project, amountKobo, onBack, onDone }: { project: LocalProject; amountKobo: number; onBack: () => void; onDone: () => void }) {
  const lines = payToLines(project, 'bank_transfer');
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="transfer-to" className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
        <h3 id="transfer-to" className="font-semibold">
          Transfer to this account
        </h3>
        {lines.length > 0 ? (
          lines.map((line) => <CopyField key={line.label} label={line.label} value={line.value} />)
        ) : (
          <p className="rounded-field bg-warning/15 p-3 text-sm">The admin has not added bank details for this purse yet. Ask in your group where to pay.</p>
        )}
        {project.paymentInstructions ? <p className="text-sm break-words whitespace-pre-line text-base-content/80">{project.paymentInstructions}</p> : null}
      </section>

      <section aria-label="Amount to transfer" className="rounded-box border border-primary/40 bg-primary/5 p-3">
        <CopyField label="Amount to transfer" value={formatNaira(amountKobo)} copyValue={koboToDecimalString(amountKobo).replace(/\.00$/, '')} large />
        <p className="mt-2 text-sm text-base-content/80">Send exactly this amount, then keep the receipt or a screenshot of the transfer.</p>
      </section>

      <div className="flex gap-2">
        <button type="button" className="btn flex-1" onClick={onBack}>
          Back
        </button>
        <button type="button" className="btn btn-primary flex-[2]" onClick={onDone}>
          I've Made the Transfer
        </button>
      </div>
    </div>
  );
}
