import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contributions, proofs, proofUploads } from '../db/schema';
import { makePurse, person, type Person } from '../groups/test-fixtures';
import { diskProofStore } from '../proofs/proof-store';
import { testApp, type TestApp } from '../testing/test-app';
import { circle, dataUrl, memberPaymentForm, pngBytes, readDb, sha256Of, type Circle } from './test-fixtures';

/** A REST submission carrying its proof's bytes stores them only once it is accepted. */

let dir: string;
let t: TestApp;
let c: Circle;
let outsider: Person;
let bankOnly: { id: string };
beforeEach(async () => {
  dir = mkdtempSync(joinPath(tmpdir(), 'gp-proofs-'));
  t = testApp({ proofStore: diskProofStore(dir) });
  c = await circle(t);
  outsider = await person(t, 'eve');
  bankOnly = await makePurse(c.admin, c.group.id, { name: 'Bank only', allowedPaymentTypes: '["bank_transfer"]' });
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const storedFiles = () => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
const proofRows = async () => ({ proofs: await readDb(t, (tx) => tx.select().from(proofs)), uploads: await readDb(t, (tx) => tx.select().from(proofUploads)) });
const KEY = { 'Idempotency-Key': 'k-1' };

type Send = (bytes: Uint8Array<ArrayBuffer>) => Promise<{ status: number; json: { code: string } }>;
const REFUSED: [name: string, status: number, code: string, send: Send][] = [
  ['a non-member’s data URL', 403, 'not-group-member', (b) => outsider.call('POST', '/api/contributions', { projectId: c.project.id, amount: 100, proofOfPayment: dataUrl(b) })],
  ['a non-member’s data URL under an Idempotency-Key', 403, 'not-group-member', (b) => outsider.call('POST', '/api/contributions', { projectId: c.project.id, amount: 100, proofOfPayment: dataUrl(b) }, KEY)],
  ['a non-member’s multipart file', 403, 'not-group-member', (b) => outsider.send('POST', '/api/contributions', memberPaymentForm({ projectId: c.project.id, amount: '100' }, { bytes: b }))],
  [
    'a data URL with a method the purse does not allow',
    422,
    'payment-method-not-allowed',
    (b) => c.member.call('POST', '/api/contributions', { purseId: bankOnly.id, amount: 100, paymentType: 'cash', proofOfPayment: dataUrl(b) }),
  ],
  [
    'a multipart file with a method the purse does not allow',
    422,
    'payment-method-not-allowed',
    (b) => c.member.send('POST', '/api/contributions', memberPaymentForm({ projectId: bankOnly.id, amount: '100', paymentType: 'cash' }, { bytes: b })),
  ],
];

describe('the proof of a REST submission', () => {
  it.each(REFUSED)('is not kept when the submission is refused: %s', async (_name, status, code, send) => {
    const res = await send(pngBytes(500, 7));
    expect(res.status).toBe(status);
    expect(res.json.code).toBe(code);
    expect(storedFiles()).toEqual([]);
    expect(await proofRows()).toEqual({ proofs: [], uploads: [] });
  });

  it('is kept, with its rows, when the submission is accepted', async () => {
    const bytes = pngBytes(500, 7);
    const res = await c.member.send('POST', '/api/contributions', memberPaymentForm({ projectId: c.project.id, amount: '100' }, { bytes }));
    expect(res.status).toBe(201);
    expect(storedFiles()).toEqual([sha256Of(bytes)]);
    expect((await proofRows()).uploads).toEqual([expect.objectContaining({ sha256: sha256Of(bytes), userId: c.member.id })]);
    expect(await readDb(t, (tx) => tx.select().from(contributions))).toEqual([expect.objectContaining({ proofSha256: sha256Of(bytes) })]);
  });

  it('keeps bytes someone stored before, when a submission carrying the same bytes is refused', async () => {
    const bytes = pngBytes(500, 7);
    expect((await c.member.send('PUT', `/api/proofs/${sha256Of(bytes)}`, bytes)).status).toBe(201);
    expect((await REFUSED[0]![3](bytes)).status).toBe(403);
    expect(storedFiles()).toEqual([sha256Of(bytes)]);
    expect((await proofRows()).uploads.map((u) => u.userId)).toEqual([c.member.id]);
  });
});
