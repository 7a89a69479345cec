// Builds the server into plain JavaScript (dist/server/main.js) so `npm start` runs `node` on it:
// no TypeScript compiler in the running process (start-up and memory figures: bench/start-up.ts).
// Packages stay in node_modules (native drivers, tesseract's worker and data resolve from there);
// our own code becomes one file, with the files it reads at run time copied beside it.
import { build } from 'esbuild';
import { ensureCatalogues } from './i18n.mjs';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const defaultOut = join(root, 'dist/server');

/** Files the server opens by a path next to its own module: copied to the same place in dist. */
export const RUNTIME_FILES = [
  ['sync-server/db/migrations', 'migrations'],
  ['sync-server/db/pg/migrations', 'pg/migrations'],
  ['sync-server/receipts/ocr-thread.cjs', 'ocr-thread.cjs'],
];

/** The newest modification time under `path` (a file or a folder), 0 when it is missing. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The compiled server's entry point. */
export const SERVER_ENTRY = join(defaultOut, 'main.js');

/** True when dist/server is missing or older than the code it is built from. */
export function serverBuildIsStale() {
  const builtAt = existsSync(SERVER_ENTRY) ? statSync(SERVER_ENTRY).mtimeMs : 0;
  const sources = ['sync-server', 'shared', 'package-lock.json', 'scripts/build-server.mjs'];
  return builtAt < Math.max(...sources.map((s) => newestMtime(join(root, s))));
}

/** Builds dist/server (or `out`, inside the repository so packages resolve) from sync-server/main.ts; returns the folder. */
export async function buildServer(out = defaultOut) {
  // The server renders pushes from the compiled catalogues.
  ensureCatalogues(root);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    // The server, its threads beside it (main.js starts them from ./<name>.js:
    // sync-server/threads/worker-file.ts): the one that reads bank statements and the one that
    // reads proofs; and the operations tools that open its data (npm run backup / restore).
    entryPoints: {
      main: join(root, 'sync-server/main.ts'),
      'statement-worker': join(root, 'sync-server/reconcile/statement-worker.ts'),
      'receipt-worker': join(root, 'sync-server/receipt-checks/receipt-worker.ts'),
      backup: join(root, 'sync-server/ops/backup-cli.ts'),
      restore: join(root, 'sync-server/ops/restore-cli.ts'),
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const [from, to] of RUNTIME_FILES) cpSync(join(root, from), join(out, to), { recursive: true });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Server built into dist/server in ${Math.round(performance.now() - started)} ms`);
}
