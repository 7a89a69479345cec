/**
 * Moving proof images between the phone and the server, for the sync engine:
 * - up: the bytes a member photographed, PUT by their SHA-256 before the payment that names them
 *   (idempotent: a retry after a lost answer stores nothing twice), with upload progress;
 * - down: pending proofs of the groups an admin or partner reviews, kept on the phone so the
 *   review works with no signal, as far as the run's budget allows (prefetch-budget.ts): the
 *   server's small thumbnail of each on any connection, the whole image only on an unmetered one;
 *   dropped again once decided.
 */
import { proofPath, proofThumbnailPath, proofUploadPath, sniffImageType } from '../../shared/contributions';
import { isReasonCode, type ReasonCode } from '../../shared/reason-codes';
import type { DeviceDb, LocalContribution } from '../data/db';
import { networkConnection, prefetchBudget, type PrefetchBudget } from './prefetch-budget';
import { guardStalls, StalledRequest, STALL_MS } from '../lib/stall-guard';

/** Bytes sent so far of the proofs this run is uploading. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadAnswer {
  status: number;
  /** The server's `message` on a refusal (English). */
  message: string | null;
  /** The server's reason code on a refusal, and the parameters its text needs. */
  code?: ReasonCode | null;
  params?: Record<string, unknown>;
}

/** PUTs bytes; reports progress where the platform can (XMLHttpRequest in a page). */
export type ProofUploader = (url: string, bytes: ArrayBuffer, mimeType: string, onProgress: (sent: number) => void) => Promise<UploadAnswer>;

/** A refusal's body as the server sent it: its message, and its code and params when the code is one of ours. */
function refusalOf(status: number, text: string): UploadAnswer {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown; params?: unknown };
    return {
      status,
      message: typeof body.message === 'string' ? body.message : null,
      code: isReasonCode(body.code) ? body.code : null,
      ...(typeof body.params === 'object' && body.params !== null ? { params: body.params as Record<string, unknown> } : {}),
    };
  } catch {
    return { status, message: null, code: null };
  }
}

/**
 * The default uploader: XMLHttpRequest where it exists (a page: it reports upload progress, which
 * fetch cannot), else fetch (the service worker, tests). Rejects when no answer came (offline), and
 * when the upload goes silent: with XMLHttpRequest, no progress for `stallMs`; with fetch, which
 * shows none, no answer within `stallMs` plus a second per kilobyte (2G at its slowest).
 */
export function defaultUploader(doFetch: typeof fetch, stallMs = STALL_MS): ProofUploader {
  return (url, bytes, mimeType, onProgress) => {
    if (typeof XMLHttpRequest === 'undefined') {
      return guardStalls(doFetch, stallMs + bytes.byteLength)(url, {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'Content-Type': mimeType, Accept: 'application/json' },
        body: bytes,
      }).then(async (response) => {
        onProgress(bytes.byteLength);
        return response.ok ? { status: response.status, message: null } : refusalOf(response.status, await response.text());
      });
    }
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          xhr.onabort = null;
          xhr.abort();
          reject(new StalledRequest(stallMs));
        }, stallMs);
      };
      const settle = () => clearTimeout(timer);
      xhr.open('PUT', url);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Content-Type', mimeType);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        wait();
        onProgress(event.loaded);
      };
      xhr.onprogress = wait;
      xhr.onload = () => {
        settle();
        resolve(xhr.status < 300 ? { status: xhr.status, message: null } : refusalOf(xhr.status, xhr.responseText));
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Failed to upload'));
      };
      xhr.onabort = () => {
        settle();
        reject(new TypeError('Upload aborted'));
      };
      xhr.send(bytes);
      wait();
    });
  };
}

export { proofUploadPath };

/**
 * Keeps the proofs of pending contributions in `reviewGroups` (groups the user owns or partners)
 * on the phone, whole as far as the budget's count and bytes allow and as the server's thumbnail
 * otherwise, and forgets prefetched proofs and thumbnails that no pending contribution needs any
 * more. The user's own proofs (made here) are never dropped. Returns how many whole proofs it
 * fetched. Best effort: a failure just waits for the next run.
 */
