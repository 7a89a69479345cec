/**
 * The sync engine: pushes the outbox, then pulls every change since the device's cursor.
 * No React here (STYLE habit 1): screens see its effects through Dexie and its status store.
 *
 * When it runs: on start, on `online`, when the app becomes visible, soon after every local write
 * (requestSync), on a service-worker Background Sync event, and — after a failure — with
 * exponential backoff. One run at a time across tabs (Web Locks), and within a tab.
 */
import { SYNC_PROTOCOL_VERSION, SYNC_PUSH_MAX, type PushResponse } from '../../shared/sync-protocol';
import type { DeviceDb } from '../data/db';
import { applyPushResults, refuseEntry } from './apply-push';
import { HttpFailure } from './http-failure';
import { PROOF_REFUSAL_CODES } from '../lib/refusal-text';
import { pullAll } from './pull-all';
import { defaultUploader, syncReviewProofs, type ProofUploader, type UploadProgress } from './proof-transfer';
import { networkConnection, prefetchBudget, type NetworkConnection } from './prefetch-budget';
import { guardStalls, STALL_MS } from '../lib/stall-guard';
import { proofUploadPath } from '../../shared/contributions';
import type { OutboxEntry } from '../data/db';
import { sync_logInAgainChanges, sync_proofUploadFailed, sync_serverDown, sync_updateApp } from '../../shared/i18n/paraglide/messages.js';

export { FIRST_PAGE_ROWS, pullPath } from './pull-all';

export type SyncPhase = 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out';

export interface SyncStatus {
  phase: SyncPhase;
  /** ISO time of the last run that pushed and pulled everything. */
  lastSyncedAt: string | null;
  /** Why the last run stopped, in words for the user (in the language of the moment it stopped). */
  lastError: string | null;
  /** Proof images being uploaded right now, for a visible progress; null when none. */
  upload?: UploadProgress | null;
}

export type SyncRunResult = { ok: true; pushed: number; pulledPages: number } | { ok: false; reason: 'offline' | 'signed-out' | 'server' | 'protocol' };

export interface SyncEngineOptions {
  db: DeviceDb;
  /** Whose device database this is: decides which rows are theirs when the server's scope shrinks. */
  userId: string;
  /** Injected for tests; the browser's fetch by default (cookies go along: same origin). */
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Delays after consecutive failures, in ms (the last one repeats). */
  backoff?: readonly number[];
  /** Injected for tests; XMLHttpRequest (with progress) in a page, fetch elsewhere. */
  uploadProof?: ProofUploader;
  /** The connection as the Network Information API tells it; `navigator.connection` by default. */
  connection?: () => NetworkConnection | undefined;
  /**
   * Pulls every change and returns the pages applied (throwing as pullAll does); by default in
   * this thread with `fetch`. The app passes one that runs in a dedicated worker (pull-in-worker.ts).
   */
  pull?: () => Promise<number>;
  /** How long a request may go without a byte before the run gives up on it (STALL_MS). */
  stallMs?: number;
}

const DEFAULT_BACKOFF = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

