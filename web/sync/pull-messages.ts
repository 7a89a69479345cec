/** What the page and the pull worker (pull-worker.ts) say to each other: one pull at a time. */
export interface PullAsk {
  userId: string;
  /** The device database's name (tests open databases of other names). */
  dbName: string;
  baseUrl: string;
  /** SYNC_PROTOCOL_VERSION of the page's build. */
  protocol: number;
}

export type PullAnswer =
  | { ok: true; pages: number }
  /** The server answered `status` (HttpFailure in the engine). */
  | { ok: false; status: number }
  /** No answer came (fetch threw: offline, DNS, server down), or the worker itself failed. */
  | { ok: false; status: null; message: string };
