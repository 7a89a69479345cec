import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { dismissToast, getToast, pauseToast, resumeToast, subscribeToast, type Toast } from './toast-store';
import { ui_dismiss, ui_notifications } from '../../shared/i18n/paraglide/messages.js';

export { toast, dismissToast } from './toast-store';

/** Swipe right by this many px to dismiss (SPEC §9). */
const SWIPE_THRESHOLD_PX = 50;

function isModal(dialog: HTMLDialogElement): boolean {
  if (!dialog.open) return false;
  try {
    return dialog.matches(':modal');
  } catch {
    return true; // a browser without :modal: an open dialog here is one of our modals
  }
}

/**
 * The modal <dialog> opened last, or null when none is open. A modal sits in the browser's top
 * layer, above any z-index, and makes everything outside it inert (even a popover shown above
 * it), so toasts are rendered inside it: on top of its backdrop, readable and dismissable.
 */
function useTopModal(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const openedAt = new WeakMap<HTMLDialogElement, number>();
    let opened = 0;
    const update = () => {
      let latest: HTMLDialogElement | null = null;
      for (const dialog of document.querySelectorAll('dialog')) {
        if (!isModal(dialog)) {
          openedAt.delete(dialog);
          continue;
        }
        if (!openedAt.has(dialog)) openedAt.set(dialog, ++opened);
        if (!latest || openedAt.get(dialog)! > openedAt.get(latest)!) latest = dialog;
      }
      setTop(latest);
    };
    // showModal() and close() toggle the `open` attribute; an unmounted dialog leaves the tree.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    update();
    return () => observer.disconnect();
  }, []);
  return top;
}

/**
 * The notification region. Both live regions stay mounted so screen readers announce a toast
 * the moment its text appears; F8 moves focus to the region (SPEC §9). While a modal dialog is
 * open the region lives inside it (useTopModal), so a toast is never under the backdrop.
 * It sits at the bottom of the screen, above the safe area (bottom right from sm up): at the top
 * it covered the header and an open dialog's title for its five seconds (issue 23).
 */
export function Toaster() {
  const current = useSyncExternalStore(subscribeToast, getToast, () => null);
  const regionRef = useRef<HTMLElement>(null);
  const modal = useTopModal();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // The toast lies over the bottom of the page. While one shows, the page keeps room for it below
  // its end, and a page shown to its end moves up above it: the toast covers none of the page's
  // last controls (Back and Resend Code under a sent code's two toasts, at 360 px). In a dialog
  // the toast sits inside the dialog, whose own layout is left alone.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const height = current && !modal ? (regionRef.current?.offsetHeight ?? 0) : 0;
    if (height === 0) {
      root.style.removeProperty('--toast-space');
      return;
    }
    const atEnd = window.innerHeight + window.scrollY >= root.scrollHeight - 2;
    root.style.setProperty('--toast-space', `${height}px`);
    if (atEnd) window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
  }, [current, modal]);
  useEffect(
    () => () => {
      document.documentElement.style.removeProperty('--toast-space');
    },
    [],
  );

  const destructive = current?.variant === 'destructive';

  const region = (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={ui_notifications()}
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 m-0 flex flex-col items-center p-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] focus-visible:outline-2 focus-visible:outline-primary sm:inset-x-auto sm:right-0 sm:w-96 sm:p-3 sm:pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full">
        {current && !destructive ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="w-full">
        {current && destructive ? <ToastCard key={current.id} toast={current} /> : null}
      </div>
    </section>
  );
  return modal ? createPortal(region, modal) : region;
}

function ToastCard({ toast }: { toast: Toast }) {
  const startX = useRef<number | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const destructive = toast.variant === 'destructive';

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
    pauseToast();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current === null || !cardRef.current) return;
    const dx = Math.max(0, event.clientX - startX.current);
    cardRef.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (dx > SWIPE_THRESHOLD_PX) return dismissToast(toast.id);
    if (cardRef.current) cardRef.current.style.transform = '';
    resumeToast();
  };

  return (
    <div
      ref={cardRef}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={pauseToast}
      onMouseLeave={resumeToast}
      onFocus={pauseToast}
      onBlur={resumeToast}
      className={`toast-enter pointer-events-auto flex w-full touch-pan-y items-start gap-2 rounded-box border py-2 pr-2 pl-3 shadow-lg ${
        destructive ? 'border-error bg-error text-error-content' : 'border-base-300 bg-base-100 text-base-content'
      }`}
    >
      <div className="min-w-0 flex-1 py-0.5">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm leading-snug break-words opacity-90">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={ui_dismiss()}
        className="-my-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-field focus-visible:outline-2 focus-visible:outline-current"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
