import { describe, expect, it } from 'vitest';
import { type Circle, eachTestACircle, pngBytes, readDb, sha256Of, submitDialog, writeDb } from '../contributions/test-fixtures';
import { proofs, proofUploads } from '../db/schema';
import type { Person } from '../groups/test-fixtures';
import { pruneExpired } from '../maintenance';
import type { TestApp } from '../testing/test-app';
import { IDEMPOTENCY_RETENTION_MS } from '../idempotency/idempotency';
import { PROOF_RETENTION_MS } from './proof-retention';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const DAY = 24 * 60 * 60_000;
const put = (who: Person, bytes: Uint8Array<ArrayBuffer>) => who.send('PUT', `/api/proofs/${sha256Of(bytes)}`, bytes);
const prune = () => pruneExpired(t.db, t.proofStore, t.clock.now());
/** Which of `hashes` still have a file, a `proofs` row and `proof_uploads` rows. */
async function kept(...hashes: string[]) {
  const rows = new Set((await readDb(t, (tx) => tx.select().from(proofs))).map((p) => p.sha256));
  const uploads = await readDb(t, (tx) => tx.select().from(proofUploads));
  return Promise.all(
    hashes.map(async (sha) => ({
      file: (await t.proofStore.read(sha)) !== null,
      row: rows.has(sha),
      uploads: uploads.filter((u) => u.sha256 === sha).length,
    })),
  );
}
const GONE = { file: false, row: false, uploads: 0 };

describe('proofs no contribution names', () => {
  it('are kept at least as long as a replay is recognised', () => {
    expect(PROOF_RETENTION_MS).toBeGreaterThanOrEqual(IDEMPOTENCY_RETENTION_MS);
  });

  it('are removed after the retention from their latest upload; named ones never are', async () => {
    const [A, B, C] = [pngBytes(300, 1), pngBytes(300, 2), pngBytes(300, 3)].map((bytes) => ({ bytes, sha: sha256Of(bytes) }));
    for (const p of [A!, B!, C!]) expect((await put(c.member, p.bytes)).status).toBe(201);
    expect((await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofSha256: B!.sha })).status).toBe(201);
    t.clock.advance(5 * DAY);
    expect((await put(c.other, C!.bytes)).status).toBe(200); // the same bytes, uploaded again by someone else

    t.clock.advance(PROOF_RETENTION_MS - 5 * DAY); // exactly the retention after the first uploads
    await prune();
    expect(await kept(A!.sha, B!.sha, C!.sha)).toEqual([
      { file: true, row: true, uploads: 1 },
      { file: true, row: true, uploads: 1 },
      { file: true, row: true, uploads: 2 },
    ]);

    t.clock.advance(60_000);
    await prune();
    expect(await kept(A!.sha, B!.sha, C!.sha)).toEqual([GONE, { file: true, row: true, uploads: 1 }, { file: true, row: true, uploads: 2 }]);

    t.clock.advance(5 * DAY);
    await prune();
    expect(await kept(A!.sha, B!.sha, C!.sha)).toEqual([GONE, { file: true, row: true, uploads: 1 }, GONE]);

    // Bytes removed can be uploaded again, and are stored whole.
    expect((await put(c.member, A!.bytes)).status).toBe(201);
    expect(await kept(A!.sha)).toEqual([{ file: true, row: true, uploads: 1 }]);

  });

  it('keeps a young proof even when no upload of it is recorded', async () => {
    const bytes = pngBytes(300, 4);
    const sha = sha256Of(bytes);
    await t.proofStore.write(sha, bytes);
    await writeDb(t, (tx) => tx.insert(proofs).values({ sha256: sha, mimeType: 'image/png', sizeBytes: 300, uploadedBy: c.member.id, createdAt: t.clock.now() }));
    t.clock.advance(DAY);
    await prune();
    expect(await kept(sha)).toEqual([{ file: true, row: true, uploads: 0 }]);
    t.clock.advance(PROOF_RETENTION_MS);
    await prune();
    expect(await kept(sha)).toEqual([GONE]);
  });
});
