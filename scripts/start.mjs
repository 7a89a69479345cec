// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the compiled server (dist/server/main.js) in this process with plain node:
// migrations run as it opens the database, and Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, newestMtime, SERVER_ENTRY, serverBuildIsStale } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'dist/web/index.html');
const sources = ['web', 'shared', 'icons', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json'];

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'Building the web app…' : 'Sources changed since the last build: rebuilding the web app…');
  // `npm run build` builds the server too.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (serverBuildIsStale()) {
  console.log('Building the server…');
  await buildServer();
}

await import(pathToFileURL(SERVER_ENTRY).href);
