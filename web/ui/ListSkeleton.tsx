/** Placeholder cards while the device database answers (never an empty state before it has). */
export function ListSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3" aria-hidden="true">
          <div className="h-5 w-2/3 animate-pulse rounded bg-base-300" />
          <div className="h-4 w-full animate-pulse rounded bg-base-300" />
          <div className="h-11 w-full animate-pulse rounded-field bg-base-300" />
        </div>
      ))}
    </div>
  );
}
