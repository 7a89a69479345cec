import { Link } from '@tanstack/react-router';
import {
  contributions_clearFilters,
  contributions_makeFirst,
  contributions_noneText,
  contributions_noneTitle,
  contributions_noResultsText,
  contributions_noResultsTitle,
} from '../../../../shared/i18n/paraglide/messages.js';

const boxClass = 'flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-10 text-center';

/** No payments at all (SPEC §2). */
export function NoContributions() {
  return (
    <div className={boxClass}>
      <p className="text-lg font-semibold">{contributions_noneTitle()}</p>
      <p className="text-sm text-base-content/80">{contributions_noneText()}</p>
      <Link to="/make-payment" className="btn btn-primary mt-2">
        {contributions_makeFirst()}
      </Link>
    </div>
  );
}

/** The search and filter match nothing (SPEC §2). */
export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className={boxClass}>
      <p className="text-lg font-semibold">{contributions_noResultsTitle()}</p>
      <p className="text-sm text-base-content/80">{contributions_noResultsText()}</p>
      <button type="button" className="btn mt-2" onClick={onClear}>
        {contributions_clearFilters()}
      </button>
    </div>
  );
}
