import type { ReactNode } from 'react';

/** A titled block of the statement. */
export function StatementSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 border-t border-base-300 pt-3">
      <h3 className="font-semibold text-primary">{title}</h3>
      {children}
    </section>
  );
}

/** A label and its figure on one line (the label wraps, the figure does not). */
export function FigureRow({ label, figure, strong }: { label: ReactNode; figure: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 text-sm ${strong ? 'font-bold' : ''}`}>
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="shrink-0 tabular-nums">{figure}</dd>
    </div>
  );
}
