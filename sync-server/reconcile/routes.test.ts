/**
 * The reconciliation routes' request rules (issue 22 §7): who may send a statement is settled
 * before a byte of it is read, and both writes honour an Idempotency-Key as every POST does.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eachTestACircle, submitDialog, type Circle } from '../contributions/test-fixtures';
import type { Tx } from '../db/database';
import { projects, statementImports } from '../db/schema';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const STATEMENT = ['Posted Date,Reference,Description,Withdrawals,Lodgements', '21-Nov-2026 10:05:00,NIP1,"TRF FROM CHIDI OKAFOR NIP MOB",-,"25,000.00"'].join('\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function sendStatement(who: Circle['admin'], bytes: Uint8Array | string, options: { groupId?: string; key?: string; name?: string } = {}) {
  // A new form (so a new multipart boundary) each time, as a phone retrying the upload makes.
  const form = new FormData();
  form.append('statement', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), options.name ?? 'november.csv');
  return who.send('POST', `/api/groups/${options.groupId ?? c.group.id}/statements`, form, options.key ? { 'idempotency-key': options.key } : {});
}
const read = <T>(query: (tx: Tx) => Promise<T>) => t.db.transaction(query, { readOnly: true });

describe('who may send a statement is settled before it is read', () => {
  it('refuses a member and an unknown group as every admin route does, without parsing the file', async () => {
    // Parsed, this file would be refused as not a statement (422): the refusals below come first.
    const member = await sendStatement(c.member, PNG);
    expect([member.status, member.json.code]).toEqual([403, 'not-group-admin']);
    const unknown = await sendStatement(c.admin, PNG, { groupId: 'no-such-group' });
    expect([unknown.status, unknown.json.code]).toEqual([404, 'group-not-found']);
    const admin = await sendStatement(c.admin, PNG);
    expect([admin.status, admin.json.code]).toEqual([422, 'statement-format-unrecognised']);
  });

  it('answers a pasted statement from a partner the same way, before reading it', async () => {
    const pasted = await c.partner.call('POST', `/api/groups/${c.group.id}/statements`, { text: 'not an alert' });
    expect([pasted.status, pasted.json.code]).toEqual([403, 'not-group-admin']);
  });
});

describe('Idempotency-Key on the import and the confirm', () => {
  it('replays the first import for the same file under the same key, and refuses another file under it', async () => {
    const first = await sendStatement(c.admin, STATEMENT, { key: 'import-1' });
    expect(first.status).toBe(201);
    const again = await sendStatement(c.admin, STATEMENT, { key: 'import-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(await read((tx) => tx.select().from(statementImports))).toHaveLength(1);
    const other = await sendStatement(c.admin, `${STATEMENT}\n22-Nov-2026 09:00:00,NIP2,"TRF FROM DAYO",-,"8,000.00"`, { key: 'import-1' });
    expect([other.status, other.json.code]).toEqual([422, 'idempotency-mismatch']);
    // Without a key the same file is a second import (it adds nothing new).
    expect((await sendStatement(c.admin, STATEMENT)).json).toMatchObject({ credits: 1, added: 0 });
    expect(await read((tx) => tx.select().from(statementImports))).toHaveLength(2);
  });

  it('replays a confirm under the same key without confirming twice, and refuses other pairs under it', async () => {
    t.clock.set(new Date('2026-11-21T09:00:00Z'));
    const paid = await submitDialog(c.member, { amount: 25_000, projectId: c.project.id });
    expect(paid.status).toBe(201);
    const imported = await sendStatement(c.admin, STATEMENT);
    const [match] = imported.json.reconciliation.matches;
    const pairs = { matches: [{ creditId: match.credit.id, contributionId: paid.json.id }] };
    const confirm = (body: unknown) => c.admin.call('POST', `/api/groups/${c.group.id}/reconciliation/confirm`, body, { 'idempotency-key': 'confirm-1' });
    const first = await confirm(pairs);
    expect([first.status, first.json.confirmed]).toEqual([200, [paid.json.id]]);
    const again = await confirm(pairs);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    const collected = await read((tx) => tx.select({ kobo: projects.collectedAmountKobo }).from(projects).where(eq(projects.id, c.project.id)));
    expect(collected[0]!.kobo).toBe(2_500_000);
    const other = await confirm({ matches: [{ creditId: match.credit.id, contributionId: 'another' }] });
    expect([other.status, other.json.code]).toEqual([422, 'idempotency-mismatch']);
  });
});
