/**
 * Whether this browser can receive web push at all. iPhones can only from the installed app
 * (Add to Home Screen); there, and in old browsers, the pieces below are missing.
 */

/** The globals push needs; `globalThis` in the app, a plain object in tests. */
export interface PushGlobals {
  navigator?: object;
  PushManager?: unknown;
  Notification?: unknown;
}

/** @example isPushSupported(globalThis) */
export function isPushSupported(scope: PushGlobals = globalThis as PushGlobals): boolean {
  return (
    scope.navigator !== undefined &&
    'serviceWorker' in scope.navigator &&
    typeof scope.PushManager === 'function' &&
    typeof scope.Notification === 'function'
  );
}

/** The browser's permission for notifications, or 'unsupported' when push is not available. */
export type PushPermission = NotificationPermission | 'unsupported';

export function currentPushPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}
