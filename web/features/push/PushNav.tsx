/**
 * Notifications in the navigation (loaded lazily with it, signed-in only): the menu's
 * 'Notifications: On/Off' button, and the layer that shows the offer card and the settings
 * dialog and keeps this phone's subscription current.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { clearPushOfferRequest, pushOfferRequested, subscribeToPushOfferRequest } from './offer-request';
import { resyncPush, watchSessionForPush } from './push-actions';
import { readPushPreference, shouldOfferPush } from './push-preference';
import { usePushStatus } from './push-state';
import { currentPushPermission } from './push-support';
import { PushOfferCard } from './PushOfferCard';
import { PushSettingsDialog } from './PushSettingsDialog';
import { push_menuOff, push_menuOn } from '../../../shared/i18n/paraglide/messages.js';

// The settings dialog lives in the layer (outside the side menu), so both menu buttons open the same one.
let settingsOpen = false;
const settingsListeners = new Set<() => void>();
function setSettingsOpen(open: boolean): void {
  settingsOpen = open;
  for (const listener of settingsListeners) listener();
}
function subscribeToSettings(listener: () => void): () => void {
  settingsListeners.add(listener);
  return () => settingsListeners.delete(listener);
}

const menuClass = 'flex h-12 w-full items-center gap-3 rounded-field px-3 text-left font-medium hover:bg-base-200';
const barClass = 'hidden h-11 items-center gap-1.5 rounded-field px-2 text-sm font-medium text-base-content/80 hover:bg-base-200 hover:text-base-content md:inline-flex';

/**
 * 'Notifications: On' / 'Notifications: Off'; opens the settings dialog. `menu` is the side
 * menu's row; `bar` sits in the top bar from md up (icon only until lg, where there is room).
 */
export function PushMenuButton({ user, variant }: { user: SessionUser; variant: 'menu' | 'bar' }) {
  const status = usePushStatus(user.id);
  const label = status === 'on' ? push_menuOn() : push_menuOff();
  return (
    <button type="button" aria-haspopup="dialog" className={variant === 'menu' ? menuClass : barClass} onClick={() => setSettingsOpen(true)}>
      <PhoneBellIcon on={status === 'on'} />
      {variant === 'menu' ? label : <span className="sr-only lg:not-sr-only">{label}</span>}
    </button>
  );
}

/** Mounted once in the navigation while signed in. */
export function PushLayer({ user }: { user: SessionUser }) {
  const offerRequested = useSyncExternalStore(subscribeToPushOfferRequest, pushOfferRequested, () => false);
  const showSettings = useSyncExternalStore(subscribeToSettings, () => settingsOpen, () => false);
  const [offering, setOffering] = useState(false);

  useEffect(() => {
    watchSessionForPush();
    void resyncPush(user.id);
    const onOnline = () => void resyncPush(user.id);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [user.id]);

  useEffect(() => {
    if (!offerRequested) return;
    clearPushOfferRequest();
    if (shouldOfferPush(readPushPreference(user.id), currentPushPermission())) setOffering(true);
  }, [offerRequested, user.id]);

  return (
    <>
      {/* Polite live region: the card is announced when it appears, without taking focus. */}
      <div aria-live="polite">{offering && !showSettings ? <PushOfferCard user={user} onDone={() => setOffering(false)} /> : null}</div>
      {showSettings ? (
        <PushSettingsDialog
          user={user}
          onClose={() => {
            setSettingsOpen(false);
            // Whatever was chosen there answers the offer too.
            if (readPushPreference(user.id) !== null) setOffering(false);
          }}
        />
      ) : null}
    </>
  );
}

/** A phone with a small bell dot: this phone's alerts (the admin's bell is the inbox). */
function PhoneBellIcon({ on }: { on: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2" />
      {on ? <circle cx="18" cy="6" r="3.5" className="fill-success stroke-base-100" strokeWidth="1.5" /> : <path d="M4 4l16 16" />}
    </svg>
  );
}
