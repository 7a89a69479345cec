import { formatNaira } from '../../../shared/money';
import type { LocalContribution } from '../../data/db';
import { formatDate } from '../groups/format-date';

/** Above the Make Payment form opened by 'Fix and resubmit': which payment is being paid again, and why it was rejected. */
export function ResubmitNote({ rejected }: { rejected: LocalContribution }) {
  return (
    <section aria-label="Fixing a rejected payment" className="flex flex-col gap-1 rounded-box border border-error/60 bg-error/5 p-3 text-sm">
      <p className="font-semibold">
        Fixing your {formatNaira(rejected.amountKobo)} payment of {formatDate(rejected.createdAt)}, which the admin rejected.
      </p>
      {rejected.adminNotes ? (
        <p className="break-words">
          <span className="font-medium">Admin Notes:</span> {rejected.adminNotes}
        </p>
      ) : null}
      <p className="text-base-content/80">Check the details below, attach a new proof and submit. The rejected payment stays in your history.</p>
    </section>
  );
}
