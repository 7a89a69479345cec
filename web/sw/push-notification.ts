/**
 * What the service worker shows for a push message (DESIGN "Server" web push): the payload's
 * title and body, its tag (a newer push with the same tag replaces the older notification and
 * buzzes again), the app icon, the monochrome status-bar badge, and the deep link for the tap.
 */
import { pushPayloadSchema, type PushPayload } from '../../shared/notifications';
import { push_fallbackBody } from '../../shared/i18n/paraglide/messages.js';

export const APP_ICON = '/icons/icon-192.png';
export const BADGE_ICON = '/icons/badge-96.png';

/**
 * Shown when a push carries no payload or one we cannot read: better a hint than nothing. The
 * worker has no stored language (no localStorage there), so the hint is in the base language.
 */
export function fallbackPayload(): PushPayload {
  return { title: 'GroupPurse', body: push_fallbackBody(), tag: 'grouppurse', url: '/' };
}

/** `renotify` is standard but missing from TypeScript's DOM types. */
export type PushNotificationOptions = NotificationOptions & { renotify: boolean; data: { url: string } };

/**
 * The title and options for `registration.showNotification`, from the push message's text.
 * @example notificationFromPush('{"title":"Payment confirmed","body":"₦5,000","tag":"c-1","url":"/my-contributions?c=1"}')
 */
export function notificationFromPush(text: string | null): { title: string; options: PushNotificationOptions } {
  const payload = parsePayload(text);
  return {
    title: payload.title,
    options: {
      body: payload.body,
      // renotify needs a non-empty tag (showNotification throws otherwise).
      tag: payload.tag || fallbackPayload().tag,
      renotify: true,
      icon: APP_ICON,
      badge: BADGE_ICON,
      data: { url: payload.url },
    },
  };
}

function parsePayload(text: string | null): PushPayload {
  if (text === null || text.trim() === '') return fallbackPayload();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // Plain text (DevTools' "Push" button sends some): show it under the app's name.
    return { ...fallbackPayload(), body: text.slice(0, 200) };
  }
  const result = pushPayloadSchema.safeParse(json);
  return result.success ? result.data : fallbackPayload();
}
