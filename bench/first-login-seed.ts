/**
 * The data directory of bench/first-login.ts: an admin with a session and one 10,000-contribution
 * group (bench/seed-group.ts: purses, members, history, notifications, receipts), written straight
 * into SQLite and the disk proof store the real server reads.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SessionUser } from '../shared/auth-schemas';
import { createSession } from '../sync-server/auth/sessions';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { nextRevision } from '../sync-server/db/revision';
import { users } from '../sync-server/db/schema';
import { diskProofStore } from '../sync-server/proofs/proof-store';
import { seedGroup } from './seed-group';

export interface FirstLoginData {
  dataDir: string;
  user: SessionUser;
  /** The admin's session token (cookie gp_session). */
  token: string;
  /** Kobo collected per purse name, as the server holds it. */
  collectedByPurse: Map<string, number>;
  /** Rows the admin's device must end up holding. */
  expected: { contributions: number; history: number };
}

/** A fake JPEG of about 180 KB (random after the magic bytes: a photo barely compresses). */
function receipt(i: number): { sha: string; bytes: Uint8Array } {
  const bytes = new Uint8Array(180_000);
  for (let j = 0; j < bytes.length; j += 65_536) crypto.getRandomValues(bytes.subarray(j, Math.min(bytes.length, j + 65_536)));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, i & 0xff]);
  return { sha: createHash('sha256').update(bytes).digest('hex'), bytes };
}

export async function seedFirstLogin(contributions: number): Promise<FirstLoginData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-first-login-'));
  const db = openDatabase(databaseFile(dataDir));
  const store = diskProofStore(join(dataDir, 'proofs'));
  const receipts = Array.from({ length: 60 }, (_, i) => receipt(i));
  for (const r of receipts) await store.write(r.sha, r.bytes);
  const now = new Date();
  const user: SessionUser = { id: randomUUID(), fullName: 'Ngozi Treasurer', username: 'ngozi', phoneNumber: '+2348030000001', role: 'admin' };
  const { token } = await db.transaction(async (tx) => {
    await tx.insert(users).values({ ...user, usernameKey: user.username, createdAt: now, revision: await nextRevision(tx) });
    return createSession(tx, user.id, now);
  });
  const seeded = seedGroup(db, user.id, { contributions, members: 300, proofShas: receipts.map((r) => r.sha) });
  const sqlite = db.sqlite;
  const collectedByPurse = new Map(
    (sqlite.prepare('SELECT name, collected_amount_kobo AS kobo FROM projects WHERE group_id = ?').all(seeded.groupId) as { name: string; kobo: number }[]).map((p) => [p.name, p.kobo]),
  );
  const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM ${table} WHERE group_id = ?`).get(seeded.groupId) as { n: number }).n;
  const expected = { contributions: count('contributions'), history: count('history_entries') };
  sqlite.close();
  return { dataDir, user, token, collectedByPurse, expected };
}
