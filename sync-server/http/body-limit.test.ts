import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { startServer, type RunningServer } from '../server';
import { recordingSender, uniquePhone } from '../testing/test-app';

// A real server on a socket: the reset this guards against happens in the HTTP layer, which
// app.request() in the other tests never reaches.
const otp = recordingSender();
const dir = mkdtempSync(join(tmpdir(), 'gp-body-limit-'));
let server: RunningServer;
let cookie = '';

beforeAll(async () => {
  server = await startServer({
    dataDir: dir,
    port: 0,
    host: '127.0.0.1',
    otpSender: otp.sender,
  });
  const base = `http://127.0.0.1:${server.port}`;
  const phoneNumber = uniquePhone();
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/auth/send-otp', { phoneNumber });
  const registered = await post('/api/auth/register-with-otp', {
    fullName: 'Ada Obi',
    username: 'ada',
    phoneNumber,
    role: 'member',
    password: 'otp-only',
    otp: otp.lastCode(),
  });
  expect(registered.status).toBe(201);
  cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const BOUNDARY = 'gp-boundary';
const CHUNK = Buffer.alloc(192 * 1024, 0x61);

/**
 * Sends a `size`-byte multipart form over a raw socket the way a phone's browser does: headers,
 * then the whole file in 192 KiB chunks 8 ms apart (12 MB in over the 0.5 s @hono/node-server
 * waits for an unread body; on mobile data it takes far longer), whatever the server answered
 * meanwhile. `contentLength: false` sends it
 * chunked. Resolves, once the body is sent and the answer read, with its status and JSON, or with
 * the socket error (ECONNRESET, EPIPE) the client saw on the way.
 */
function upload(size: number, { contentLength = true } = {}): Promise<{ status: number; json: unknown } | { error: string }> {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const framing = contentLength ? `Content-Length: ${size}` : 'Transfer-Encoding: chunked';
  const frame = (part: Buffer | string) => (contentLength ? part : `${Buffer.byteLength(part).toString(16)}\r\n${part.toString()}\r\n`);
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
    /** The answer, once its headers and Content-Length bytes of JSON are in. */
    const answer = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
      if (end < 0 || !length || received.length < end + 4 + Number(length[1])) return null;
      const body = received.subarray(end + 4, end + 4 + Number(length[1])).toString('utf8');
      return {
        status: Number(text.slice(9, 12)),
        json: JSON.parse(body) as unknown,
      };
    };
    const settle = () => {
      const read = answer();
      if (sent && read) finish(read);
    };
    socket.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    socket.on('close', () =>
      finish({
        error: `closed before the exchange finished (sent: ${sent}, answer: ${answer()?.status})`,
      }),
    );
    socket.on('data', (data: Buffer) => ((received = Buffer.concat([received, data])), settle()));
    socket.write(
      `POST /api/contributions HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`,
    );
    socket.write(frame(head));
    let left = size - head.length - tail.length;
    const write = () => {
      if (done) return;
      if (left <= 0) {
        socket.write(frame(tail));
        if (!contentLength) socket.write('0\r\n\r\n');
        sent = true;
        return settle();
      }
      const part = CHUNK.subarray(0, Math.min(CHUNK.length, left));
      left -= part.length;
      if (socket.write(frame(part))) setTimeout(write, 8);
      else socket.once('drain', () => setTimeout(write, 8));
    };
    write();
  });
}

const tooLarge = {
  status: 413,
  json: { message: MESSAGES.imageTooLarge10MB, code: 'file-too-large' },
};

it('answers a 12 MB form with 413 and its message every time, never a reset', async () => {
  const answers = [];
  for (let i = 0; i < 10; i += 1) answers.push(await upload(12 * MB));
  expect(answers).toEqual(Array.from({ length: 10 }, () => tooLarge));
});

it('answers a 20 MB chunked form (no Content-Length, read up to the limit) with 413 too', async () => {
  expect(await upload(20 * MB, { contentLength: false })).toEqual(tooLarge);
});
