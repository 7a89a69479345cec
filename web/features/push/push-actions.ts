/**
 * Turning notifications on and off for a user on this phone, and keeping the server's copy of
 * the subscription current. The browser's permission prompt is only ever shown from
 * `turnOnPush`, which screens call from the user's tap on 'Turn on notifications'.
 */
import { getCurrentUser, subscribeToSession } from '../../session/session';
import { OfflineError } from '../../lib/api';
import { markSubscriptionSaved, needsResave, readPushPreference, writePushPreference } from './push-preference';
import { notifyPushChanged } from './push-state';
import { currentPushPermission } from './push-support';
import { subscribeToPush, unsubscribeFromPush, workerRegistration } from './subscribe';

/**
 * - 'on': subscribed and the server has it;
 * - 'on-offline': permission given, the subscription goes to the server once back online;
 * - 'blocked': the browser (or the user in its prompt) blocks notifications;
 * - 'dismissed': the prompt was closed without an answer;
 * - 'failed': permission given but subscribing failed (push service or server refused).
 */
export type TurnOnResult = 'on' | 'on-offline' | 'blocked' | 'dismissed' | 'failed';

export async function turnOnPush(userId: string): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  try {
    if (permission === 'denied') {
      writePushPreference(userId, 'declined');
      return 'blocked';
    }
    if (permission !== 'granted') {
      writePushPreference(userId, 'asked');
      return 'dismissed';
    }
    writePushPreference(userId, 'enabled');
    try {
      await saveSubscription(userId);
      return 'on';
    } catch (error) {
      // The choice stands; resyncPush sends the subscription when the signal returns.
      if (error instanceof OfflineError || !navigator.onLine) return 'on-offline';
      writePushPreference(userId, 'asked');
      return 'failed';
    }
  } finally {
    notifyPushChanged();
  }
}

/** 'Turn off notifications' (or 'Not now'): remembered, and this phone stops receiving pushes. */
export async function turnOffPush(userId: string): Promise<void> {
  writePushPreference(userId, 'declined');
  notifyPushChanged();
  if (currentPushPermission() === 'unsupported') return;
  try {
    await unsubscribeFromPush((await workerRegistration()).pushManager);
  } catch {
    // No worker or no subscription: nothing is being delivered here anyway.
  }
}

/** 'Not now' on the offer: remembered, never offered again by itself. */
export function declinePushOffer(userId: string): void {
  writePushPreference(userId, 'declined');
  notifyPushChanged();
}

/**
 * For a user who turned notifications on: (re)subscribe and send the subscription to the server
 * when it was never sent from here or a day has passed (the browser may have rotated it, the
 * server may have dropped it). Quiet: on failure the next start or the next 'online' tries again.
 */
export async function resyncPush(userId: string): Promise<void> {
  if (!needsResave(readPushPreference(userId)) || currentPushPermission() !== 'granted' || !navigator.onLine) return;
  try {
    await saveSubscription(userId);
  } catch {
    // Retried later.
  }
}

async function saveSubscription(userId: string): Promise<void> {
  await subscribeToPush((await workerRegistration()).pushManager);
  markSubscriptionSaved(userId);
}

let watchingSession = false;

/**
 * When the signed-in user changes (logout here or in another tab, or a login as someone else),
 * this phone's subscription belongs to the previous user: drop it in the browser, so their
 * notifications stop arriving on a phone they left. Their choice is kept; their next sign-in here
 * subscribes again.
 */
export function watchSessionForPush(): void {
  if (watchingSession) return;
  watchingSession = true;
  let userId = getCurrentUser()?.id ?? null;
  subscribeToSession(() => {
    const next = getCurrentUser()?.id ?? null;
    if (next === userId) return;
    const previous = userId;
    userId = next;
    if (previous === null || currentPushPermission() === 'unsupported') return;
    const preference = readPushPreference(previous);
    // Forget that the server has it, so the next sign-in sends a fresh subscription.
    if (preference?.choice === 'enabled') writePushPreference(previous, 'enabled', new Date(preference.at));
    void workerRegistration()
      .then((registration) => unsubscribeFromPush(registration.pushManager, null))
      .catch(() => {});
  });
}
