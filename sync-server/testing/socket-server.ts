import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../server';
import { recordingSender } from './test-app';

/**
 * A real server on a socket of 127.0.0.1 for one test file, started before its tests and stopped
 * after them: for what happens in the HTTP layer (resets, idle connections), which app.request()
 * never reaches. Returns a getter, as the server exists only once the file's tests start.
 * @example const server = socketServerForFile('gp-drain-'); it('…', () => fetch(`http://127.0.0.1:${server().port}/api/health`))
 */
export function socketServerForFile(prefix: string): () => RunningServer {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ dataDir: dir, port: 0, host: '127.0.0.1', otpSender: recordingSender().sender });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => server!;
}
