import type { ButtonHTMLAttributes } from 'react';

/** A button that shows a spinner and refuses clicks while its request runs. */
export function BusyButton({
  busy,
  children,
  className = 'btn btn-primary',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean }) {
  return (
    <button {...rest} className={className} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
