import { Link } from '@tanstack/react-router';

const boxClass = 'flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 px-4 py-10 text-center';

/** No payments at all (SPEC §2). */
export function NoContributions() {
  return (
    <div className={boxClass}>
      <p className="text-lg font-semibold">No Contributions Yet</p>
      <p className="text-sm text-base-content/80">Payments you make to your groups will show here with their status.</p>
      <Link to="/make-payment" className="btn btn-primary mt-2">
        Make Your First Payment
      </Link>
    </div>
  );
}

/** The search and filter match nothing (SPEC §2). */
export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className={boxClass}>
      <p className="text-lg font-semibold">No Results Found</p>
      <p className="text-sm text-base-content/80">No payment matches your search or status filter.</p>
      <button type="button" className="btn mt-2" onClick={onClear}>
        Clear Filters
      </button>
    </div>
  );
}
