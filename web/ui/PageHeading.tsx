import type { ReactNode } from 'react';

/** A page's title block; every screen's h1 goes through here so they look alike. */
export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      {subtitle ? <p className="mt-1 text-base-content/75">{subtitle}</p> : null}
    </header>
  );
}

/** The padded, width-limited column that pages sit in. */
export function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-5 md:py-8">{children}</div>;
}
