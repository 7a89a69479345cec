import { useId, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SessionUser } from '../../../shared/auth-schemas';
import { BusyButton } from '../../ui/BusyButton';
import { declinePushOffer } from './push-actions';
import { BellBadge, BlockedHelp, pushReason } from './PushHelp';
import { useTurnOn } from './use-turn-on';
import { push_turnOnFailed, push_blockedHint, push_blockedTitle, push_notNow, push_offerTitle, push_ok, push_turnOn } from '../../../shared/i18n/paraglide/messages.js';

/**
 * A slot at the top of the page content, made for the card: the card pushes the page down instead
 * of floating over it (with a toast at the top, a floating card hid about 40 % of a 360×740 screen).
 */
function usePageTopSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const element = document.createElement('div');
    element.className = 'mx-auto w-full max-w-5xl scroll-mt-24 px-4 pt-3';
    main.prepend(element);
    setSlot(element);
    // Brought into view if the page was scrolled, without jumping when it is already in view.
    element.scrollIntoView({ block: 'nearest' });
    return () => element.remove();
  }, []);
  return slot;
}

/**
 * The offer after a first proof or a first group: a small card at the top of the page that says
 * why, and leaves the page usable (not modal: the admin's next step is adding a purse). Only a tap
 * on 'Turn on notifications' shows the browser's prompt; 'Not now' is remembered.
 */
export function PushOfferCard({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const titleId = useId();
  const { busy, outcome, turnOn } = useTurnOn(user.id);
  const slot = usePageTopSlot();
  if (!slot) return null;

  return createPortal(
    <section aria-labelledby={titleId} className="rounded-box border border-primary/30 bg-primary/5 p-3 text-base-content">
      <div className="flex items-start gap-2">
        <BellBadge />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-bold">
            {outcome === 'blocked' ? push_blockedTitle() : push_offerTitle()}
          </h2>
          <p className="text-sm leading-snug text-base-content/80">{outcome === 'blocked' ? push_blockedHint() : pushReason(user.role)}</p>
        </div>
      </div>

      {outcome === 'blocked' ? (
        <div className="mt-2">
          <BlockedHelp withLead={false} />
          <div className="mt-2 flex justify-end">
            <button type="button" className="btn btn-primary btn-sm h-11 min-w-20" onClick={onDone}>
              {push_ok()}
            </button>
          </div>
        </div>
      ) : (
        <>
          {outcome === 'failed' ? (
            <p role="alert" className="mt-2 rounded-field bg-error/10 p-2 text-sm text-error">
              {push_turnOnFailed()}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn btn-ghost btn-sm h-11"
              disabled={busy}
              onClick={() => {
                declinePushOffer(user.id);
                onDone();
              }}
            >
              {push_notNow()}
            </button>
            <BusyButton
              type="button"
              busy={busy}
              className="btn btn-primary btn-sm h-11"
              onClick={() => {
                void turnOn().then((result) => {
                  if (result !== 'blocked' && result !== 'failed') onDone();
                });
              }}
            >
              {push_turnOn()}
            </BusyButton>
          </div>
        </>
      )}
    </section>,
    slot,
  );
}

