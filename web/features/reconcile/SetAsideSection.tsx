import { reconcile_setAsideBecause, reconcile_setAsideEmpty, reconcile_setAsideTitle } from '../../../shared/i18n/paraglide/messages.js';
import type { SetAsideCreditView } from '../../../shared/reconciliation';
import { CreditFacts } from './PairParts';
import { ReconcileSection } from './ReconcileSection';

/** The credits the admin set aside, each with why: out of "money with no proof", never out of sight. */
export function SetAsideSection({ entries }: { entries: readonly SetAsideCreditView[] }) {
  return (
    <ReconcileSection id="set-aside" title={reconcile_setAsideTitle()} count={entries.length} empty={reconcile_setAsideEmpty()}>
      {entries.map(({ credit, reason }) => (
        <li key={credit.id} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
          <CreditFacts credit={credit} />
          <p className="break-words text-sm text-base-content/85">{reconcile_setAsideBecause({ reason })}</p>
        </li>
      ))}
    </ReconcileSection>
  );
}
