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
import { eq } from 'drizzle-orm';
import { counters, projects, receiptJobs, similarProofs } from './schema';

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

it('gives each purse its bank-details history from its earlier bank changes, with a new revision, and drops the image links of the old check', async () => {
  const file = join(dir, 'grouppurse.db');
  const old = databaseBefore('0013_issue22_checks', file);
  const changed = (seq: number, at: number, oldAccount: object) =>
    `('h${seq}', 'g1', ${seq}, 'bank.changed', 'u1', NULL, ${at}, '${JSON.stringify({ projectId: 'p1', name: 'Xmas', old: oldAccount, new: {} })}', 'd', 'p', 'h', ${10 + seq})`;
  old.exec(`
    INSERT INTO users (id, username, username_key, full_name, phone_number, role, created_at, revision) VALUES ('u1', 'ada', 'ada', 'Ada Obi', '+2348031000001', 'admin', 1, 1);
    INSERT INTO groups (id, name, registration_link, admin_id, created_at, revision) VALUES ('g1', 'Ajo', 'link-1', 'u1', 1, 2);
    INSERT INTO projects (id, group_id, name, target_amount_kobo, created_at, revision) VALUES ('p1', 'g1', 'Xmas', 100, 1, 3), ('p2', 'g1', 'Levy', 100, 1, 4);
    INSERT INTO history_entries (id, group_id, seq, type, actor_id, subject_id, at, data, data_hash, prev_hash, hash, revision) VALUES
      ${changed(1, Date.UTC(2026, 10, 20), { bankName: null, accountNumber: null, accountName: null })},
      ${changed(2, Date.UTC(2026, 10, 24), { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo' })},
      ${changed(3, Date.UTC(2026, 10, 28), { bankName: 'Access', accountNumber: '0691234567', accountName: 'Ajo' })};
    INSERT INTO proofs (sha256, mime_type, size_bytes, uploaded_by, created_at) VALUES ('${'a'.repeat(64)}', 'image/png', 10, 'u1', 1), ('${'b'.repeat(64)}', 'image/png', 10, 'u1', 1);
    INSERT INTO similar_proofs (sha256, other_sha256) VALUES ('${'a'.repeat(64)}', '${'b'.repeat(64)}');
    INSERT INTO counters (name, value) VALUES ('revision', 50);
  `);
  const counterBefore = (old.prepare(`SELECT value FROM counters WHERE name = 'revision'`).get() as { value: number }).value;
  old.close();
  const db = openDatabase(file);
  try {
    const [xmas, levy] = await db.transaction((tx) => tx.select().from(projects).orderBy(projects.id));
    // The change from no account adds nothing; each later one the account it replaced, in order.
    expect(xmas!.previousAccounts).toEqual([
      { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo', until: '2026-11-24T00:00:00.000Z' },
      { bankName: 'Access', accountNumber: '0691234567', accountName: 'Ajo', until: '2026-11-28T00:00:00.000Z' },
    ]);
    expect(xmas!.revision).toBe(counterBefore + 1);
    expect([levy!.previousAccounts, levy!.revision]).toEqual([[], 4]);
    expect(await db.transaction((tx) => tx.select().from(similarProofs))).toEqual([]);
    const next = await db.transaction((tx) => tx.select().from(counters).where(eq(counters.name, 'revision')));
    expect(next[0]!.value).toBe(counterBefore + 1);
  } finally {
    await db.close();
  }
});
