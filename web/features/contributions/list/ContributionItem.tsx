import {
  contributions_adminNotes,
  contributions_details,
  contributions_detailsOf,
  contributions_noReason,
  contributions_notAccepted,
  contributions_projectLine,
  contributions_refLine,
  contributions_refusedFallback,
  contributions_reversedByAdmin,
  payments_group,
} from '../../../../shared/i18n/paraglide/messages.js';
import { formatDate, formatNaira } from '../../../lib/format';
import type { ContributionView } from '../../../data/contribution-views';
import { FixAndResubmit } from './FixAndResubmit';
import type { FixKind } from './payment-status';
import { statusLook } from './status-style';
import { ContributionStatusBadge, NotSyncedBadge, StatusIcon } from './StatusMarks';
import { REVERSED_AMOUNT_CLASS } from '../../../ui/amount-style';

/**
 * One payment in the history (SPEC §2): status icon, group, status badge, purse, date, reference,
 * amount, Details, notes and admin notes; coloured by status. Tapping anywhere opens the details;
 * the Details button is the same for keyboards and screen readers. A payment to fix (`fix`) also
 * offers 'Fix and resubmit'.
 */
export function ContributionItem({ view, fix, onOpen, onEdit }: { view: ContributionView; fix: FixKind | null; onOpen: () => void; onEdit: () => void }) {
  const { row, groupName, projectName, status, unsynced, problem } = view;
  const look = statusLook(status);
  return (
    <li onClick={onOpen} className={`flex cursor-pointer gap-3 rounded-box border border-l-4 border-base-300 p-3 ${look.accent} ${look.tint}`}>
      <StatusIcon status={status} className="mt-0.5 size-6" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-semibold break-words">{groupName || payments_group()}</h3>
        <div className="flex flex-wrap gap-1">
          <ContributionStatusBadge status={status} />
          {unsynced ? <NotSyncedBadge /> : null}
        </div>
        {projectName ? <p className="text-sm break-words">{contributions_projectLine({ name: projectName })}</p> : null}
        <p className="flex flex-wrap gap-x-3 text-sm text-base-content/75">
          <span>{formatDate(row.createdAt)}</span>
          {row.transactionRef ? <span className="min-w-0 break-words">{contributions_refLine({ reference: row.transactionRef })}</span> : null}
        </p>
        {problem ? <p className="text-sm font-medium text-error">{contributions_notAccepted({ message: problem.message || contributions_refusedFallback() })}</p> : null}
        {status === 'reversed' ? (
          <p className="rounded-field bg-base-200 px-2 py-1 text-sm break-words">
            <span className="font-medium">{contributions_reversedByAdmin()}</span> {row.reversalReason || contributions_noReason()}
          </p>
        ) : null}
        {row.paymentNotes ? <p className="text-sm break-words text-base-content/80">{row.paymentNotes}</p> : null}
        {row.adminNotes ? (
          <p className="rounded-field bg-base-200 px-2 py-1 text-sm break-words">
            <span className="font-medium">{contributions_adminNotes()}:</span> {row.adminNotes}
          </p>
        ) : null}
        {fix ? <FixAndResubmit id={row.id} fix={fix} onEdit={onEdit} className="mt-1 self-start" /> : null}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        {/* A reversed payment no longer counts: struck through, the badge says why in words. */}
        <p className={`font-bold tabular-nums ${status === 'reversed' ? REVERSED_AMOUNT_CLASS : ''}`}>{formatNaira(row.amountKobo)}</p>
        <button
          type="button"
          className="btn btn-sm h-11"
          aria-label={contributions_detailsOf({ amount: formatNaira(row.amountKobo), group: groupName })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {contributions_details()}
        </button>
      </div>
    </li>
  );
}
