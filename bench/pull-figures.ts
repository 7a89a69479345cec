/**
 * Measuring helpers for bench/sync.ts: medians, a plain Node client that fetches every pull page
 * (the floor the issue names), and the real sync engine on fake-indexeddb timed page by page.
 */
import 'fake-indexeddb/auto';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PullResponse } from '../shared/sync-protocol';
import { openDeviceDb } from '../web/data/db';
import { createSyncEngine } from '../web/sync/engine';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
export const ms = (x: number) => `${x.toFixed(0)} ms`;
export const kb = (x: number) => `${(x / 1024).toFixed(0)} KiB`;

/**
 * A GET that counts the bytes as they came over the wire: fetch decodes brotli and gzip and the
 * server streams large answers without a Content-Length, so fetch alone can only tell the JSON size.
 */
async function countedGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; wireBytes: number; text: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { ...headers, 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && name !== 'content-encoding' && name !== 'content-length') out.set(name, String(value));
        resolve({ status: res.statusCode ?? 0, headers: out, wireBytes: raw.byteLength, text: body.toString('utf8') });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Every page with a bare fetch: no Dexie, no engine. Bytes as they come over the wire. */
export async function plainPull(base: string, cookie: string): Promise<{ ms: number; pages: number; rows: number; wireBytes: number; jsonBytes: number }> {
  const started = performance.now();
  let since = 0;
  let snapshot: number | undefined;
  let pages = 0;
  let rows = 0;
  let wireBytes = 0;
  let jsonBytes = 0;
  for (;;) {
    const query = snapshot === undefined ? `since=${since}` : `since=${since}&snapshot=${snapshot}`;
    const { text, wireBytes: bytes } = await countedGet(`${base}/api/sync?${query}`, { cookie });
    wireBytes += bytes;
    jsonBytes += Buffer.byteLength(text);
    const page = JSON.parse(text) as PullResponse & { snapshot?: number };
    rows += page.groups.length + page.projects.length + page.members.length + page.contributions.length + page.notifications.length + page.history.length;
    pages += 1;
    since = page.cursor;
    snapshot ??= page.snapshot;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - started, pages, rows, wireBytes, jsonBytes };
}

/**
 * The real engine into a fresh device database. `figuresAt`: when every purse on the device shows
 * its true collected total (checked between pages, where the dashboard would re-read).
 */
export async function enginePull(base: string, cookie: string, userId: string, collected: Map<string, number>) {
  const db = openDeviceDb(userId, `bench-${crypto.randomUUID()}`);
  let wire = 0;
  let figuresAt: number | null = null;
  const started = performance.now();
  const figuresRight = async () => {
    const purses = await db.projects.bulkGet([...collected.keys()]);
    return purses.every((p) => p && p.collectedAmountKobo === collected.get(p.id));
  };
  const engine = createSyncEngine({
    db,
    userId,
    baseUrl: base,
    fetch: async (input, init) => {
      if (figuresAt === null && (await figuresRight())) figuresAt = performance.now() - started;
      if ((init?.method ?? 'GET') !== 'GET') return fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
      const res = await countedGet(String(input), { ...(init?.headers as Record<string, string>), cookie });
      wire += res.wireBytes;
      return new Response(res.status === 204 || res.status === 304 ? null : res.text, { status: res.status, headers: res.headers });
    },
  });
  const result = await engine.syncNow();
  const allMs = performance.now() - started;
  if (figuresAt === null && (await figuresRight())) figuresAt = allMs;
  engine.stop();
  const stored = { contributions: await db.contributions.count(), history: await db.history.count(), notifications: await db.notifications.count(), proofs: await db.proofs.count() };
  db.close();
  await db.delete();
  return { ok: result.ok, figuresMs: figuresAt ?? NaN, allMs, wire, stored };
}
