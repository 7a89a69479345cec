import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { type Circle, dataUrl, eachTestACircle, memberPaymentForm, pngBytes, readDb, sha256Of, submitDialog } from '../contributions/test-fixtures';
import { contributions, proofs } from '../db/schema';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

// A 20 KB PNG declaring 100000×100000 pixels (40 GB once decoded), one just past 50 MP, one just
// within it, and one whose header says it has no width.
const BOMB = pngBytes(20_000, 9, { width: 100_000, height: 100_000 });
const JUST_OVER = pngBytes(200, 9, { width: 10_000, height: 5_001 });
const JUST_WITHIN = pngBytes(200, 9, { width: 10_000, height: 5_000 });
const NO_WIDTH = pngBytes(200, 9, { width: 0, height: 5_000 });

const WAYS: [name: string, send: (bytes: Uint8Array<ArrayBuffer>) => Promise<{ status: number; json: { message: string; code: string } }>][] = [
  ['PUT /api/proofs/{sha256}', (bytes) => c.member.send('PUT', `/api/proofs/${sha256Of(bytes)}`, bytes)],
  ['a data URL in the JSON submit', (bytes) => submitDialog(c.member, { amount: 100, projectId: c.project.id, proofOfPayment: dataUrl(bytes) })],
  [
    'a file in the multipart submit',
    (bytes) => c.member.send('POST', '/api/contributions', memberPaymentForm({ projectId: c.project.id, userId: c.member.id, amount: '100' }, { bytes })),
  ],
];

describe('the pixels a proof declares', () => {
  it.each(WAYS)('refuses a decompression bomb sent by %s, and stores nothing', async (_way, send) => {
    for (const bomb of [BOMB, JUST_OVER]) {
      const res = await send(bomb);
      expect(res.status).toBe(422);
      expect(res.json).toMatchObject({ code: 'image-too-many-pixels', message: MESSAGES.imageTooManyPixels });
    }
    const noSize = await send(NO_WIDTH);
    expect(noSize.status).toBe(415);
    expect(noSize.json.code).toBe('invalid-file');
    expect(await readDb(t, (tx) => tx.select().from(proofs))).toEqual([]);
    expect(await readDb(t, (tx) => tx.select().from(contributions))).toEqual([]);
  });

  it.each(WAYS)('takes an image of exactly 50 megapixels sent by %s', async (_way, send) => {
    expect((await send(JUST_WITHIN)).status).toBe(201);
    expect(await readDb(t, (tx) => tx.select().from(proofs))).toEqual([expect.objectContaining({ sha256: sha256Of(JUST_WITHIN) })]);
  });
});
