/**
 * When the public landing's first paint may give the page to the router (main.tsx). The router
 * renders the same screens afresh, so the handover waits while a screen holds state a visitor
 * made (the wizard past its first step); a screen says so with `useHoldHandover`. After the
 * handover nothing waits here, and holding is then harmless.
 */
import { useEffect } from 'react';

let holds = 0;
/** Re-checks of waiting handovers, run when a hold is released or a press ends. */
const waiting: (() => void)[] = [];
const recheck = () => waiting.splice(0).forEach((check) => check());

/**
 * Whether a finger or the mouse is down on the page. The handover replaces the first paint's
 * elements with the router's: a press that began on one 'Join Group' and ends on the other makes
 * no click, and the tap is lost (a test once pressed at that moment). The handover waits for
 * the press to end, then a moment more, for its click and the hold that click may take.
 */
let pressed = false;
/** Long enough for the click after a pointerup, its render and its effects (a hold). */
const AFTER_PRESS_MS = 50;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const released = () => {
    pressed = false;
    setTimeout(recheck, AFTER_PRESS_MS);
  };
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/** Holds the first paint on screen until the returned release is called (once). */
export function holdHandover(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) recheck();
  };
}

/** Keeps the first paint on screen while `hold` is true. */
export function useHoldHandover(hold: boolean): void {
  useEffect(() => (hold ? holdHandover() : undefined), [hold]);
}

/**
 * Resolves when no screen holds the first paint and no press is under way. The caller takes the
 * page over in the same task (main.tsx), so no press can begin in between.
 */
export function whenHandoverAllowed(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (holds === 0 && !pressed ? resolve() : waiting.push(check));
    check();
  });
}
