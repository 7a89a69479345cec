/**
 * Migration 0009 queues every proof stored before the server read receipts, so a database that
 * upgrades has its old proofs read too (issue 13: "read every proof"), and nothing without a proof.
 */
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from './open';
import { receiptJobs } from './schema';

const migrations = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const dir = mkdtempSync(join(tmpdir(), 'gp-backfill-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database migrated up to (not including) `tag`, as a server of that version left it. */
function databaseBefore(tag: string, file: string): Database.Database {
  const folder = join(dir, 'migrations');
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  writeFileSync(journalFile, JSON.stringify(journal));
  const sqlite = new Database(file);
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  return sqlite;
}

it('queues the proofs a database held before receipts were read, each at the time it arrived, and nothing without a proof', async () => {
  const file = join(dir, 'grouppurse.db');
  const old = databaseBefore('0009_receipt_checks', file);
  old.exec(`
    INSERT INTO users (id, username, username_key, full_name, phone_number, role, created_at, revision) VALUES ('u1', 'ada', 'ada', 'Ada Obi', '+2348031000001', 'admin', 1, 1);
    INSERT INTO groups (id, name, registration_link, admin_id, created_at, revision) VALUES ('g1', 'Ajo', 'link-1', 'u1', 1, 2);
    INSERT INTO proofs (sha256, mime_type, size_bytes, uploaded_by, created_at) VALUES ('${'a'.repeat(64)}', 'image/png', 10, 'u1', 1);
    INSERT INTO contributions (id, group_id, user_id, amount_kobo, status, proof_sha256, payment_type, created_at, revision) VALUES
      ('with-proof-later', 'g1', 'u1', 500000, 'pending', '${'a'.repeat(64)}', 'bank_transfer', 2000, 3),
      ('with-proof', 'g1', 'u1', 500000, 'confirmed', '${'a'.repeat(64)}', 'bank_transfer', 1000, 4),
      ('cash', 'g1', 'u1', 500000, 'confirmed', NULL, 'cash', 1500, 5);
  `);
  old.close();
  const db = openDatabase(file);
  try {
    const jobs = await db.transaction((tx) => tx.select().from(receiptJobs));
    expect(jobs.map((job) => [job.contributionId, job.queuedAt.getTime(), job.attempts])).toEqual([
      ['with-proof-later', 2000, 0],
      ['with-proof', 1000, 0],
    ]);
  } finally {
    await db.close();
  }
});
