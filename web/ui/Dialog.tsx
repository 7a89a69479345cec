import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ui_close } from '../../shared/i18n/paraglide/messages.js';

/**
 * A modal dialog on the native <dialog>: the browser makes the page behind inert, keeps Tab inside,
 * closes it on Escape and gives focus back to the button that opened it. Mounting it opens it;
 * `onClose` runs once it has closed (Escape, the X, a tap on the backdrop, or `close()` from the
 * content), and the parent then unmounts it. Focus starts on the element marked `data-autofocus`,
 * else on the first focusable one.
 * @example {open ? <Dialog title="Create Group" onClose={() => setOpen(false)}>{(close) => <Form onDone={close} />}</Dialog> : null}
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      // A click on the dialog element itself is a click on the backdrop, outside the panel.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[92dvh] w-[calc(100%-1rem)] max-w-lg overflow-hidden rounded-box bg-base-100 p-0 text-base-content shadow-xl backdrop:bg-black/50"
    >
      <div className="flex max-h-[92dvh] flex-col">
        <div className="flex items-start gap-2 border-b border-base-300 py-2 pr-2 pl-4">
          <div className="min-w-0 flex-1 py-2">
            <h2 id={titleId} className="text-lg font-bold break-words">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-0.5 text-sm text-base-content/75">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" onClick={close} aria-label={ui_close()} className="btn btn-ghost btn-square shrink-0">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain p-4">{children(close)}</div>
      </div>
    </dialog>
  );
}
