import { expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { pacedRequest, type PacedAnswer } from '../testing/paced-request';
import { socketServerForFile } from '../testing/socket-server';
import { SMALL_BODY_BYTES } from './drain-body';

// A real server on a socket: the reset this guards against happens in the HTTP layer.
const server = socketServerForFile('gp-drain-');

/**
 * Sends a JSON body of `size` bytes with its Content-Length, slowly (4 KiB every 60 ms, as on 2G),
 * and resolves with the answer once the whole body is sent and the answer read, or with the socket
 * error the phone saw.
 */
function slowPost(path: string, size: number): Promise<PacedAnswer> {
  const body = Buffer.from(JSON.stringify({ note: 'x'.repeat(size - 12) }));
  const parts = Array.from({ length: Math.ceil(body.length / 4096) }, (_, i) => body.subarray(i * 4096, (i + 1) * 4096));
  const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server().port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
  return pacedRequest(server().port, head, parts, 60);
}

it('answers a small body a route never read (signed out) once it has arrived, slowly, never with a reset', async () => {
  expect(await slowPost('/api/contributions', SMALL_BODY_BYTES - 1024)).toEqual({ status: 401, json: { message: MESSAGES.notSignedIn, code: 'not-signed-in' } });
});
