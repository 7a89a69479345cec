import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import { digestFile, isBackupPath, proofHashOf } from './backup-files';

/** The manifest's file name inside a backup directory. */
export const MANIFEST_NAME = 'manifest.json';
/** Bumped when the layout of a backup changes, so an older restore refuses a newer backup. */
export const BACKUP_FORMAT = 1;

const digest = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().nonnegative() });

/**
 * What a backup holds, written last (a backup directory without it is incomplete).
 * @example manifestSchema.parse(JSON.parse(text))
 */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  engine: z.literal('sqlite'),
  createdAt: z.string(),
  appVersion: z.string(),
  /** Migrations applied to the copied database: a restore refuses one newer than its own code. */
  migrations: z.number().int().nonnegative(),
  /** Row counts of the main tables, for a person to compare with what they expect. */
  rows: z.record(z.string(), z.number().int().nonnegative()),
  proofs: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Proofs no row named that retention deleted between the snapshot and their copy (see backup.ts). */
    prunedDuringBackup: z.number().int().nonnegative(),
  }),
  /** Every file of the backup by its path relative to the backup directory. */
  files: z.record(z.string(), digest),
});

export type Manifest = z.infer<typeof manifestSchema>;

/**
 * Reads the manifest of the backup in `dir` and checks every file it lists against its hash and
 * size, reading nothing outside `dir`. Throws with what is wrong; touches nothing.
 * @example const manifest = await verifyBackup('backups/grouppurse-2025-01-02T03-04-05Z')
 */
export async function verifyBackup(dir: string): Promise<Manifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(dir, MANIFEST_NAME), 'utf8'));
  } catch (error) {
    throw new Error(`${dir} is not a complete backup: ${MANIFEST_NAME} is missing or unreadable (${(error as Error).message})`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${dir}/${MANIFEST_NAME} is not a backup manifest this version reads: ${parsed.error.message}`);
  const manifest = parsed.data;
  if (!manifest.files['grouppurse.db']) throw new Error(`${dir}/${MANIFEST_NAME} lists no database`);
  for (const [relative, expected] of Object.entries(manifest.files)) {
    // A manifest is input: it may only name the database and proofs, never '../' or an absolute path.
    if (!isBackupPath(relative)) throw new Error(`${dir}/${MANIFEST_NAME} names a file a backup never holds: ${relative}`);
    const proofHash = proofHashOf(relative);
    if (proofHash !== null && proofHash !== expected.sha256) throw new Error(`${relative} is listed with another hash than its name`);
    let actual;
    try {
      actual = await digestFile(join(dir, relative));
    } catch {
      throw new Error(`${relative} is missing from ${dir}`);
    }
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new Error(`${relative} in ${dir} does not match its hash in ${MANIFEST_NAME}: the backup is damaged or was changed`);
    }
  }
  return manifest;
}
