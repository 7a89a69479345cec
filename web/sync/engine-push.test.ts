import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
import { restoreLocaleAfterEach } from '../../shared/i18n/test-locale';
import { SYNC_PROTOCOL_VERSION, type PullResponse, type PushResponse } from '../../shared/sync-protocol';
import type { OutboxEntry } from '../data/db';
import { freshDeviceDbs } from '../data/test-db';
import { entryRefusal } from '../lib/refusal-text';
import { describeChange } from './describe-change';
import { createSyncEngine } from './engine';
import type { UploadAnswer } from './proof-transfer';

const userId = 'u-member';
const freshDb = freshDeviceDbs(userId);
restoreLocaleAfterEach();

const emptyPage: PullResponse = {
  protocol: SYNC_PROTOCOL_VERSION, cursor: 1, hasMore: false,
  groups: [], projects: [], members: [], partners: [], contributions: [], notifications: [], groupUpdates: [], payouts: [], history: [],
  scope: { visible: [], full: [] },
};

function payment(id: string, proofSha256?: string): OutboxEntry {
  return {
    id, type: 'contribution.create', payload: {}, label: 'Payment', target: { table: 'contributions', id },
    createdAt: '2026-01-01T00:00:00.000Z', status: 'queued', attempts: 0, ...(proofSha256 ? { proofSha256 } : {}),
  };
}

/** An engine whose server answers a push with `results` and whose proof uploads get `upload`. */
function engineWith(db: ReturnType<typeof freshDb>, results: PushResponse['results'], upload: UploadAnswer) {
  return createSyncEngine({
    db,
    userId,
    uploadProof: async () => upload,
    fetch: async (input) => {
      const path = new URL(String(input), 'http://phone').pathname;
      const body: PushResponse | PullResponse = path === '/api/sync/push' ? { protocol: SYNC_PROTOCOL_VERSION, results } : emptyPage;
      return new Response(JSON.stringify(body), { status: 200 });
    },
  });
}

async function withProof(db: ReturnType<typeof freshDb>, sha256: string) {
  await db.proofs.put({ sha256, bytes: new ArrayBuffer(4), mimeType: 'image/jpeg', size: 4, uploaded: 0, createdAt: '2026-01-01T00:00:00.000Z' });
}

describe('the engine keeps refusals as codes of the union', () => {
  it('stores a push refusal with its code and params, and the phone words it from them alone', async () => {
    const db = freshDb();
    await db.outbox.add(payment('p1'));
    const engine = engineWith(db, [{ id: 'p1', status: 'refused', code: 'invalid-field', message: 'Amount is required', field: 'amount', params: { messageKey: 'amountRequired' } }], { status: 201, message: null });
    await engine.syncNow();
    engine.stop();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused', code: 'invalid-field', params: { messageKey: 'amountRequired' } });
    overwriteGetLocale(() => 'ha');
    expect(entryRefusal(entry!)).toBe('Ana buƙatar adadi');
    // Whatever English was stored beside it.
    expect(entryRefusal({ ...entry!, message: 'not looked at' })).toBe('Ana buƙatar adadi');
  });

  it("stores a proof upload refused without a code as 'proof-upload-failed' with its status, not a made-up code", async () => {
    const db = freshDb();
    await withProof(db, 'a'.repeat(64));
    await db.outbox.add(payment('p2', 'a'.repeat(64)));
    const engine = engineWith(db, [], { status: 413, message: null, code: null });
    await engine.syncNow();
    engine.stop();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused', code: 'proof-upload-failed', params: { status: 413 } });
    overwriteGetLocale(() => 'ha');
    expect(entryRefusal(entry!)).toBe('Ba a iya loda hoton shaidar biya ba.');
    // The photo is at fault: editing the payment would send it again.
    expect(describeChange(entry!)).toMatchObject({ state: 'refused', edit: false });
  });

  it("keeps the server's code for a refused photo, with the params its text needs", async () => {
    const db = freshDb();
    await withProof(db, 'b'.repeat(64));
    await db.outbox.add(payment('p3', 'b'.repeat(64)));
    const engine = engineWith(db, [], { status: 413, message: 'Image is too large. Maximum size is 10MB.', code: 'file-too-large', params: { messageKey: 'imageTooLarge10MB' } });
    await engine.syncNow();
    engine.stop();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'refused', code: 'file-too-large', params: { messageKey: 'imageTooLarge10MB' } });
    expect(describeChange(entry!)).toMatchObject({ edit: false });
  });
});

