import type { ReactNode } from 'react';

/**
 * One of the reconcile screen's three lists: its heading with the count, the words for an empty
 * list, else `children` (what sits above the list, then the list items) in a labelled list.
 * @example <ReconcileSection id="no-money" title="Proof with no money" count={proofs.length} empty="…">{items}</ReconcileSection>
 */
export function ReconcileSection({
  id,
  title,
  count,
  empty,
  before,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  before?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title} ({count})
      </h2>
      {count === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 px-4 py-4 text-center text-sm text-base-content/80">{empty}</p>
      ) : (
        <>
          {before}
          <ul aria-label={title} className="flex flex-col gap-2">
            {children}
          </ul>
        </>
      )}
    </section>
  );
}
