import type { Agent } from 'node:https';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { webPushSender, type PushSender } from './sender';
import { vapidKeys, type VapidKeys } from './vapid';
import { createPushWorker, type PushWorker } from './worker';

/** How web push is set up (main.ts reads these from the environment; tests inject them). */
export interface PushOptions {
  /** VAPID keys given by env; without them they are generated at first start and kept in the database. */
  vapid?: Partial<VapidKeys>;
  /** For web-push's requests, e.g. an https.Agent trusting a local test push service's certificate. */
  agent?: Agent;
  /** Replaces web-push altogether (a test's recording sender). */
  send?: PushSender;
  /** Push-service hosts accepted for subscriptions besides the browsers' own (a test service's '127.0.0.1'). */
  endpointHosts?: string[];
  /** Run the worker right after each write request (default true). Tests that drive it by hand turn it off. */
  kickOnWrite?: boolean;
}

/** The server's web push: its public key for browsers, the allowed push services and the delivery worker. */
export interface Push {
  publicKey: string;
  endpointHosts: readonly string[];
  kickOnWrite: boolean;
  worker: PushWorker;
}

/**
 * Where browsers' subscriptions may point (Chrome and Android browsers: FCM; Firefox: Mozilla;
 * Edge: WNS; Safari: Apple). The server POSTs to whatever endpoint a user registers, so anything
 * else is refused: a subscription must not turn the server into a client of arbitrary hosts.
 */
export const BROWSER_PUSH_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'] as const;

/**
 * Builds web push on a database: resolves (or creates and keeps) the VAPID keys and makes the
 * worker. The worker is not started: startServer starts it, tests run it by hand.
 * @example const push = createPush(db, clock, { agent }); push.worker.start()
 */
export function createPush(db: Db, clock: Clock, options: PushOptions = {}): Push {
  const vapid = vapidKeys(db, options.vapid);
  const send = options.send ?? webPushSender(vapid, options.agent ? { agent: options.agent } : {});
  return {
    publicKey: vapid.publicKey,
    endpointHosts: [...BROWSER_PUSH_HOSTS, ...(options.endpointHosts ?? [])],
    kickOnWrite: options.kickOnWrite ?? true,
    worker: createPushWorker({ db, clock, send }),
  };
}
