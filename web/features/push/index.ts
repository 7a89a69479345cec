/**
 * Push notifications: the offer and the settings. What other features may use (the service worker's half is in web/sw).
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { LazyPushLayer, LazyPushMenuButton } from './lazy-push';
export { offerPushNotifications } from './offer-request';
