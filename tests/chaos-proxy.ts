import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seeded, type Seeded } from '../sync-server/testing/seeded';

/**
 * A local HTTP proxy that mistreats the sync engine's traffic the way a bad mobile network (and a
 * retrying middlebox) does, for the chaos-sync suite. Each request it may damage is buffered, then,
 * chosen by a seeded generator per device, it is:
 * - 'pass': forwarded and answered as it is;
 * - 'delay': held a few ms before it goes and/or before its answer comes back;
 * - 'drop': never forwarded (the phone sees a network error); half the time a copy still reaches
 *   the server late, after later requests: an old push arriving after newer ones;
 * - 'lose-answer': forwarded, applied, and its answer lost on the way back;
 * - 'duplicate': forwarded twice at once; the phone gets one of the two answers;
 * - 'late': forwarded and answered, and a copy sent again later, after other requests;
 * - 'hold': kept back until requests of other devices have overtaken it (reordering);
 * - 'cut-request': the server gets the headers with the full Content-Length but only part of the
 *   body, then the connection dies; the phone sees a network error;
 * - 'cut-answer': the phone gets the status, headers (with the full Content-Length) and part of
 *   the body, then the connection dies.
 * `calm()` ends the faults and delivers every held request and late copy, for the settle phase.
 */

export const FAULT_KINDS = ['delay', 'drop', 'lose-answer', 'duplicate', 'late', 'hold', 'cut-request', 'cut-answer'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How often each fault is picked, relative to the others, when a request is damaged at all. */
const FAULT_WEIGHTS: Record<FaultKind, number> = { delay: 24, drop: 10, 'lose-answer': 12, duplicate: 12, late: 10, hold: 10, 'cut-request': 10, 'cut-answer': 12 };
const MAX_DELAY_MS = 50;
const MAX_HOLD_MS = 80;

export interface ChaosProxyOptions {
  /** The real server. */
  target: { host: string; port: number };
  seed: number;
  /** Share of damageable requests that get a fault (0..1). */
  faultRate: number;
  /** Which device sent a request (from its headers): each device gets its own seeded stream of faults. */
  deviceOf: (headers: IncomingHttpHeaders) => number;
  /** Which requests may be damaged; everything else passes untouched. */
  damageable: (method: string, path: string) => boolean;
}

export interface ChaosFigures {
  requests: number;
  damaged: number;
  faults: Record<FaultKind, number>;
  /** Copies that reached the server late (from 'late', and from 'drop' that kept one). */
  lateDelivered: number;
  /** Second copies of 'duplicate' that reached the server. */
  duplicatesDelivered: number;
}

export interface ChaosProxy {
  url: string;
  figures: ChaosFigures;
  /** Ends the faults and delivers everything still held back (held requests, late copies). */
  calm(): Promise<void>;
  close(): Promise<void>;
}

interface Buffered {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Hop-by-hop headers are the proxy's own business; the body is re-sent whole with its length. */
function forwardable(headers: IncomingHttpHeaders, bodyLength: number): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)) continue;
    out[name] = value;
  }
  if (bodyLength > 0) out['content-length'] = String(bodyLength);
  return out;
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
    stream.on('aborted', () => reject(new Error('aborted')));
  });
}

