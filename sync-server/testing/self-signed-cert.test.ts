import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCert, serialNumber } from './self-signed-cert';

describe('the test-time self-signed certificate', () => {
  it.each([
    ['a leading zero byte before a small one', [0x00, 0x05, 0xaa]],
    ['a leading zero byte before a large one', [0x00, 0x95, 0xaa]],
    ['a top bit set', [0xff, 0x00, 0x01]],
    ['an ordinary byte', [0x3c, 0x00, 0x01]],
  ])('makes a positive, minimal serial from random bytes with %s', (_, bytes) => {
    const serial = serialNumber(Buffer.from(bytes));
    expect(serial).toHaveLength(bytes.length);
    // DER INTEGER: a clear top bit (positive) and no leading zero byte (minimal).
    expect(serial[0]! & 0x80).toBe(0);
    expect(serial[0]).not.toBe(0);
  });

  it('is a certificate node:crypto reads, for the names asked', () => {
    const { cert } = selfSignedCert({ dnsNames: ['push.test'], ips: ['127.0.0.1'] });
    expect(new X509Certificate(cert).subjectAltName).toBe('DNS:push.test, IP Address:127.0.0.1');
  });
});