describe('a sync request that goes silent', () => {
  it('ends the run as offline instead of holding it and every trigger after it, and the next run sends the payment', async () => {
    const db = freshDb();
    await db.outbox.add(payment('p9'));
    let pushes = 0;
    const engine = createSyncEngine({
      db,
      userId,
      stallMs: 50,
      backoff: [60_000],
      fetch: async (input) => {
        const path = new URL(String(input), 'http://phone').pathname;
        // The first push goes out and nothing ever comes back (a dropped 2G link, no reset).
        if (path === '/api/sync/push' && ++pushes === 1) return new Promise<Response>(() => undefined);
        const body: PushResponse | PullResponse = path === '/api/sync/push' ? { protocol: SYNC_PROTOCOL_VERSION, results: [{ id: 'p9', status: 'applied' }] } : emptyPage;
        return new Response(JSON.stringify(body), { status: 200 });
      },
    });
    const first = await engine.syncNow();
    expect(first).toEqual({ ok: false, reason: 'offline' });
    expect(engine.getStatus().phase).toBe('offline');
    expect(await db.outbox.count()).toBe(1);
    // The signal is back ('online', the app shown again): this run is not stuck behind the first.
    expect(await engine.syncNow()).toMatchObject({ ok: true, pushed: 1 });
    engine.stop();
    expect(await db.outbox.count()).toBe(0);
    expect(pushes).toBe(2);
  });
});

describe('the signal coming back', () => {
  it('starts the back-off over: a first try that fails as the link attaches is followed in seconds, not after the long wait an hour offline built up', async () => {
    const db = freshDb();
    await db.outbox.add(payment('p10'));
    let networkUp = false;
    let pushes = 0;
    const engine = createSyncEngine({
      db,
      userId,
      // 20 ms stands for the first waits, a minute for the long ones an hour offline reaches.
      backoff: [20, 60_000],
      fetch: async (input) => {
        const path = new URL(String(input), 'http://phone').pathname;
        if (path === '/api/sync/push') pushes += 1;
        if (!networkUp) throw new TypeError('Failed to fetch');
        const body: PushResponse | PullResponse = path === '/api/sync/push' ? { protocol: SYNC_PROTOCOL_VERSION, results: [{ id: 'p10', status: 'applied' }] } : emptyPage;
        return new Response(JSON.stringify(body), { status: 200 });
      },
    });
    expect(await engine.syncNow()).toEqual({ ok: false, reason: 'offline' });
    expect(await engine.syncNow()).toEqual({ ok: false, reason: 'offline' }); // now a minute to the next try
    // 'online' fires; its own try still finds no route (the link is attaching), the next one does.
    expect(await engine.signalBack()).toEqual({ ok: false, reason: 'offline' });
    networkUp = true;
    const deadline = Date.now() + 2_000;
    while ((await db.outbox.count()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    engine.stop();
    expect(await db.outbox.count()).toBe(0);
    expect(pushes).toBe(4);
  });

  it('shows it is syncing while another tab\u2019s sync holds the lock, and syncs right after it', async () => {
    const db = freshDb();
    // Another tab holds the sync's Web Lock until `release` is called.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { locks: { request: (_name: string, task: () => Promise<unknown>) => held.then(task) } } });
    try {
      const engine = engineWith(db, [], { status: 201, message: null });
      const run = engine.syncNow();
      expect(engine.getStatus().phase).toBe('syncing');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(engine.getStatus().phase).toBe('syncing');
      release();
      expect(await run).toMatchObject({ ok: true });
      expect(engine.getStatus().phase).toBe('idle');
      engine.stop();
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });
});
