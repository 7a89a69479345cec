/**
 * When the public landing's first paint may give the page to the router (main.tsx). The router
 * renders the same screens afresh, so the handover waits while a screen holds state a visitor
 * made (the wizard past its first step); a screen says so with `useHoldHandover`. After the
 * handover nothing waits here, and holding is then harmless.
 */
import { useEffect } from 'react';

let holds = 0;
const waiting: (() => void)[] = [];

/** Holds the first paint on screen until the returned release is called (once). */
export function holdHandover(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) waiting.splice(0).forEach((resolve) => resolve());
  };
}

/** Keeps the first paint on screen while `hold` is true. */
export function useHoldHandover(hold: boolean): void {
  useEffect(() => (hold ? holdHandover() : undefined), [hold]);
}

/** Resolves when no screen holds the first paint. */
export function whenHandoverAllowed(): Promise<void> {
  return holds === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}
