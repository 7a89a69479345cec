import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';
import { COMPRESS_MIN_BYTES, compressLarge } from './compress-large';

const large = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Member ${i}`, amount: '5000.00' })) };
const app = new Hono()
  .use('*', compressLarge)
  .get('/small', (c) => c.json({ status: 'ok' }))
  .get('/large', (c) => c.json(large))
  .get('/image', (c) => c.body(new Uint8Array(4 * COMPRESS_MIN_BYTES), 200, { 'Content-Type': 'image/png' }));

const get = (path: string, acceptEncoding = 'gzip, deflate, br') => app.request(path, { headers: { 'accept-encoding': acceptEncoding } });

describe('compression of what is worth it', () => {
  it('sends a small JSON answer as it is, with its length', async () => {
    const res = await get('/small');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String('{"status":"ok"}'.length));
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('never reads a small JSON answer to learn its size: its length is in its headers', async () => {
    let answer: Response | undefined;
    const spied = new Hono().use('*', compressLarge).get('/small', (c) => (answer = c.json({ status: 'ok' })));
    const res = await spied.request('/small', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-length')).toBe(String('{"status":"ok"}'.length));
    expect(answer?.bodyUsed).toBe(false);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends a large JSON answer in brotli to a client that takes it, decodable to the same JSON', async () => {
    const res = await get('/large');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(large).length / 4);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(large);
  });

  it('falls back to gzip, and to nothing for a client that takes neither', async () => {
    const gzipped = await get('/large', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8'))).toEqual(large);
    const plain = await get('/large', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(large);
  });

  it('leaves images alone: they are compressed already', async () => {
    expect((await get('/image')).headers.get('content-encoding')).toBeNull();
  });

  it('never compresses the health check of the real app', async () => {
    const t = testApp();
    try {
      const res = await t.call('GET', '/api/health', undefined, { 'accept-encoding': 'gzip, br' });
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.json).toMatchObject({ status: 'ok' });
    } finally {
      t.close();
    }
  });
});
