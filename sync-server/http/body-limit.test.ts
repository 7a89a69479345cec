import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { startServer, type RunningServer } from '../server';
import { pacedRequest, type PacedAnswer } from '../testing/paced-request';
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
function upload(size: number, { contentLength = true } = {}): Promise<PacedAnswer> {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  const framing = contentLength ? `Content-Length: ${size}` : 'Transfer-Encoding: chunked';
  const frame = (part: Buffer | string) => (contentLength ? part : `${Buffer.byteLength(part).toString(16)}\r\n${part.toString()}\r\n`);
  const parts: (Buffer | string)[] = [frame(head)];
  for (let left = size - head.length - tail.length; left > 0; left -= CHUNK.length) parts.push(frame(CHUNK.subarray(0, Math.min(CHUNK.length, left))));
  parts.push(frame(tail));
  if (!contentLength) parts.push('0\r\n\r\n');
  const request =
    `POST /api/contributions HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`;
  return pacedRequest(server.port, request, parts, 8);
}

const tooLarge = {
  status: 413,
  json: { message: MESSAGES.imageTooLarge10MB, code: 'file-too-large', params: { messageKey: 'imageTooLarge10MB' } },
};

it('answers a 12 MB form with 413 and its message every time, never a reset', async () => {
  const answers = [];
  for (let i = 0; i < 10; i += 1) answers.push(await upload(12 * MB));
  expect(answers).toEqual(Array.from({ length: 10 }, () => tooLarge));
});

it('answers a 20 MB chunked form (no Content-Length, read up to the limit) with 413 too', async () => {
  expect(await upload(20 * MB, { contentLength: false })).toEqual(tooLarge);
});
