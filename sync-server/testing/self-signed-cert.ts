import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

/**
 * A self-signed X.509 certificate made at test time with node:crypto alone (a P-256 key, ECDSA
 * with SHA-256, subjectAltName for the given names and IPs), for local HTTPS servers that stand
 * in for outside services. A client trusts it by passing `cert` as its `ca`.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const der = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...items: Buffer[]) => der(0x30, ...items);

function oid(dotted: string): Buffer {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = arc >> 7; v > 0; v >>= 7) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2026-01-02T03:04:05.678Z -> 260102030405Z
  const text = `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  return der(0x17, Buffer.from(text, 'ascii'));
}

/**
 * A certificate serial from random bytes, as DER INTEGER content: positive (top bit clear) and
 * minimal (no leading zero byte), else X509Certificate refuses it ("illegal padding"): once in
 * 256 certificates when the top bit was only cleared.
 * @example serialNumber(Buffer.from([0x00, 0x05])) // <Buffer 40 05>
 */
export function serialNumber(random: Buffer): Buffer {
  const serial = Buffer.from(random);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40;
  return serial;
}

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

export function selfSignedCert(options: { commonName?: string; dnsNames?: string[]; ips?: string[] } = {}): { key: string; cert: string } {
  const commonName = options.commonName ?? 'localhost';
  const dnsNames = options.dnsNames ?? ['localhost'];
  const ips = options.ips ?? ['127.0.0.1'];
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  const name = sequence(der(0x31, sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(commonName, 'utf8')))));
  const now = Date.now();
  const validity = sequence(utcTime(new Date(now - 60 * 60_000)), utcTime(new Date(now + 24 * 60 * 60_000)));
  const altNames = sequence(
    ...dnsNames.map((dns) => der(0x82, Buffer.from(dns, 'ascii'))),
    ...ips.map((ip) => der(0x87, Buffer.from(ip.split('.').map(Number)))),
  );
  const extensions = der(
    0xa3,
    sequence(
      sequence(oid('2.5.29.17'), der(0x04, altNames)),
      // basicConstraints CA:TRUE (critical): the certificate is its own trust anchor.
      sequence(oid('2.5.29.19'), der(0x01, Buffer.from([0xff])), der(0x04, sequence(der(0x01, Buffer.from([0xff]))))),
    ),
  );
  const serial = serialNumber(randomBytes(12));
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    name,
    validity,
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, { key: privateKey, dsaEncoding: 'der' });
  const certificate = sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
  const base64 = certificate.toString('base64').replace(/.{1,64}/g, '$&\n');
  const cert = `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`;
  new X509Certificate(cert); // throws if the encoding is wrong
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, cert };
}
