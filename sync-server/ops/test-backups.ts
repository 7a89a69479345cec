import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { createApp } from '../app';
import { type Circle, dataUrl, pngBytes, submitDialog } from '../contributions/test-fixtures';
import { databaseFile, openDatabase } from '../db/open';
import type { Person } from '../groups/test-fixtures';
import { diskProofStore } from '../proofs/proof-store';
import { recordingSender, type TestApp } from '../testing/test-app';

/**
 * Helpers for the backup and restore tests: scratch directories removed after each test, payments
 * with proofs through the real API, and a second real app on a restored data directory.
 */

const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty temporary directory, removed after the test. */
export function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gp-ops-'));
  scratchDirs.push(dir);
  return dir;
}

/** The data directory a TestApp runs on (its database file's folder, proofs beside it). */
export function dataDirOf(t: TestApp): string {
  return dirname(t.sqlite.name);
}

let seed = 10;
/** A payment of `naira` with its own proof image, through the API; its id. */
export async function pay(c: Circle, who: Person, naira: number): Promise<string> {
  seed += 1;
  const proof = pngBytes(200 + seed, seed);
  const res = await submitDialog(who, { amount: naira, projectId: c.project.id, groupId: c.group.id, transactionRef: `TRF-${seed}`, proofOfPayment: dataUrl(proof) });
  if (res.status !== 201) throw new Error(`submit ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.id as string;
}

/** The admin's decision on a payment, through the API. */
export async function decide(c: Circle, id: string, decision: 'confirm' | 'reject'): Promise<void> {
  const res = await c.admin.call('PATCH', `/api/contributions/${id}/${decision}`, decision === 'reject' ? { reason: 'not seen' } : undefined);
  if (res.status !== 200) throw new Error(`${decision} ${res.status} ${JSON.stringify(res.json)}`);
}

/** Reads a copied database without writing to it. */
export function readCopy<T>(file: string, read: (sqlite: Database.Database) => T): T {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

/**
 * The real app (createApp) on a restored data directory, with its own database connection and
 * proof store; `get` sends a GET with a person's session cookie, which the restored sessions
 * table still knows.
 */
export function appOn(dataDir: string, t: TestApp) {
  const db = openDatabase(databaseFile(dataDir));
  const app = createApp({ db, otpSender: recordingSender().sender, clock: t.clock, proofStore: diskProofStore(join(dataDir, 'proofs')), trustProxy: true });
  return {
    db,
    async get(who: Person, path: string) {
      const res = await app.request(path, { headers: { cookie: who.cookie } });
      return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') ?? '' };
    },
    async json(who: Person, path: string) {
      const res = await app.request(path, { headers: { cookie: who.cookie } });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    close: () => db.sqlite.close(),
  };
}
