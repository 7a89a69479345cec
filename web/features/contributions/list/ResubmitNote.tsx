import {
  contributions_adminNotes,
  contributions_fixingHelp,
  contributions_fixingLabel,
  contributions_fixingText,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { LocalContribution } from '../../../data/db';
import { formatDate, formatNaira } from '../../../lib/format';

/** Above the Make Payment form opened by 'Fix and resubmit': which payment is being paid again, and why it was rejected. */
export function ResubmitNote({ rejected }: { rejected: LocalContribution }) {
  return (
    <section aria-label={contributions_fixingLabel()} className="flex flex-col gap-1 rounded-box border border-error/60 bg-error/5 p-3 text-sm">
      <p className="font-semibold">
        {contributions_fixingText({ amount: formatNaira(rejected.amountKobo), date: formatDate(rejected.createdAt) })}
      </p>
      {rejected.adminNotes ? (
        <p className="break-words">
          <span className="font-medium">{contributions_adminNotes()}:</span> {rejected.adminNotes}
        </p>
      ) : null}
      <p className="text-base-content/80">{contributions_fixingHelp()}</p>
    </section>
  );
}
