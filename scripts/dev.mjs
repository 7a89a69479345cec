// `npm run dev`: the API server with reload on change (tsx watch, port API_PORT or 3001) and Vite's
// dev server with hot reload for the web app (it proxies /api to the API server).
import { spawn, spawnSync } from 'node:child_process';

// The message catalogues compiled first (the app and the server import them).
if (spawnSync('node', [new URL('./i18n.mjs', import.meta.url).pathname], { stdio: 'inherit' }).status !== 0) process.exit(1);

const apiPort = process.env.API_PORT ?? '3001';
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children = [
  spawn(bin('tsx'), ['watch', 'sync-server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
