import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { contributions, proofUploads } from '../db/schema';
import { join as joinGroup, makeGroup, person, type Person } from '../groups/test-fixtures';
import { testApp, type TestApp } from '../testing/test-app';
import { circle, pngBytes, readDb, sha256Of, submitDialog, type Circle } from './test-fixtures';

let t: TestApp;
let c: Circle;
let eve: Person;
let eveGroupId: string;
const png = pngBytes(300, 11);
const sha = sha256Of(png);

// Chidi (of Ada's group) uploads a receipt; Eve, a member of Bola's group, learns its hash.
beforeEach(async () => {
  t = testApp();
  c = await circle(t);
  const bola = await person(t, 'bola', 'admin');
  eveGroupId = (await makeGroup(bola, 'Bola Fund')).id;
  eve = await person(t, 'eve');
  await joinGroup(eve, eveGroupId);
  expect((await c.member.send('PUT', `/api/proofs/${sha}`, png)).status).toBe(201);
});
afterEach(async () => {
  await t.close();
});

const pushContribution = (who: Person, groupId: string, proofSha256: string) => {
  const mutation = {
    id: crypto.randomUUID(),
    type: 'contribution.create',
    payload: { id: crypto.randomUUID(), groupId, projectId: null, amount: '100', paymentType: 'bank_transfer', reference: null, notes: null, description: null, proofSha256 },
  };
  return who.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [mutation] });
};

const ATTACH: [way: string, attach: (who: Person, groupId: string) => Promise<{ ok: boolean; code?: string; message?: string }>][] = [
  [
    'REST',
    async (who, groupId) => {
      const res = await submitDialog(who, { amount: 100, groupId, proofSha256: sha });
      return { ok: res.status === 201, code: res.json.code, message: res.json.message };
    },
  ],
  [
    'sync push',
    async (who, groupId) => {
      const result = (await pushContribution(who, groupId, sha)).json.results[0];
      return { ok: result.status === 'applied', code: result.code, message: result.message };
    },
  ],
];

describe('attaching a proof by its hash', () => {
  it.each(ATTACH)("refuses someone else's upload through %s, as if never uploaded, so the image cannot be read", async (_way, attach) => {
    expect(await attach(eve, eveGroupId)).toEqual({ ok: false, code: 'proof-not-uploaded', message: MESSAGES.proofNotUploaded });
    expect(await readDb(t, (tx) => tx.select().from(contributions))).toEqual([]);
  });

  it.each(ATTACH)('lets each uploader of the same bytes attach them through %s', async (_way, attach) => {
    expect((await eve.send('PUT', `/api/proofs/${sha}`, png)).status).toBe(200);
    expect(await attach(eve, eveGroupId)).toMatchObject({ ok: true });
    expect(await attach(c.member, c.group.id)).toMatchObject({ ok: true });
    const uploaders = (await readDb(t, (tx) => tx.select().from(proofUploads))).map((u) => u.userId);
    expect(uploaders.sort()).toEqual([c.member.id, eve.id].sort());
    const mine = (await readDb(t, (tx) => tx.select().from(contributions))).find((row) => row.userId === eve.id)!;
    expect((await eve.send('GET', `/api/contributions/${mine.id}/proof`)).bytes).toEqual(png);
  });

  // Replays SQLite's own migration history (PostgreSQL's migrations start with the table), so this
  // file is not in vitest.postgres.config.ts.
  it('keeps proofs stored before uploads were recorded attachable by their uploader and readable', async () => {
    const before = await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofSha256: sha });
    expect(before.status).toBe(201);
    // The database as it was before migration 0002 (no proof_uploads table), then that migration:
    // SQLite's own history, so the raw connection.
    t.sqlite.exec('DROP TABLE proof_uploads');
    const folder = join(dirname(fileURLToPath(import.meta.url)), '../db/migrations');
    const migration = readdirSync(folder).find((name) => name.startsWith('0002_'))!;
    for (const statement of readFileSync(join(folder, migration), 'utf8').split('--> statement-breakpoint')) t.sqlite.exec(statement);
    expect(await readDb(t, (tx) => tx.select().from(proofUploads))).toEqual([expect.objectContaining({ sha256: sha, userId: c.member.id })]);
    expect((await c.member.send('GET', `/api/contributions/${before.json.id}/proof`)).status).toBe(200);
    expect((await submitDialog(c.member, { amount: 100, projectId: c.project.id, proofSha256: sha })).status).toBe(201);
    expect((await submitDialog(eve, { amount: 100, groupId: eveGroupId, proofSha256: sha })).json.code).toBe('proof-not-uploaded');
  });
});
