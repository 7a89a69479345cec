import { formatNaira } from '../../../lib/format';
import { nairaInput } from '../../../../shared/money';
import { payments_amountToTransfer, payments_back, payments_madeTransfer, payments_sendExactly } from '../../../../shared/i18n/paraglide/messages.js';
import type { LocalPurse } from '../../../data/db';
import { CopyField } from '../../../ui/CopyField';
import { payToMethodFor } from './payment-forms';
import { PayToDetails } from './PayToDetails';

/**
 * Step 2: where to transfer (the purse's bank name, account number and account name) and how
 * much, each with a Copy button (SPEC §2), before the proof step.
 */
export function InstructionsStep({ project, amountKobo, onBack, onDone }: { project: LocalPurse; amountKobo: number; onBack: () => void; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <PayToDetails project={project} method={payToMethodFor(project)} />

      <section aria-label={payments_amountToTransfer()} className="rounded-box border border-primary/40 bg-primary/5 p-3">
        <CopyField label={payments_amountToTransfer()} value={formatNaira(amountKobo)} copyValue={nairaInput(amountKobo)} large />
        <p className="mt-2 text-sm text-base-content/80">{payments_sendExactly()}</p>
      </section>

      <div className="flex gap-2">
        <button type="button" className="btn flex-1" onClick={onBack}>
          {payments_back()}
        </button>
        <button type="button" className="btn btn-primary flex-[2]" onClick={onDone}>
          {payments_madeTransfer()}
        </button>
      </div>
    </div>
  );
}
