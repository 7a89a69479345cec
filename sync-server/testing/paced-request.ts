import { connect } from 'node:net';

/** What a client saw: the answer's status and JSON, or the socket error on the way. */
export type PacedAnswer = { status: number; json: unknown } | { error: string };

/**
 * Sends a request over a raw socket the way a phone on a slow line does: `head` (request line and
 * headers, ending in a blank line), then each of `parts` `gapMs` apart (waiting for the socket to
 * drain), whatever the server answered meanwhile. Resolves, once every part is sent and the answer
 * read (headers and Content-Length bytes of JSON), with its status and JSON, or with the socket
 * error (ECONNRESET, EPIPE) or early close the client saw. For the resets that happen in the HTTP
 * layer, which app.request() never reaches.
 */
export function pacedRequest(port: number, head: string, parts: readonly (Buffer | string)[], gapMs: number): Promise<PacedAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let sent = false;
    let done = false;
    const finish = (value: PacedAnswer) => {
      if (!done) resolve(value);
      done = true;
      socket.destroy();
    };
    const answer = () => {
      const text = received.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end));
      if (end < 0 || !length || received.length < end + 4 + Number(length[1])) return null;
      return { status: Number(text.slice(9, 12)), json: JSON.parse(received.subarray(end + 4, end + 4 + Number(length[1])).toString('utf8')) as unknown };
    };
    const settle = () => {
      const read = answer();
      if (sent && read) finish(read);
    };
    socket.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    socket.on('close', () => finish({ error: `closed before the exchange finished (sent: ${sent}, answer: ${answer()?.status})` }));
    socket.on('data', (data: Buffer) => ((received = Buffer.concat([received, data])), settle()));
    socket.write(head);
    let at = 0;
    const write = () => {
      if (done) return;
      if (at >= parts.length) return ((sent = true), settle());
      const part = parts[at++]!;
      if (socket.write(part)) setTimeout(write, gapMs);
      else socket.once('drain', () => setTimeout(write, gapMs));
    };
    write();
  });
}