export async function syncReviewProofs(
  db: DeviceDb,
  userId: string,
  reviewGroups: ReadonlySet<string>,
  doFetch: typeof fetch,
  base = '',
  budget: PrefetchBudget = prefetchBudget(networkConnection()),
): Promise<number> {
  // Runs after every sync: read through the indexes, not the whole (admin-sized) table.
  const [own, pending] = await Promise.all([db.contributions.where('userId').equals(userId).toArray(), db.contributions.where('status').equals('pending').toArray()]);
  const keep = new Set(own.flatMap((row) => (row.proofSha256 ? [row.proofSha256] : [])));
  const needed = new Map<string, LocalContribution>();
  for (const row of pending) {
    if (!row.proofSha256 || row.userId === userId || !reviewGroups.has(row.groupId)) continue;
    keep.add(row.proofSha256);
    needed.set(row.proofSha256, row);
  }
  const have = new Set((await db.proofs.toCollection().primaryKeys()) as string[]);
  const stale = [...have].filter((sha) => !keep.has(sha));
  // Only prefetched copies are dropped; a proof made here waits for its payment even if the row is gone.
  const droppable = (await db.proofs.bulkGet(stale)).filter((p) => p && p.originalSize === undefined).map((p) => p!.sha256);
  if (droppable.length > 0) await db.proofs.bulkDelete(droppable);

  let fetched = 0;
  let bytesFetched = 0;
  for (const [sha, row] of needed) {
    if (have.has(sha)) continue;
    if (fetched >= budget.count || bytesFetched >= budget.bytes) break;
    const response = await doFetch(`${base}${proofPath(row.id)}`, { credentials: 'same-origin' });
    if (!response.ok) continue;
    // Stop before a receipt that would pass the byte cap, judged by its header: only the headers came.
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > 0 && bytesFetched + length > budget.bytes) {
      await response.body?.cancel();
      break;
    }
    const bytes = await response.arrayBuffer();
    bytesFetched += bytes.byteLength;
    const mimeType = sniffImageType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
    if (!mimeType) continue;
    await db.proofs.put({ sha256: sha, bytes, mimeType, size: bytes.byteLength, uploaded: 1, createdAt: new Date().toISOString() });
    have.add(sha);
    fetched += 1;
  }
  await keepThumbnails(db, needed, have, doFetch, base, budget.thumbnails);
  return fetched;
}

/** The most a thumbnail may weigh on the phone: the server makes them under 20 KB; anything larger is not one. */
const THUMBNAIL_MAX_BYTES = 32_000;

/**
 * Fetches, up to `count`, the thumbnails of the needed proofs whose whole image is not on the
 * phone, and drops those no pending payment needs (or whose whole image came since). A proof the
 * server has no thumbnail of (an image it cannot decode) is asked again next run: one small 404.
 */
async function keepThumbnails(db: DeviceDb, needed: ReadonlyMap<string, LocalContribution>, whole: ReadonlySet<string>, doFetch: typeof fetch, base: string, count: number): Promise<void> {
  const kept = new Set((await db.thumbnails.toCollection().primaryKeys()) as string[]);
  const unneeded = [...kept].filter((sha) => !needed.has(sha) || whole.has(sha));
  if (unneeded.length > 0) await db.thumbnails.bulkDelete(unneeded);
  let fetched = 0;
  for (const [sha, row] of needed) {
    if (fetched >= count) break;
    if (whole.has(sha) || kept.has(sha)) continue;
    const response = await doFetch(`${base}${proofThumbnailPath(row.id)}`, { credentials: 'same-origin' });
    fetched += 1;
    if (!response.ok) continue;
    const bytes = await response.arrayBuffer();
    if (bytes.byteLength > THUMBNAIL_MAX_BYTES || sniffImageType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength))) !== 'image/jpeg') continue;
    await db.thumbnails.put({ sha256: sha, bytes, size: bytes.byteLength });
  }
}
