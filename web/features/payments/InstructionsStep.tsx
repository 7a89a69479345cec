import { koboToDecimalString, formatNaira } from '../../../shared/money';
import type { LocalProject } from '../../data/db';
import { CopyField } from './CopyField';
import { payToMethodFor } from './payment-forms';
import { PayToDetails } from './PayToDetails';

/**
 * Step 2: where to transfer (the purse's bank name, account number and account name) and how
 * much, each with a Copy button (SPEC §2), before the proof step.
 */
export function InstructionsStep({ project, amountKobo, onBack, onDone }: { project: LocalProject; amountKobo: number; onBack: () => void; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <PayToDetails project={project} method={payToMethodFor(project)} />

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
