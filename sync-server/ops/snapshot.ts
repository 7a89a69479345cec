import Database from 'better-sqlite3';
import { inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../db/schema';
import { proofs, proofUploads } from '../db/schema';
import { unnamedProof } from '../proofs/proof-references';

/** The tables whose row counts a manifest gives, for a person checking a backup by eye. */
const COUNTED_TABLES = ['users', 'groups', 'group_members', 'projects', 'contributions', 'payouts', 'proofs'] as const;

// Well below SQLite's limit of bound parameters per statement.
const CHUNK = 500;

export interface SnapshotFacts {
  migrations: number;
  rows: Record<string, number>;
  /** Every proof the snapshot's `proofs` table holds, and whether a contribution or payout names it. */
  proofs: { sha256: string; sizeBytes: number; named: boolean }[];
}

/**
 * Opens a copied database file (never a live one) as a self-contained file: rollback journal
 * instead of WAL, so the backup is the one file and no `-wal` beside it can be forgotten.
 */
function openCopy(file: string): Database.Database {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

/**
 * Checks a copied database (integrity_check) and reads what the manifest records and which proofs
 * it needs. Throws when SQLite finds the copy damaged.
 * @example const facts = inspectSnapshot(join(staging, 'grouppurse.db'))
 */
export function inspectSnapshot(file: string): SnapshotFacts {
  const sqlite = openCopy(file);
  try {
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the copied database fails SQLite's integrity check: ${String(integrity)}`);
    const count = (table: string) => (sqlite.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    const rows = Object.fromEntries(COUNTED_TABLES.map((table) => [table, count(table)]));
    const db = drizzle(sqlite, { schema });
    // unnamedProof is the one definition of "no row names this proof", shared with retention.
    const unnamed = new Set(db.select({ sha256: proofs.sha256 }).from(proofs).where(unnamedProof(db, proofs.sha256)).all().map((p) => p.sha256));
    const all = db.select({ sha256: proofs.sha256, sizeBytes: proofs.sizeBytes }).from(proofs).all();
    return {
      migrations: count('__drizzle_migrations'),
      rows,
      proofs: all.map((p) => ({ ...p, named: !unnamed.has(p.sha256) })),
    };
  } finally {
    sqlite.close();
  }
}

/**
 * Removes from a copied database the proofs retention deleted from the live store after the
 * snapshot was taken: their `proof_uploads` and `proofs` rows, as pruneUnreferencedProofs removes
 * them, so no row of the backup names a file it lacks. Returns how many `proofs` rows remain.
 * @example dropPrunedProofs(join(staging, 'grouppurse.db'), ['ab12…'])
 */
export function dropPrunedProofs(file: string, hashes: string[]): number {
  const sqlite = openCopy(file);
  try {
    const db = drizzle(sqlite, { schema });
    db.transaction((tx) => {
      for (let i = 0; i < hashes.length; i += CHUNK) {
        const chunk = hashes.slice(i, i + CHUNK);
        tx.delete(proofUploads).where(inArray(proofUploads.sha256, chunk)).run();
        tx.delete(proofs).where(inArray(proofs.sha256, chunk)).run();
      }
    });
    return (sqlite.prepare('SELECT count(*) AS n FROM proofs').get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
}
