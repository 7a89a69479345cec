// `npm run backup` / `npm run restore`: runs one of the server's operations tools from the
// compiled server (dist/server/<tool>.js, built first when missing or stale) with plain node.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from './build-server.mjs';

const tool = process.argv[2];
if (tool !== 'backup' && tool !== 'restore') {
  console.error('Usage: node scripts/server-tool.mjs backup|restore [arguments]');
  process.exit(2);
}
if (serverBuildIsStale()) await buildServer();
// The tool reads its own arguments from process.argv.slice(2).
process.argv.splice(2, 1);
await import(pathToFileURL(join(SERVER_ENTRY, '..', `${tool}.js`)).href);