export async function startChaosProxy(options: ChaosProxyOptions): Promise<ChaosProxy> {
  const figures: ChaosFigures = {
    requests: 0,
    damaged: 0,
    faults: Object.fromEntries(FAULT_KINDS.map((kind) => [kind, 0])) as Record<FaultKind, number>,
    lateDelivered: 0,
    duplicatesDelivered: 0,
  };
  const streams = new Map<number, Seeded>();
  const randFor = (device: number) => {
    let rand = streams.get(device);
    if (!rand) {
      rand = seeded((options.seed ^ Math.imul(device + 1, 0x9e3779b1)) >>> 0);
      streams.set(device, rand);
    }
    return rand;
  };
  let calm = false;
  /** Copies waiting to reach the server late: each goes after `after` more requests have arrived. */
  const late: { copy: Buffered; after: number }[] = [];
  /** Requests held back until `after` more requests have overtaken them (or MAX_HOLD_MS passed). */
  const held: { after: number; release: () => void }[] = [];
  /** Sends nobody waits for (late copies, second duplicates): awaited by calm() and close(). */
  const background = new Set<Promise<unknown>>();

  function inBackground(task: Promise<unknown>) {
    background.add(task);
    void task.finally(() => background.delete(task));
  }

  /** Sends a request to the server; null when no whole answer came back. */
  function forward(request: Buffered): Promise<Answer | null> {
    return new Promise((resolve) => {
      const { host, port } = options.target;
      const upstream = httpRequest({ host, port, method: request.method, path: request.path, headers: forwardable(request.headers, request.body.length), agent: false }, (res) => {
        readBody(res).then(
          (body) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body }),
          () => resolve(null),
        );
      });
      upstream.on('error', () => resolve(null));
      upstream.end(request.body);
    });
  }

  /** Sends the headers (full Content-Length) and part of the body, then kills the connection. */
  function forwardCut(request: Buffered, cutAt: number): Promise<void> {
    return new Promise((resolve) => {
      const { host, port } = options.target;
      const upstream = httpRequest({ host, port, method: request.method, path: request.path, headers: forwardable(request.headers, request.body.length), agent: false });
      upstream.on('error', () => resolve());
      upstream.on('close', () => resolve());
      upstream.flushHeaders();
      upstream.write(request.body.subarray(0, cutAt), () => setTimeout(() => upstream.destroy(), 5));
    });
  }

  function deliverLate(copy: Buffered) {
    inBackground(forward(copy).then(() => (figures.lateDelivered += 1)));
  }

  /** Each arriving request moves the queues on: late copies and held requests wait for others. */
  function tick() {
    for (const item of [...late]) {
      item.after -= 1;
      if (item.after <= 0) {
        late.splice(late.indexOf(item), 1);
        deliverLate(item.copy);
      }
    }
    for (const item of [...held]) {
      item.after -= 1;
      if (item.after <= 0) item.release();
    }
  }

  function answer(res: ServerResponse, reply: Answer, cutAt?: number) {
    const headers = forwardable(reply.headers, 0);
    headers['content-length'] = String(reply.body.length);
    res.writeHead(reply.status, headers as Record<string, string | string[]>);
    if (cutAt === undefined) {
      res.end(reply.body);
      return;
    }
    res.write(reply.body.subarray(0, cutAt), () => res.socket?.destroy());
  }

  const hangUp = (res: ServerResponse) => res.socket?.destroy();

  function pickFault(rand: Seeded): FaultKind | null {
    if (calm || rand.next() >= options.faultRate) return null;
    const total = FAULT_KINDS.reduce((sum, kind) => sum + FAULT_WEIGHTS[kind], 0);
    let roll = rand.next() * total;
    for (const kind of FAULT_KINDS) {
      roll -= FAULT_WEIGHTS[kind];
      if (roll < 0) return kind;
    }
    return 'delay';
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch {
      return hangUp(res);
    }
    const request: Buffered = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
    figures.requests += 1;
    tick();
    if (!options.damageable(request.method, request.path.split('?')[0] ?? '')) {
      const reply = await forward(request);
      return reply ? answer(res, reply) : hangUp(res);
    }
    const rand = randFor(options.deviceOf(req.headers));
    let fault = pickFault(rand);
    // A request without a body cannot be cut mid-body: its answer is cut instead.
    if (fault === 'cut-request' && body.length < 2) fault = 'cut-answer';
    if (fault === null) {
      const reply = await forward(request);
      return reply ? answer(res, reply) : hangUp(res);
    }
    figures.damaged += 1;
    figures.faults[fault] += 1;
    switch (fault) {
      case 'delay': {
        const before = rand.next() < 0.7 ? rand.int(1, MAX_DELAY_MS) : 0;
        const after = rand.next() < 0.7 ? rand.int(1, MAX_DELAY_MS) : 0;
        await sleep(before);
        const reply = await forward(request);
        await sleep(after);
        return reply ? answer(res, reply) : hangUp(res);
      }
      case 'drop':
        if (rand.next() < 0.5) late.push({ copy: request, after: rand.int(2, 12) });
        return hangUp(res);
      case 'lose-answer':
        await forward(request);
        return hangUp(res);
      case 'duplicate': {
        const first = forward(request);
        const second = forward(request);
        const [kept, other] = rand.next() < 0.5 ? [first, second] : [second, first];
        inBackground(other.then(() => (figures.duplicatesDelivered += 1)));
        const reply = await kept;
        return reply ? answer(res, reply) : hangUp(res);
      }
      case 'late': {
        late.push({ copy: request, after: rand.int(2, 12) });
        const reply = await forward(request);
        return reply ? answer(res, reply) : hangUp(res);
      }
      case 'hold': {
        await new Promise<void>((resolve) => {
          const item = { after: rand.int(1, 3), release: () => {} };
          const timer = setTimeout(() => item.release(), rand.int(10, MAX_HOLD_MS));
          item.release = () => {
            clearTimeout(timer);
            const at = held.indexOf(item);
            if (at >= 0) held.splice(at, 1);
            resolve();
          };
          held.push(item);
        });
        const reply = await forward(request);
        return reply ? answer(res, reply) : hangUp(res);
      }
      case 'cut-request':
        await forwardCut(request, rand.int(1, body.length - 1));
        return hangUp(res);
      case 'cut-answer': {
        const reply = await forward(request);
        if (!reply) return hangUp(res);
        if (reply.body.length < 2) return hangUp(res); // nothing to cut: the answer is lost whole
        return answer(res, reply, rand.int(1, reply.body.length - 1));
      }
      default: {
        const unhandled: never = fault;
        throw new Error(`unhandled fault ${String(unhandled)}`);
      }
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function calmDown() {
    calm = true;
    for (const item of [...held]) item.release();
    for (const item of late.splice(0)) deliverLate(item.copy);
    while (background.size > 0) await Promise.all([...background]);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    figures,
    calm: calmDown,
    async close() {
      await calmDown();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
