import { resolve } from 'node:path';
import { restoreBackup } from './restore';

// `npm run restore <backup directory> [--force]`: the server must be stopped. DATA_DIR as for `npm start`.
const args = process.argv.slice(2);
const force = args.includes('--force');
const positional = args.filter((arg) => arg !== '--force');
if (positional.length !== 1 || positional[0]!.startsWith('-')) {
  console.error('Usage: npm run restore <backup directory> [--force]   (--force replaces a database that holds data)');
  process.exit(2);
}
const backupDir = resolve(positional[0]!);
const dataDir = resolve(process.env.DATA_DIR ?? './data');

try {
  const { manifest, replaced } = await restoreBackup({ backupDir, dataDir, force });
  console.log(`Restored the backup of ${manifest.createdAt} (version ${manifest.appVersion}) into ${dataDir}${replaced ? ', replacing its data' : ''}`);
  console.log(`  ${manifest.rows.contributions} contributions, ${manifest.proofs.count} proofs`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
