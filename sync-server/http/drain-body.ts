import type { MiddlewareHandler } from 'hono';

/** Past this many unread bytes, a client is sending far more than any route takes: close instead. */
export const DRAIN_CAP_BYTES = 32 * 1024 * 1024;

/**
 * A body declared this small (the API's JSON limit) is left to the route as it came, and read
 * after it only if the route left it unread: at most this much is ever held, and no stream is
 * built for the common request. Larger or chunked bodies go through the owned stream below.
 */
export const SMALL_BODY_BYTES = 64 * 1024;

/**
 * No answer goes out before its request body has been read. A route may answer early (413 from a
 * body limit on Content-Length, 401, 403) while a phone is still uploading; @hono/node-server then
 * gives the rest of the body only 500 ms before it destroys the socket, and a client still sending
 * gets a reset (ECONNRESET/EPIPE) that drops the answer: "network error" instead of "File Too
 * Large". So the body reaches routes through a stream this middleware owns, and whatever they left
 * unread is read and discarded here before the answer is sent, up to DRAIN_CAP_BYTES; past that the
 * answer says `Connection: close` and the adapter closes the socket.
 */
export const drainBody: MiddlewareHandler = async (c, next) => {
  // A GET or HEAD carries no body, and merely asking for one makes @hono/node-server build a full
  // Request for its lightweight one: most of the cost of a small GET.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined && Number(declared) <= SMALL_BODY_BYTES) {
    await next();
    // A route that answered without reading (401, 403, a dead link) left the body: read it now.
    // Nothing in this server reads a body of this size only in part, so read or untouched are the cases.
    if (!c.req.raw.bodyUsed) await c.req.raw.arrayBuffer().catch(() => {}); // the client went away: no one to answer
    return;
  }
  const source = c.req.raw.body;
  if (!source) return next();
  const reader = source.getReader();
  let ended = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read();
      if (chunk.done) {
        ended = true;
        controller.close();
      } else controller.enqueue(chunk.value);
    },
    // A route that stops reading (a body limit) leaves the rest to the drain below.
  });
  // duplex: Node's Request needs it for a stream body; the DOM RequestInit type does not know it.
  c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
  await next();
  let drained = 0;
  try {
    while (!ended) {
      const chunk = await reader.read();
      if (chunk.done) return;
      drained += chunk.value.length;
      if (drained > DRAIN_CAP_BYTES) {
        void reader.cancel().catch(() => {});
        c.header('Connection', 'close');
        return;
      }
    }
  } catch {
    // The client went away mid-body: there is no one left to answer.
  }
};
