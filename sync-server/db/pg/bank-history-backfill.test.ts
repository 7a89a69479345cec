/**
 * Migration 0003 on a real PostgreSQL holding data (issue 22): each purse's bank-details history
 * from its 'bank.changed' entries, with a new revision from the sequence, and the image links of
 * the old whole-image check dropped. The SQLite twin: db/receipt-backfill.test.ts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshPostgresDatabase, type FreshDatabase } from '../../testing/postgres';

const migrations = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const dir = mkdtempSync(join(tmpdir(), 'gp-pg-backfill-'));
let fresh: FreshDatabase | undefined;
let client: pg.Client | undefined;

beforeAll(async () => {
  fresh = await freshPostgresDatabase();
  client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
}, 60_000);

afterAll(async () => {
  await client?.end();
  await fresh?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as a server of an earlier version had it: up to (not including) `tag`. */
function migrationsBefore(tag: string): string {
  const folder = join(dir, 'migrations');
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

it('gives each purse its bank-details history from its bank changes, with a new revision, and drops the old image links', async () => {
  const db = drizzle(client!);
  await migrate(db, { migrationsFolder: migrationsBefore('0003_issue22_checks') });
  const changed = (seq: number, at: number, old: object) =>
    `('h${seq}', 'g1', ${seq}, 'bank.changed', 'u1', NULL, ${at}, '${JSON.stringify({ projectId: 'p1', name: 'Xmas', old, new: {} })}', 'd', 'p', 'h', ${10 + seq})`;
  await client!.query(`
    INSERT INTO users (id, username, username_key, full_name, phone_number, role, created_at, revision) VALUES ('u1', 'ada', 'ada', 'Ada Obi', '+2348031000001', 'admin', 1, 1);
    INSERT INTO groups (id, name, registration_link, admin_id, created_at, revision) VALUES ('g1', 'Ajo', 'link-1', 'u1', 1, 2);
    INSERT INTO projects (id, group_id, name, target_amount_kobo, created_at, revision) VALUES ('p1', 'g1', 'Xmas', 100, 1, 3), ('p2', 'g1', 'Levy', 100, 1, 4);
    INSERT INTO history_entries (id, group_id, seq, type, actor_id, subject_id, at, data, data_hash, prev_hash, hash, revision) VALUES
      ${changed(1, Date.UTC(2026, 10, 20), { bankName: null, accountNumber: null, accountName: null })},
      ${changed(2, Date.UTC(2026, 10, 24), { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo' })},
      ${changed(3, Date.UTC(2026, 10, 28), { bankName: 'Access', accountNumber: '0691234567', accountName: 'Ajo' })};
    INSERT INTO proofs (sha256, mime_type, size_bytes, uploaded_by, created_at) VALUES ('${'a'.repeat(64)}', 'image/png', 10, 'u1', 1), ('${'b'.repeat(64)}', 'image/png', 10, 'u1', 1);
    INSERT INTO similar_proofs (sha256, other_sha256) VALUES ('${'a'.repeat(64)}', '${'b'.repeat(64)}');
    SELECT setval('revision_seq', 50);
  `);
  await migrate(db, { migrationsFolder: migrations });
  // As jsonb, which node-postgres parses whatever a server module of this process set for json
  // (db/pg/type-parsers.ts leaves json as text, process-wide, once any test file opened a pool).
  const projects = await client!.query<{ id: string; previous_accounts: unknown; revision: string }>('SELECT id, previous_accounts::jsonb AS previous_accounts, revision FROM projects ORDER BY id');
  expect(projects.rows.map((row) => [row.id, row.previous_accounts, Number(row.revision)])).toEqual([
    [
      'p1',
      [
        { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo', until: '2026-11-24T00:00:00.000Z' },
        { bankName: 'Access', accountNumber: '0691234567', accountName: 'Ajo', until: '2026-11-28T00:00:00.000Z' },
      ],
      51,
    ],
    ['p2', [], 4],
  ]);
  expect((await client!.query('SELECT * FROM similar_proofs')).rows).toEqual([]);
});