export function createSyncEngine(options: SyncEngineOptions) {
  const { db } = options;
  const rawFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const stallMs = options.stallMs ?? STALL_MS;
  // Every request of a run gives up when the network goes silent (stall-guard.ts): a hung one
  // would hold the run, and every trigger after it, for as long as the phone's TCP stack waits.
  const doFetch = guardStalls(rawFetch, stallMs);
  const base = options.baseUrl ?? '';
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const uploadProof = options.uploadProof ?? defaultUploader(rawFetch, stallMs);
  const connection = options.connection ?? networkConnection;
  const pull = options.pull ?? (() => pullAll(db, options.userId, SYNC_PROTOCOL_VERSION, (path) => request(path)));
  let status: SyncStatus = { phase: 'idle', lastSyncedAt: null, lastError: null };
  const listeners = new Set<() => void>();
  let running: Promise<SyncRunResult> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let debounceTimer: ReturnType<typeof setTimeout> | null = null;

  void db.meta.get('lastSyncedAt').then((entry) => {
    if (typeof entry?.value === 'string') setStatus({ lastSyncedAt: entry.value });
  });

  function setStatus(next: Partial<SyncStatus>) {
    status = { ...status, ...next };
    for (const listener of listeners) listener();
  }

  async function request(path: string, init?: RequestInit): Promise<Response> {
    return doFetch(`${base}${path}`, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init?.headers } });
  }

  /**
   * Uploads the proofs a batch names that the server does not hold yet, and returns the entries
   * that may be sent: an entry whose proof the server refuses for good (not an image, too large)
   * is marked refused with the server's message instead, for the user to see.
   */
  async function uploadProofs(batch: OutboxEntry[]): Promise<OutboxEntry[]> {
    const waiting = [];
    for (const entry of batch) {
      if (!entry.proofSha256) continue;
      const proof = await db.proofs.get(entry.proofSha256);
      if (proof && !proof.uploaded) waiting.push({ entry, proof });
    }
    if (waiting.length === 0) return batch;
    const total = waiting.reduce((sum, w) => sum + w.proof.size, 0);
    let done = 0;
    const refused = new Set<string>();
    setStatus({ upload: { sent: 0, total } });
    try {
      for (const { entry, proof } of waiting) {
        const answer = await uploadProof(`${base}${proofUploadPath(proof.sha256)}`, proof.bytes, proof.mimeType, (sent) =>
          setStatus({ upload: { sent: done + Math.min(sent, proof.size), total } }),
        );
        done += proof.size;
        if (answer.status === 401) throw new HttpFailure(401);
        if (answer.status >= 200 && answer.status < 300) await db.proofs.update(proof.sha256, { uploaded: 1 });
        else if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429) {
          // The photo's own refusal as the server coded it; anything else (a proxy's page, a code
          // that is not about the photo) as the upload's failure, with its status.
          const ownCode = answer.code && PROOF_REFUSAL_CODES.has(answer.code) ? answer.code : undefined;
          await refuseEntry(
            db,
            entry,
            ownCode
              ? { code: ownCode, params: answer.params ?? {}, message: answer.message ?? sync_proofUploadFailed() }
              : { code: 'proof-upload-failed', params: { status: answer.status }, message: answer.message ?? sync_proofUploadFailed() },
          );
          refused.add(entry.id);
        } else throw new HttpFailure(answer.status);
      }
    } finally {
      setStatus({ upload: null });
    }
    return batch.filter((entry) => !refused.has(entry.id));
  }

  /** Pushes queued entries in order, a batch at a time; returns how many were answered. */
  async function pushOutbox(): Promise<number> {
    let answered = 0;
    for (;;) {
      const queued = await db.outbox.where('status').equals('queued').limit(SYNC_PUSH_MAX).sortBy('seq');
      if (queued.length === 0) return answered;
      const batch = await uploadProofs(queued);
      if (batch.length === 0) continue;
      const response = await request('/api/sync/push', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ protocol: SYNC_PROTOCOL_VERSION, mutations: batch.map((e) => ({ id: e.id, type: e.type, payload: e.payload })) }),
      });
      if (!response.ok) throw new HttpFailure(response.status);
      const body = (await response.json()) as PushResponse;
      await applyPushResults(db, batch, body.results);
      answered += body.results.length;
      // A batch with unanswered entries would be sent again at once: stop and retry later.
      if (body.results.length < batch.length) throw new HttpFailure(500);
    }
  }

  /** Best effort: a proof that cannot be fetched now is fetched on a later run. */
  async function prefetchReviewProofs(): Promise<void> {
    const scope = await db.meta.get('scope');
    const full = scope?.key === 'scope' ? scope.value.full : [];
    try {
      await syncReviewProofs(db, options.userId, new Set(full), doFetch, base, prefetchBudget(connection()));
    } catch {
      // Offline halfway: the rows are synced; the images follow next time.
    }
  }

  async function runOnce(): Promise<SyncRunResult> {
    setStatus({ phase: 'syncing' });
    try {
      const pushed = await pushOutbox();
      const pulledPages = await pull();
      await prefetchReviewProofs();
      const lastSyncedAt = new Date().toISOString();
      await db.meta.put({ key: 'lastSyncedAt', value: lastSyncedAt });
      failures = 0;
      setStatus({ phase: 'idle', lastSyncedAt, lastError: null });
      return { ok: true, pushed, pulledPages };
    } catch (error) {
      const result = classify(error);
      if (result.reason === 'signed-out') {
        setStatus({ phase: 'signed-out', lastError: sync_logInAgainChanges() });
        return result;
      }
      failures += 1;
      setStatus(
        result.reason === 'offline'
          ? { phase: 'offline', lastError: null }
          : { phase: 'error', lastError: result.reason === 'protocol' ? sync_updateApp() : sync_serverDown() },
      );
      scheduleRetry();
      return result;
    }
  }

  function scheduleRetry() {
    if (retryTimer) clearTimeout(retryTimer);
    const base = backoff[Math.min(failures - 1, backoff.length - 1)] ?? 300_000;
    const delay = base * (0.75 + Math.random() * 0.5); // jitter: phones coming online together spread out
    retryTimer = setTimeout(() => void syncNow(), delay);
  }

  /** Runs a sync now, or once more right after the one in progress (never two at once). */
  function syncNow(): Promise<SyncRunResult> {
    if (running) {
      again = true;
      return running;
    }
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    // Syncing from now, also while another tab's sync holds the lock: this one runs right after it.
    setStatus({ phase: 'syncing' });
    const run = withLock(`grouppurse-sync-${db.name}`, runOnce);
    running = run.finally(() => {
      running = null;
      if (again) {
        again = false;
        void syncNow();
      }
    });
    return running;
  }

  return {
    syncNow,
    /**
     * The signal is back ('online'): sync now, with the back-off started over. A phone offline
     * for an hour has failed its way to 5-minute waits; its first try as the signal comes back
     * often fails too (the link still attaching, DNS), and the next must come in seconds, not in
     * five minutes with a payment still on the phone.
     */
    signalBack() {
      failures = 0;
      return syncNow();
    },
    /** Coalesces bursts of local writes into one sync shortly after. */
    requestSync(delayMs = 250) {
      if (debounceTimer) clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => void syncNow(), delayMs);
    },
    getStatus: () => status,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (retryTimer) clearTimeout(retryTimer);
      if (debounceTimer) clearTimeout(debounceTimer);
      listeners.clear();
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;

function classify(error: unknown): Extract<SyncRunResult, { ok: false }> {
  if (error instanceof HttpFailure) {
    if (error.status === 401) return { ok: false, reason: 'signed-out' };
    if (error.status === 409) return { ok: false, reason: 'protocol' };
    return { ok: false, reason: 'server' };
  }
  // fetch rejects only when no answer came: no network, DNS, or the server is down.
  return { ok: false, reason: 'offline' };
}

/** One holder at a time across tabs (Web Locks where present), so two tabs never push twice. */
async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(name, task) as Promise<T>;
}
