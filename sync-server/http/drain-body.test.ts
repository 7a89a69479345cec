import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { startServer, type RunningServer } from '../server';
import { recordingSender } from '../testing/test-app';
import { SMALL_BODY_BYTES } from './drain-body';

// A real server on a socket: the reset this guards against happens in the HTTP layer.
const dir = mkdtempSync(join(tmpdir(), 'gp-drain-'));
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ dataDir: dir, port: 0, host: '127.0.0.1', otpSender: recordingSender().sender });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Sends a JSON body of `size` bytes with its Content-Length, slowly (4 KiB every 60 ms, as on 2G),
 * and resolves with the answer once the whole body is sent and the answer read, or with the socket
 * error the phone saw.
 */
function slowPost(path: string, size: number): Promise<{ status: number; json: unknown } | { error: string }> {
  const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(size - 12) }));
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let sent = false;
    let done = false;
    const finish = (value: { status: number; json: unknown } | { error: string }) => {
      if (!done) resolve(value);
      done = true;
      socket.destroy();
    };
    const settle = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
      if (!sent || end < 0 || !length || received.length < end + 4 + Number(length[1])) return;
      finish({ status: Number(text.slice(9, 12)), json: JSON.parse(received.subarray(end + 4, end + 4 + Number(length[1])).toString('utf8')) });
    };
    socket.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    socket.on('close', () => finish({ error: `closed before the exchange finished (sent: ${sent})` }));
    socket.on('data', (data: Buffer) => ((received = Buffer.concat([received, data])), settle()));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    let at = 0;
    const write = () => {
      if (done) return;
      if (at >= body.length) return ((sent = true), settle());
      socket.write(body.subarray(at, at + 4096));
      at += 4096;
      setTimeout(write, 60);
    };
    write();
  });
}

it('answers a small body a route never read (signed out) once it has arrived, slowly, never with a reset', async () => {
  expect(await slowPost('/api/contributions', SMALL_BODY_BYTES - 1024)).toEqual({ status: 401, json: { message: MESSAGES.notSignedIn, code: 'not-signed-in' } });
});
