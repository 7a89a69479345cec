import {
  dues_levyLine,
  dues_scheduleLine,
  join_bankChanged,
  join_deadlineOn,
  join_giveToPurse,
  join_perMember,
  payments_accountName,
  payments_accountNumber,
  payments_bankName,
  payments_noPayDetails,
} from '../../../../shared/i18n/paraglide/messages.js';
import { accountLine, hasAccount, recentAccountChange } from '../../../../shared/bank-accounts';
import { formatDate, formatNaira } from '../../../lib/format';
import { frequencyLabelOf } from '../../../lib/frequency-label';
import { CopyField } from '../../../ui/CopyField';
import type { PurseSummary } from '../register/group-summary';
import type { NoticePurse } from './notice-board';

/** One open purse on the board: its terms, a recent bank change, its account; `offerGift`: the guests' link when it welcomes them. */
export function NoticePurseCard({ entry, purse, now, offerGift = true }: { entry: NoticePurse; purse: PurseSummary; now: Date; offerGift?: boolean }) {
  // Still recent now: a board kept on the phone stops warning after 14 days, as the server does.
  const changed = recentAccountChange(entry.changed ? [entry.changed] : [], now);
  const terms = termsLine(purse);
  return (
    <article aria-label={purse.name} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-4">
        <h3 className="text-base font-semibold break-words">{purse.name}</h3>
        {terms ? <p className="text-sm text-base-content/80">{terms}</p> : null}
        {changed ? (
          <p role="note" className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm font-medium">
            {join_bankChanged({ date: formatDate(changed.until), account: accountLine(changed) ?? '' })}
          </p>
        ) : null}
        {hasAccount(entry) ? (
          <div className="flex flex-col gap-2">
            {entry.bankName ? <CopyField label={payments_bankName()} value={entry.bankName} /> : null}
            {entry.accountNumber ? <CopyField label={payments_accountNumber()} value={entry.accountNumber} large /> : null}
            {entry.accountName ? <CopyField label={payments_accountName()} value={entry.accountName} /> : null}
          </div>
        ) : (
          <p className="rounded-field bg-warning/15 p-3 text-sm">{payments_noPayDetails()}</p>
        )}
        {offerGift && purse.guestsWelcome ? (
          // A full page load: the form is its own chunk, and the first paint reads the search.
          <a href={`?give=${encodeURIComponent(purse.id)}`} className="btn btn-outline btn-primary mt-1">
            {join_giveToPurse()}
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** What each member pays and when: '₦5,000 per member · Monthly', '… · due 31 Dec 2026', or the deadline. */
function termsLine(purse: PurseSummary): string | null {
  const amount = purse.amountPerMemberKobo === null ? null : formatNaira(purse.amountPerMemberKobo);
  const frequency = frequencyLabelOf(purse.frequency);
  if (amount !== null && frequency !== null) return dues_scheduleLine({ amount, frequency });
  if (amount !== null && purse.deadline) return dues_levyLine({ amount, date: formatDate(purse.deadline) });
  if (amount !== null) return join_perMember({ amount });
  return purse.deadline ? join_deadlineOn({ date: formatDate(purse.deadline) }) : null;
}
