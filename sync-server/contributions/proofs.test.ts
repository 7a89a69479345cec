import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PROOF_MAX_BYTES } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { accountabilityPartners, proofs } from '../db/schema';
import { anonymous, person } from '../groups/test-fixtures';
import { diskProofStore } from '../proofs/proof-store';
import type { TestApp } from '../testing/test-app';
import { type Circle, dataUrl, eachTestACircle, jpegBytes, pdfBytes, pngBytes, readDb, sha256Of, submitDialog, writeDb } from './test-fixtures';
import { drawTransferReceipt } from '../receipts/receipt-image-fixture';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

describe('PUT /api/proofs/{sha256}', () => {
  it('stores bytes under their hash: 201 the first time, 200 after', async () => {
    const jpeg = jpegBytes(500);
    const sha = sha256Of(jpeg);
    const first = await c.member.send('PUT', `/api/proofs/${sha}`, jpeg);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ sha256: sha, mimeType: 'image/jpeg', size: 500 });
    const again = await c.other.send('PUT', `/api/proofs/${sha}`, jpeg);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await readDb(t, (tx) => tx.select().from(proofs))).toEqual([expect.objectContaining({ sha256: sha, uploadedBy: c.member.id })]);
  });

  it('refuses bytes of another hash (422), non-images (415), too much (413) and strangers (401)', async () => {
    const png = pngBytes();
    const mismatch = await c.member.send('PUT', `/api/proofs/${sha256Of(pngBytes(64, 3))}`, png);
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.message).toBe(MESSAGES.proofHashMismatch);
    const pdf = pdfBytes();
    const notImage = await c.member.send('PUT', `/api/proofs/${sha256Of(pdf)}`, pdf, { 'content-type': 'image/png' });
    expect(notImage.status).toBe(415);
    expect(notImage.json.message).toBe(MESSAGES.invalidFileUpload);
    const big = pngBytes(PROOF_MAX_BYTES + 1);
    const tooBig = await c.member.send('PUT', `/api/proofs/${sha256Of(big)}`, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe(MESSAGES.imageTooLarge10MB);
    expect((await c.member.send('PUT', '/api/proofs/not-a-hash', png)).status).toBe(400);
    t.setCookie('');
    expect((await t.send('PUT', `/api/proofs/${sha256Of(png)}`, png)).status).toBe(401);
    expect(await readDb(t, (tx) => tx.select().from(proofs))).toHaveLength(0);
  });
});

describe('the disk store', () => {
  it('writes content-addressed files atomically, a second write being a no-op', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gp-proofs-unit-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const store = diskProofStore(dir);
    const png = pngBytes(90);
    const sha = sha256Of(png);
    expect(await store.write(sha, png)).toBe(true);
    expect(await store.write(sha, png)).toBe(false);
    expect(existsSync(join(dir, sha.slice(0, 2), sha))).toBe(true);
    expect(readdirSync(join(dir, sha.slice(0, 2)))).toEqual([sha]); // no temp file left behind
    expect(new Uint8Array((await store.read(sha))!)).toEqual(png);
    expect(await store.read('0'.repeat(64))).toBeNull();
  });
});

describe('GET /api/contributions/{id}/proof', () => {
  async function paidWithProof() {
    const png = pngBytes(256, 4);
    const res = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(png) });
    return { id: res.json.id as string, png };
  }

  it('serves the image to the contributor, the admin and a partner, with safe headers', async () => {
    const { id, png } = await paidWithProof();
    for (const who of [c.member, c.admin, c.partner]) {
      const res = await who.send('GET', `/api/contributions/${id}/proof`);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(png);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    }
  });

  it('answers 404 to another member, another admin and a removed partner; 401 signed out', async () => {
    const { id } = await paidWithProof();
    const bola = await person(t, 'bola', 'admin');
    for (const who of [c.other, bola]) {
      const res = await who.send('GET', `/api/contributions/${id}/proof`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(MESSAGES.proofNotFound);
    }
    await writeDb(t, (tx) => tx.update(accountabilityPartners).set({ deletedAt: t.clock.now() }).where(eq(accountabilityPartners.userId, c.partner.id)));
    expect((await c.partner.send('GET', `/api/contributions/${id}/proof`)).status).toBe(404);
    expect((await anonymous(t, 'GET', `/api/contributions/${id}/proof`)).status).toBe(401);
  });

  it('serves a small JPEG of the proof to those who may see it, and 404 to the others', async () => {
    const receipt = await drawTransferReceipt({ amount: '₦25,000.00', name: 'ADAEZE OKAFOR', reference: 'GTB20261121001' });
    const res = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(receipt) });
    const path = `/api/contributions/${res.json.id}/proof/thumbnail`;
    for (const who of [c.member, c.admin, c.partner]) {
      const thumbnail = await who.send('GET', path);
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
      expect(thumbnail.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(thumbnail.bytes.length).toBeLessThan(receipt.length);
      expect([...thumbnail.bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    expect((await c.other.send('GET', path)).status).toBe(404);
    expect((await anonymous(t, 'GET', path)).status).toBe(401);
    // Bytes no decoder reads have no thumbnail (the full proof is still served).
    const { id } = await paidWithProof();
    expect((await c.admin.send('GET', `/api/contributions/${id}/proof/thumbnail`)).status).toBe(404);
  });

  it('answers 404 for a payment without a proof and for an unknown id', async () => {
    const res = await submitDialog(c.member, { amount: 100, projectId: c.project.id });
    expect((await c.member.send('GET', `/api/contributions/${res.json.id}/proof`)).status).toBe(404);
    expect((await c.admin.send('GET', '/api/contributions/nope/proof')).status).toBe(404);
  });
});
