import type { Agent } from 'node:https';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { webPushSender, type PushSender } from './sender';
import { givenVapidKeys, vapidKeys, type VapidKeys } from './vapid';
import { createPushWorker, type PushWorker } from './worker';
import type { Log } from '../observe/log';
import type { Metrics } from '../observe/metrics';

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
  /** Where the worker logs and counts its deliveries (startServer's); silent and uncounted without. */
  observe?: { log: Log; metrics: Metrics };
}

/** The server's web push: its public key for browsers, the allowed push services and the delivery worker. */
export interface Push {
  /** The VAPID public key, read (or made) in the database at the first call and kept after. */
  publicKey(): Promise<string>;
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
 * Builds web push on a database: the VAPID keys (given, or created and kept in the database) and
 * the worker. The app is built synchronously, so stored keys are read at their first use (the
 * public key's route, or the first send), in a transaction of their own, and kept after; keys
 * given by env are checked here. The worker is not started: startServer starts it, tests run it by hand.
 * @example const push = createPush(db, clock, { agent }); push.worker.start()
 */
export function createPush(db: Database, clock: Clock, options: PushOptions = {}): Push {
  givenVapidKeys(options.vapid);
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () =>
    (keys ??= db.transaction((tx) => vapidKeys(tx, options.vapid)).catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
  // Building the sender only wraps the keys: cheap enough to do per message.
  const webPush: PushSender = async (message) => webPushSender(await vapid(), options.agent ? { agent: options.agent } : {})(message);
  return {
    publicKey: async () => (await vapid()).publicKey,
    endpointHosts: [...BROWSER_PUSH_HOSTS, ...(options.endpointHosts ?? [])],
    kickOnWrite: options.kickOnWrite ?? true,
    worker: createPushWorker({ db, clock, send: options.send ?? webPush, ...options.observe }),
  };
}
