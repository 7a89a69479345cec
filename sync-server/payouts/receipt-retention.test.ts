import { describe, expect, it } from 'vitest';
import { type Circle, eachTestACircle, pngBytes, sha256Of } from '../contributions/test-fixtures';
import { proofs } from '../db/schema';
import { pruneExpired } from '../maintenance';
import { PROOF_RETENTION_MS } from '../proofs/proof-retention';
import { recordProof } from '../proofs/proof-service';
import { PROOF_QUOTA_BYTES } from '../proofs/upload-quota';
import type { TestApp } from '../testing/test-app';
import { fund, postPayout, read } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const DAY = 24 * 60 * 60_000;
const put = (bytes: Uint8Array<ArrayBuffer>) => c.admin.send('PUT', `/api/proofs/${sha256Of(bytes)}`, bytes);

describe("a payout's receipt is a named proof", () => {
  it('is never pruned, however old, while an unnamed upload of the same age is', async () => {
    await fund(c, 1000);
    const receipt = pngBytes(300, 61);
    const unnamed = pngBytes(300, 62);
    expect((await put(receipt)).status).toBe(201);
    expect((await put(unnamed)).status).toBe(201);
    expect((await postPayout(c.admin, c.project.id, { proofSha256: sha256Of(receipt) })).status).toBe(201);
    t.clock.advance(PROOF_RETENTION_MS + DAY);
    await pruneExpired(t.db, t.proofStore, t.clock.now());
    const rows = (await read(t, (tx) => tx.select().from(proofs))).map((p) => p.sha256);
    expect(rows).toContain(sha256Of(receipt));
    expect(rows).not.toContain(sha256Of(unnamed));
    expect(await t.proofStore.read(sha256Of(receipt))).not.toBeNull();
  });

  it("no longer counts against its admin's upload quota", async () => {
    await fund(c, 1000);
    // Bytes nothing names, recorded as if uploaded: the admin is 300 bytes under the quota.
    await t.db.transaction((tx) => recordProof(tx, c.admin.id, { sha256: sha256Of(pngBytes(64, 99)), mimeType: 'image/png', size: PROOF_QUOTA_BYTES - 300 }, t.clock.now()));
    const receipt = pngBytes(200, 63);
    const next = pngBytes(200, 64);
    expect((await put(receipt)).status).toBe(201);
    expect((await put(next)).status).toBe(429);
    expect((await postPayout(c.admin, c.project.id, { proofSha256: sha256Of(receipt) })).status).toBe(201);
    expect((await put(next)).status).toBe(201);
  });
});
