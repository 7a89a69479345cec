import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCert } from './self-signed-cert';

/**
 * Test doubles for the outside of web push: a local HTTPS push service (self-signed, trusted only
 * through `agent`), a browser-like subscription that can decrypt what it receives (RFC 8291
 * aes128gcm, written here with node:crypto so the test checks web-push's output independently),
 * and a VAPID (RFC 8292) JWT check.
 */

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface FakePushService {
  /** Trusts the service's certificate: pass as web push's `agent`. */
  agent: Agent;
  /** The service's self-signed certificate (PEM), e.g. for another process's NODE_EXTRA_CA_CERTS. */
  cert: string;
  /** A push endpoint on this service. */
  endpoint(name: string): string;
  received: ReceivedPush[];
  /** The next answers, in order (then 201): e.g. `answerNext(500)`, `answerNext(410)`. */
  answerNext(...statuses: number[]): void;
  /** Forgets what was received and any answers not yet given (between tests). */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCert();
  const received: ReceivedPush[] = [];
  const answers: number[] = [];
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.shift() ?? 201, { 'content-type': 'text/plain' }).end('');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    agent,
    cert,
    endpoint: (name) => `https://127.0.0.1:${port}/push/${name}`,
    received,
    answerNext: (...statuses) => answers.push(...statuses),
    reset() {
      received.length = 0;
      answers.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** A browser's push subscription: a P-256 key pair and a 16-byte auth secret. */
export function testSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const userAgentPublic = ecdh.getPublicKey();
  return {
    /** As PushSubscription.toJSON() gives it. */
    json: { endpoint, expirationTime: null, keys: { p256dh: userAgentPublic.toString('base64url'), auth: auth.toString('base64url') } },
    /** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) into its text. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      if (ciphertext.length > recordSize) throw new Error('expected a single record');
      const sharedSecret = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userAgentPublic, serverPublic]);
      const ikm = hmac(hmac(auth, sharedSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('missing last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a `vapid t=JWT, k=KEY` Authorization header: the key is the server's, the ES256
 * signature verifies against it, and the claims name the push service's origin. Returns the claims.
 */
export function verifyVapid(authorization: string, expected: { publicKey: string; audience: string; nowS: number }) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token = '', key = ''] = match;
  if (key !== expected.publicKey) throw new Error('VAPID key is not the server public key');
  const [header = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; typ: string };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  if (claims.aud !== expected.audience) throw new Error(`VAPID aud ${claims.aud}`);
  if (!(claims.exp > expected.nowS && claims.exp <= expected.nowS + 24 * 60 * 60)) throw new Error(`VAPID exp ${claims.exp}`);
  return claims;
}
