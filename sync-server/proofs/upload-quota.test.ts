import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { type Circle, eachTestACircle, pngBytes, readDb, sha256Of, submitDialog, writeDb } from '../contributions/test-fixtures';
import { proofs } from '../db/schema';
import type { Person } from '../groups/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { recordProof } from './proof-service';
import { PROOF_QUOTA_BYTES } from './upload-quota';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const put = (who: Person, bytes: Uint8Array<ArrayBuffer>) => who.send('PUT', `/api/proofs/${sha256Of(bytes)}`, bytes);
const X = pngBytes(200, 1);
const Y = pngBytes(200, 2);
// Bytes nothing names yet, recorded as if uploaded (its file is not needed to count against the quota).
const BIG = { sha256: sha256Of(pngBytes(64, 99)), mimeType: 'image/png' as const, size: PROOF_QUOTA_BYTES - 300 };

describe('the quota of proofs a user uploaded that no contribution names', () => {
  beforeEach(async () => {
    await writeDb(t, (tx) => recordProof(tx, c.member.id, BIG, t.clock.now()));
  });

  it('refuses new bytes past it with 429, and stores nothing of them', async () => {
    expect((await put(c.member, X)).status).toBe(201);
    const over = await put(c.member, Y);
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ code: 'proof-quota-exceeded', message: MESSAGES.proofQuotaExceeded, field: 'proofOfPayment' });
    expect((await readDb(t, (tx) => tx.select().from(proofs))).map((p) => p.sha256)).not.toContain(sha256Of(Y));
  });

  it('lets the same bytes be uploaded again at no cost', async () => {
    expect((await put(c.member, X)).status).toBe(201);
    expect((await put(c.member, X)).status).toBe(200);
    expect((await put(c.member, X)).status).toBe(200);
  });

  it('counts each user on their own', async () => {
    expect((await put(c.member, X)).status).toBe(201);
    expect((await put(c.other, Y)).status).toBe(201);
  });

  it('frees the room an upload took once a contribution names it', async () => {
    expect((await put(c.member, X)).status).toBe(201);
    expect((await put(c.member, Y)).status).toBe(429);
    expect((await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofSha256: sha256Of(X) })).status).toBe(201);
    expect((await put(c.member, Y)).status).toBe(201);
  });
});
