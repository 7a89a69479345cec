/**
 * Requests that give up when the network goes silent. On 2G a connection can drop without a word
 * (no reset, no error): fetch then waits for the phone's TCP stack to give up, many minutes. A sync
 * run would hang with it — every trigger meanwhile (a signal back, the app shown again) joins the
 * run that hangs, and the member's payment stays on the phone with a signal in the corner — and a
 * screen's request (a login code, a reminder) would leave its button spinning. A request here is
 * ended when no byte has come for `stallMs`, and fails as offline does: the sync's back-off tries
 * again (safe: a push is answered once per mutation id, a proof is stored by its hash), a screen
 * says it is offline and the person may try again (lib/api.ts).
 */

/** No byte for this long (headers or body) ends a request: 2G that still works sends more often. */
export const STALL_MS = 45_000;
/** What a guarded request rejects with when it went silent (a TypeError, as fetch's own network failures). */
export class StalledRequest extends TypeError {
  constructor(stallMs: number) {
    super(`No answer for ${Math.round(stallMs / 1000)} s`);
    this.name = 'StalledRequest';
  }
}

/**
 * `doFetch`, ended when the answer's headers, or the next bytes of its body that are asked for, do
 * not come within `stallMs`. The body is passed on as it arrives (a reader may still stop early);
 * the clock runs only while something is waited for from the network.
 * @example const request = guardStalls(fetch); await (await request('/api/sync?since=0')).json()
 */
export function guardStalls(doFetch: typeof fetch, stallMs = STALL_MS): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    if (outer?.aborted) controller.abort(outer.reason);
    else outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
    const aborted = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
    );
    aborted.catch(() => undefined);
    /** `waited`, or StalledRequest once nothing came for stallMs (an implementation that ignores the signal is left behind). */
    const within = async <T>(waited: Promise<T>): Promise<T> => {
      const timer = setTimeout(() => controller.abort(new StalledRequest(stallMs)), stallMs);
      try {
        return await Promise.race([waited, aborted]);
      } catch (error) {
        throw controller.signal.reason instanceof StalledRequest ? controller.signal.reason : error;
      } finally {
        clearTimeout(timer);
      }
    };
    const response = await within(doFetch(input, { ...init, signal: controller.signal }));
    if (!response.body) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        try {
          const { done, value } = await within(reader.read());
          if (done) stream.close();
          else stream.enqueue(value);
        } catch (error) {
          void reader.cancel(error).catch(() => undefined);
          stream.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
