import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where a thread's script bundled from the sources goes: inside the repository, so its packages resolve from node_modules. */
const CACHE = new URL('../../node_modules/.cache/grouppurse/', import.meta.url);

/** A thread's script: its entry in the server build and its source, from sync-server/ (scripts/build-server.mjs lists the same). */
export interface WorkerEntry {
  /** The entry's name in the server build: dist/server/<name>.js, beside main.js. */
  name: string;
  /** Its source, from sync-server/, e.g. 'reconcile/statement-worker.ts'. */
  source: string;
}

const bundled = new Map<string, Promise<URL>>();

/**
 * The bundle of the entry's source and what it imports (packages stay in node_modules), named by
 * its content so processes running at once share one file and an edit makes a new one.
 */
async function bundleFromSources(entry: WorkerEntry): Promise<URL> {
  // A dev dependency, loaded only here: the compiled server never comes this way.
  const { build } = await import('esbuild');
  const built = await build({
    entryPoints: [fileURLToPath(new URL(`../${entry.source}`, import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const code = built.outputFiles[0]!.contents;
  const file = new URL(`${entry.name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`, CACHE);
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
 * The script of one of the server's threads. In the server build this module is part of
 * dist/server/main.js and scripts/build-server.mjs compiles each thread's entry beside it
 * (dist/server/<name>.js): that is the file, and nothing is built at run time. From the sources
 * (vitest, tsx), a bundle made on first use in this process (measured: ~0.1 s), since a worker
 * thread gets no TypeScript loader from vitest and none exists in production.
 * @example new Worker(await workerFile({ name: 'statement-worker', source: 'reconcile/statement-worker.ts' }))
 */
export function workerFile(entry: WorkerEntry): Promise<URL> {
  const compiled = new URL(`./${entry.name}.js`, import.meta.url);
  if (existsSync(compiled)) return Promise.resolve(compiled);
  let file = bundled.get(entry.name);
  if (!file) {
    file = bundleFromSources(entry).catch((error: unknown) => {
      bundled.delete(entry.name);
      throw error;
    });
    bundled.set(entry.name, file);
  }
  return file;
}
