import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardStalls, StalledRequest } from './stall-guard';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const encoder = new TextEncoder();

/** A body that sends `chunks` with `gapMs` between them, then ends (or goes silent when `end` is false). */
function dripping(chunks: string[], gapMs: number, end = true): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(stream) {
      if (sent > 0) await pause(gapMs);
      if (sent < chunks.length) stream.enqueue(encoder.encode(chunks[sent++]));
      else if (end) stream.close();
      else await new Promise(() => undefined); // silent for good
    },
  });
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('requests that give up when the network goes silent', () => {
  it('ends a request whose answer never comes, even from a fetch that ignores the signal', async () => {
    const request = guardStalls(() => new Promise<Response>(() => undefined), 40);
    const started = Date.now();
    await expect(request('/api/sync/push')).rejects.toBeInstanceOf(StalledRequest);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('ends a body that goes silent halfway, so the page read fails instead of waiting', async () => {
    const request = guardStalls(async () => new Response(dripping(['{"protocol":', '3'], 5, false)), 40);
    const response = await request('/api/sync?since=0');
    await expect(response.json()).rejects.toBeInstanceOf(StalledRequest);
  });

  it('lets a slow answer through whole while its bytes keep coming, and runs the clock only while it waits on the network', async () => {
    const parts = ['{"a":', '"', 'x'.repeat(1000), '"', '}'];
    const request = guardStalls(async () => new Response(dripping(parts, 20), { status: 200, headers: { 'content-type': 'application/json' } }), 200);
    const response = await request('/api/sync?since=0');
    expect(response.headers.get('content-type')).toBe('application/json');
    const reader = response.body!.getReader();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      await pause(300); // the reader is busy longer than the stall limit: not the network's silence
    }
    expect(JSON.parse(text)).toEqual({ a: 'x'.repeat(1000) });
  });

  it("passes the caller's own abort through as it is", async () => {
    const caller = new AbortController();
    const request = guardStalls((_input, init) => new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))), 5_000);
    const pending = request('/api/sync/push', { signal: caller.signal });
    caller.abort(new Error('logged out'));
    await expect(pending).rejects.toThrow('logged out');
  });

  it('ends a real request to a server that sent its headers and then nothing', async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"protocol":3,');
      // …and nothing more, the connection left open, as a dropped 2G link looks.
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await guardStalls(fetch, 100)(`http://127.0.0.1:${port}/api/sync?since=0`);
    await expect(response.json()).rejects.toBeInstanceOf(StalledRequest);
  });
});
