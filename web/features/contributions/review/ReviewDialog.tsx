import { formatNaira } from '../../../lib/format';
import { review_duplicateWarning, review_fieldAmount, review_from, review_guestNote, review_title } from '../../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb } from '../../../data/db';
import { Dialog } from '../../../ui/Dialog';
import type { ContributionView } from '../../../data/contribution-views';
import { ContributionBadges } from './ContributionBadges';
import { DecisionPanel } from './DecisionPanel';
import { ProofImage } from '../../../ui/ProofImage';
import { ReceiptCheckPanel } from './ReceiptCheckPanel';
import { ReviewDetails } from './ReviewDetails';
import { Icon } from '../../../ui/Icon';
import { useNow } from '../../../lib/use-now';

/**
 * Review Payment: the proof and the payment's details, then Confirm / Reject (SPEC §4). `view` is
 * live (from useLiveQuery), so a decision queued here, a sync, or another admin's decision shows
 * at once. `canDecide` is true only for the group's admin: partners look, never decide. `reviewer`
 * (the group's admin or a partner) shows the receipt check; `onOpenPayment` opens another payment
 * the check names.
 * @example {view ? <ReviewDialog db={db} view={view} canDecide reviewer onClose={() => setOpen(null)} /> : null}
 */
export function ReviewDialog({
  db,
  view,
  canDecide,
  reviewer,
  onOpenPayment,
  onClose,
}: {
  db: DeviceDb;
  view: ContributionView;
  canDecide: boolean;
  reviewer: boolean;
  onOpenPayment?: (contributionId: string) => void;
  onClose: () => void;
}) {
  const now = useNow();
  const { row } = view;

  return (
    <Dialog title={review_title()} description={review_from({ name: row.userFullName || row.userName })} onClose={onClose}>
      {(close) => (
        <div className="flex flex-col gap-4">
          {row.guest ? (
            <p role="note" className="rounded-field border border-info bg-info/10 p-3 text-sm">
              {review_guestNote()}
            </p>
          ) : null}
          {row.possibleDuplicate ? (
            <p role="note" className="flex items-start gap-2 rounded-box border border-error/50 bg-error/10 p-3 text-sm font-medium text-error">
              <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
              {review_duplicateWarning()}
            </p>
          ) : null}

          <div className="flex flex-wrap items-end justify-between gap-2">
            <div className="min-w-0">
              <p className="text-sm text-base-content/75">{review_fieldAmount()}</p>
              <p className="text-3xl font-bold tabular-nums">{formatNaira(row.amountKobo)}</p>
            </div>
            <ContributionBadges status={view.status} unsynced={view.unsynced} possibleDuplicate={false} guest={row.guest === true} />
          </div>

          <ReceiptCheckPanel db={db} row={row} reviewer={reviewer} onOpenPayment={onOpenPayment} />
          <ProofImage db={db} row={row} />
          <ReviewDetails view={view} now={now} />
          <DecisionPanel db={db} view={view} canDecide={canDecide} close={close} />
        </div>
      )}
    </Dialog>
  );
}
