import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { SessionUser } from '../../shared/auth-schemas';
import { BusyButton } from '../ui/BusyButton';
import { declinePushOffer } from './push-actions';
import { BellBadge, BlockedHelp, pushReason } from './PushHelp';
import { TURN_ON_FAILED, useTurnOn } from './use-turn-on';

/**
 * The offer after a first proof or a first group: a card at the bottom of the screen that says
 * why, and leaves the page usable (not modal: the admin's next step is adding a purse). Only a tap
 * on 'Turn on notifications' shows the browser's prompt; 'Not now' is remembered. From sm up it
 * sits bottom-left, clear of the toasts (bottom-right there).
 */
export function PushOfferCard({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const titleId = useId();
  const { busy, outcome, turnOn } = useTurnOn(user.id);
  const main = typeof document === 'undefined' ? null : document.getElementById('main');

  return (
    <>
      {/* Room at the end of the page, so what the card covers can be scrolled into view. */}
      {main ? createPortal(<div aria-hidden="true" className={outcome === 'blocked' ? 'h-96' : 'h-52'} />, main) : null}
      <section
        aria-labelledby={titleId}
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-box border border-base-300 bg-base-100 p-4 text-base-content shadow-xl sm:right-auto sm:bottom-4 sm:left-4 sm:mx-0 sm:w-md"
      >
        <div className="flex gap-3">
          <BellBadge />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-bold">
              {outcome === 'blocked' ? 'Notifications are blocked' : 'Turn on notifications?'}
            </h2>
            <p className="mt-0.5 text-sm text-base-content/80">{outcome === 'blocked' ? 'Only you can allow them again, in the browser settings.' : pushReason(user.role)}</p>
          </div>
        </div>

        {outcome === 'blocked' ? (
          <div className="mt-3">
            <BlockedHelp withLead={false} />
            <div className="mt-3 flex justify-end">
              <button type="button" className="btn btn-primary h-11 min-w-20" onClick={onDone}>
                OK
              </button>
            </div>
          </div>
        ) : (
          <>
            {outcome === 'failed' ? (
              <p role="alert" className="mt-3 rounded-field bg-error/10 p-2 text-sm text-error">
                {TURN_ON_FAILED}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <button
                type="button"
                className="btn btn-ghost h-11"
                disabled={busy}
                onClick={() => {
                  declinePushOffer(user.id);
                  onDone();
                }}
              >
                Not now
              </button>
              <BusyButton
                type="button"
                busy={busy}
                className="btn btn-primary h-11"
                onClick={() => {
                  void turnOn().then((result) => {
                    if (result !== 'blocked' && result !== 'failed') onDone();
                  });
                }}
              >
                Turn on notifications
              </BusyButton>
            </div>
          </>
        )}
      </section>
    </>
  );
}
