import { join, resolve } from 'node:path';
import { backupName, takeBackup } from './backup';

// `npm run backup [directory]`: the server may keep running. DATA_DIR as for `npm start`.
const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  console.error('Usage: npm run backup [backup directory]   (default: ./backups/grouppurse-<UTC time>)');
  process.exit(2);
}
const now = new Date();
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const destination = resolve(args[0] ?? join('backups', backupName(now)));

try {
  const started = performance.now();
  const { manifest } = await takeBackup({ dataDir, destination, now });
  const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);
  console.log(`Backed up ${dataDir} to ${destination} in ${Math.round(performance.now() - started)} ms`);
  console.log(`  database: ${megabytes(manifest.files['grouppurse.db']!.bytes)} MB, ${manifest.migrations} migrations, ${manifest.rows.contributions} contributions`);
  console.log(`  proofs: ${manifest.proofs.count} files, ${megabytes(manifest.proofs.bytes)} MB`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
