import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The compiled reader beside this module. In the server build this module is part of
 * dist/server/main.js and scripts/build-server.mjs compiles statement-worker.ts beside it as
 * statement-worker.js: that is the file, and nothing is built at run time.
 */
const COMPILED = new URL('./statement-worker.js', import.meta.url);

/** Where a reader bundled from the sources goes: inside the repository, so its packages resolve from node_modules. */
const CACHE = new URL('../../node_modules/.cache/grouppurse/', import.meta.url);

let bundled: Promise<URL> | undefined;

/**
 * The bundle of statement-worker.ts and what it imports (packages stay in node_modules), named by
 * its content so processes running at once share one file and an edit makes a new one.
 */
async function bundleFromSources(): Promise<URL> {
  // A dev dependency, loaded only here: the compiled server never comes this way.
  const { build } = await import('esbuild');
  const built = await build({
    entryPoints: [fileURLToPath(new URL('./statement-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const code = built.outputFiles[0]!.contents;
  const file = new URL(`statement-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`, CACHE);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    // Written aside and renamed: a process starting the same file at this moment never reads half of it.
    const aside = new URL(`${file.pathname.split('/').pop()}.${process.pid}.tmp`, CACHE);
    writeFileSync(aside, code);
    renameSync(aside, file);
  }
  return file;
}

/**
 * The script of the statement reader's thread: the compiled one in the server build; from the
 * sources (vitest, tsx), a bundle made on first use in this process (measured: ~0.1 s), since a
 * worker thread gets no TypeScript loader from vitest and none exists in production.
 * @example new Worker(await statementWorkerFile())
 */
export function statementWorkerFile(): Promise<URL> {
  if (existsSync(COMPILED)) return Promise.resolve(COMPILED);
  bundled ??= bundleFromSources().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}
