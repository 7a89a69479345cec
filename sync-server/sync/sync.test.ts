import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { SYNC_PROTOCOL_VERSION, type PullResponse } from '../../shared/sync-protocol';
import { contributions, groups, projects, users } from '../db/schema';
import { circle, pngBytes, sha256Of } from '../contributions/test-fixtures';
import { joinGroup } from '../groups/membership-service';
import { person, PURSE_BANK, type Person } from '../groups/test-fixtures';
import { signUp, testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

const uuid = () => crypto.randomUUID();
const groupMutation = (name: string, id = uuid()) => ({ id: uuid(), type: 'group.create', payload: { id, registrationLink: uuid(), name, description: null } });
const purseMutation = (groupId: string, name: string, targetAmount = '50000') => ({
  id: uuid(),
  type: 'project.create',
  payload: { id: uuid(), groupId, name, targetAmount, deadline: null, ...PURSE_BANK },
});
const pushBatch = (mutations: unknown[]) => t.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations });
const pullAll = async (since = 0, limit?: number) => {
  const pages: PullResponse[] = [];
  let cursor = since;
  let snapshot: number | undefined;
  for (;;) {
    // As the device does: a first pull passes back its snapshot on every following page.
    const res = await t.call('GET', `/api/sync?since=${cursor}${limit ? `&limit=${limit}` : ''}${snapshot && cursor > 0 ? `&snapshot=${snapshot}` : ''}`);
    expect(res.status).toBe(200);
    pages.push(res.json);
    cursor = res.json.cursor;
    snapshot ??= res.json.snapshot;
    if (!res.json.hasMore) return { pages, cursor };
  }
};
const userRow = async (id: string) => (await t.db.transaction((tx) => tx.select().from(users).where(eq(users.id, id)).limit(1)))[0]!;

describe('sync push', () => {
  it('refuses a batch with a field nested 20,000 levels deep with 400, and applies none of it', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const mutation = groupMutation('Ajo Circle');
    const text = JSON.stringify({ protocol: SYNC_PROTOCOL_VERSION, mutations: [mutation] });
    const deep = `${text.slice(0, -3)},"extra":${'['.repeat(20_000)}${']'.repeat(20_000)}}]}`;
    const res = await t.call('POST', '/api/sync/push', deep);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('json-too-deep');
    expect((await t.db.transaction((tx) => tx.select().from(groups)))).toHaveLength(0);
  });

  it('applies a batch in order and a replayed batch exactly once', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const create = groupMutation('Class of 2010');
    const purse = purseMutation(create.payload.id, 'Reunion', '250000.50');
    const first = await pushBatch([create, purse]);
    expect(first.status).toBe(200);
    expect(first.json.results).toEqual([
      { id: create.id, status: 'applied' },
      { id: purse.id, status: 'applied' },
    ]);
    const replay = await pushBatch([create, purse]);
    expect(replay.json.results).toEqual(first.json.results);
    expect((await t.db.transaction((tx) => tx.select().from(groups)))).toHaveLength(1);
    const stored = (await t.db.transaction((tx) => tx.select().from(projects)));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.targetAmountKobo).toBe(25_000_050);
  });

  it('refuses one bad mutation with the spec message and still applies the rest', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const good = groupMutation('Good group');
    const noName = groupMutation('');
    const noTarget = { ...purseMutation(good.payload.id, 'Party'), payload: { id: uuid(), groupId: good.payload.id, name: 'Party' } };
    const res = await pushBatch([noName, good, noTarget]);
    expect(res.json.results[0]).toMatchObject({ status: 'refused', message: MESSAGES.groupNameRequired });
    expect(res.json.results[1]).toMatchObject({ status: 'applied' });
    expect(res.json.results[2]).toMatchObject({ status: 'refused', message: MESSAGES.targetAmountRequired });
    expect((await t.db.transaction((tx) => tx.select().from(groups))).map((g) => g.name)).toEqual(['Good group']);
  });

  it('refuses a mutation the user may not make, and leaves data unchanged', async () => {
    const admin = await signUp(t, { username: 'ada', role: 'admin' });
    const create = groupMutation('Ada group');
    await pushBatch([create]);
    await signUp(t, { username: 'bola', role: 'admin' }); // t now carries Bola's cookie
    const res = await pushBatch([purseMutation(create.payload.id, 'Sneaky purse')]);
    expect(res.json.results[0]).toMatchObject({ status: 'refused', message: MESSAGES.notGroupAdmin });
    expect((await t.db.transaction((tx) => tx.select().from(projects)))).toHaveLength(0);
    expect(admin.id).toBeDefined();
  });

  it('refuses the same mutation id with different content', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const create = groupMutation('One');
    await pushBatch([create]);
    const res = await pushBatch([{ ...create, payload: { ...create.payload, name: 'Two' } }]);
    expect(res.json.results[0]).toMatchObject({ status: 'refused', code: 'idempotency-mismatch' });
    expect((await t.db.transaction((tx) => tx.select().from(groups))).map((g) => g.name)).toEqual(['One']);
  });

  it('refuses an old protocol and needs a session', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const res = await t.call('POST', '/api/sync/push', { protocol: 0, mutations: [] });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('protocol-mismatch');
    t.setCookie('');
    expect((await t.call('GET', '/api/sync?since=0')).status).toBe(401);
  });
});

describe('sync pull', () => {
  it('pages by revision with no row skipped or repeated, and ends at the counter', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const batch = [];
    for (let g = 0; g < 3; g++) {
      const group = groupMutation(`Group ${g}`);
      batch.push(group, purseMutation(group.payload.id, `Purse ${g}a`), purseMutation(group.payload.id, `Purse ${g}b`));
    }
    await pushBatch(batch);
    const { pages, cursor } = await pullAll(0, 2);
    // The first page's snapshot brings the 3 groups and 6 purses; then the 6 history entries
    // ('purse.created'), two rows a page.
    expect(pages.length).toBe(3);
    expect(pages[0]!.projects).toHaveLength(6);
    expect(pages.flatMap((p) => p.history).map((h) => h.type)).toEqual(Array(6).fill('purse.created'));
    const ids = pages.flatMap((p) => [...p.groups, ...p.projects].map((r) => r.id));
    expect(new Set(ids).size).toBe(9);
    expect(ids).toHaveLength(9);
    const again = await pullAll(cursor);
    expect(again.pages[0]).toMatchObject({ groups: [], projects: [], hasMore: false, cursor });
  });

  it('sends a member the whole group they joined, even rows older than their cursor', async () => {
    const adminT = t;
    await signUp(adminT, { username: 'ada', role: 'admin' });
    const group = groupMutation('Esusu');
    await pushBatch([group, purseMutation(group.payload.id, 'December payout')]);
    const adminCookie = adminT.cookie;

    const member = await signUp(t, { username: 'tunde', role: 'member' });
    const before = await pullAll();
    expect(before.pages[0]?.groups).toEqual([]);
    const memberRow = await userRow(member.id);
    await t.db.transaction((tx) => joinGroup(tx, memberRow, group.payload.id, t.clock.now()));
    const after = await pullAll(before.cursor);
    const page = after.pages[0]!;
    expect(page.groups.map((g) => g.name)).toEqual(['Esusu']);
    expect(page.groups[0]).toMatchObject({ memberCount: 1, adminName: 'Ada Obi' });
    expect(page.projects.map((p) => p.name)).toEqual(['December payout']);
    expect(page.members.map((m) => m.userId)).toEqual([member.id]);

    // Another member's row is not sent to a member; the admin gets it.
    const other = await signUp(t, { username: 'kemi', role: 'member' });
    const otherRow = await userRow(other.id);
    await t.db.transaction((tx) => joinGroup(tx, otherRow, group.payload.id, t.clock.now()));
    t.setCookie(adminCookie);
    const adminView = await pullAll();
    expect(adminView.pages.flatMap((p) => p.members).map((m) => m.username).sort()).toEqual(['kemi', 'tunde']);
  });

  it('sends a removed partner as a tombstone', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const adminCookie = t.cookie;
    const group = groupMutation('Burial fund');
    await pushBatch([group]);
    const member = await signUp(t, { username: 'tunde', role: 'member' });
    const memberRow = await userRow(member.id);
    await t.db.transaction((tx) => joinGroup(tx, memberRow, group.payload.id, t.clock.now()));
    t.setCookie(adminCookie);
    const add = { id: uuid(), type: 'partner.add', payload: { id: uuid(), groupId: group.payload.id, userId: member.id } };
    expect((await pushBatch([add])).json.results[0].status).toBe('applied');
    const { cursor } = await pullAll();
    const remove = { id: uuid(), type: 'partner.remove', payload: { groupId: group.payload.id, userId: member.id } };
    expect((await pushBatch([remove])).json.results[0].status).toBe('applied');
    const delta = await pullAll(cursor);
    expect(delta.pages[0]?.partners).toEqual([expect.objectContaining({ id: add.payload.id, deleted: true })]);
  });

  it('never sends a stranger another admin\'s group', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    await pushBatch([groupMutation('Private')]);
    await signUp(t, { username: 'eve', role: 'admin' });
    const { pages } = await pullAll();
    expect(pages.flatMap((p) => p.groups)).toEqual([]);
  });

  it('refuses a malformed cursor', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    expect((await t.call('GET', '/api/sync?since=abc')).status).toBe(400);
    expect((await t.call('GET', '/api/sync?since=-1')).status).toBe(400);
  });

  it('pages through any sequence of changes completely (property)', async () => {
    await signUp(t, { username: 'ada', role: 'admin' });
    const adminCookie = t.cookie;
    const groupIds: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat({ max: 9 }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 6 }), async (steps, pageSize) => {
        t.setCookie(adminCookie);
        const { cursor: start } = await pullAll();
        const made: string[] = [];
        for (const step of steps) {
          if (step < 3 || groupIds.length === 0) {
            const m = groupMutation(`G${step}`);
            groupIds.push(m.payload.id);
            made.push(m.payload.id);
            await pushBatch([m]);
          } else {
            const m = purseMutation(groupIds[step % groupIds.length]!, `P${step}`);
            made.push(m.payload.id);
            await pushBatch([m]);
          }
        }
        const { pages } = await pullAll(start, pageSize);
        const seen = pages.flatMap((p) => [...p.groups, ...p.projects].map((r) => r.id));
        expect(new Set(seen)).toEqual(new Set(made));
        expect(seen.length).toBe(made.length);
      }),
      { numRuns: 15 },
    );
  });
});

describe('sync of contributions', () => {
  const contributionMutation = (groupId: string, projectId: string | null, extra: Record<string, unknown> = {}) => ({
    id: uuid(),
    type: 'contribution.create',
    payload: { id: uuid(), groupId, projectId, amount: '1500.50', paymentType: 'bank_transfer', reference: 'TRF-1', notes: null, description: null, proofSha256: null, ...extra },
  });
  const pushAs = (who: Person, mutations: unknown[]) => who.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations });
  const pullAs = async (who: Person, since = 0) => {
    t.setCookie(who.cookie);
    return pullAll(since);
  };

  it('speaks protocol 6: every page carries contributions, notifications, announcements, payouts, history (slim) and the scope', async () => {
    const c = await circle(t);
    const { pages } = await pullAs(c.member);
    expect(SYNC_PROTOCOL_VERSION).toBe(6);
    expect(pages[0]).toMatchObject({ protocol: 6, contributions: [], notifications: [], groupUpdates: [], payouts: [], scope: { visible: [c.group.id], full: [] } });
    expect(pages[0]?.history.map((h) => h.seq)).toEqual(pages[0]?.history.map((_, i) => i + 1));
    const admin = await pullAs(c.admin);
    expect(admin.pages[0]?.scope).toEqual({ visible: [c.group.id], full: [c.group.id] });
    const partner = await pullAs(c.partner);
    expect(partner.pages[0]?.scope).toEqual({ visible: [c.group.id], full: [c.group.id] });
  });

  it('creates a contribution made offline once, however often it is pushed', async () => {
    const c = await circle(t);
    const create = contributionMutation(c.group.id, c.project.id);
    const first = await pushAs(c.member, [create]);
    expect(first.json.results).toEqual([{ id: create.id, status: 'applied' }]);
    const again = await pushAs(c.member, [create]);
    expect(again.json.results).toEqual(first.json.results);
    const stored = (await t.db.transaction((tx) => tx.select().from(contributions)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: create.payload.id, userId: c.member.id, amountKobo: 150_050, status: 'pending', transactionRef: 'TRF-1' });
  });

  it('refuses a payment pushed again under its mutation id with other content, and writes nothing for it (it reads while its claim is on the way, and waits for the claim before any write)', async () => {
    const c = await circle(t);
    const create = contributionMutation(c.group.id, c.project.id);
    expect((await pushAs(c.member, [create])).json.results).toEqual([{ id: create.id, status: 'applied' }]);
    const other = { ...create, payload: { ...create.payload, id: uuid(), amount: '999' } };
    expect((await pushAs(c.member, [other])).json.results[0]).toMatchObject({ status: 'refused', code: 'idempotency-mismatch' });
    expect((await t.db.transaction((tx) => tx.select().from(contributions))).map((row) => row.id)).toEqual([create.payload.id]);
  });

  it('refuses a decision pushed again under its mutation id about another payment, and leaves that payment pending', async () => {
    const c = await circle(t);
    const first = contributionMutation(c.group.id, c.project.id);
    const second = contributionMutation(c.group.id, c.project.id, { reference: 'TRF-2' });
    await pushAs(c.member, [first, second]);
    const confirm = { id: uuid(), type: 'contribution.confirm', payload: { contributionId: first.payload.id } };
    expect((await pushAs(c.admin, [confirm])).json.results).toEqual([{ id: confirm.id, status: 'applied' }]);
    const other = { ...confirm, payload: { contributionId: second.payload.id } };
    expect((await pushAs(c.admin, [other])).json.results[0]).toMatchObject({ status: 'refused', code: 'idempotency-mismatch' });
    const statuses = await t.db.transaction((tx) => tx.select({ id: contributions.id, status: contributions.status }).from(contributions));
    expect(new Map(statuses.map((row) => [row.id, row.status]))).toEqual(new Map([[first.payload.id, 'confirmed'], [second.payload.id, 'pending']]));
  });

  it('refuses a bad amount with the spec text, and a contribution in another member\'s name cannot happen', async () => {
    const c = await circle(t);
    const zero = contributionMutation(c.group.id, c.project.id, { amount: '0' });
    const words = contributionMutation(c.group.id, c.project.id, { amount: 'ten' });
    const res = await pushAs(c.member, [zero, words]);
    expect(res.json.results.map((r: { message: string }) => r.message)).toEqual([MESSAGES.amountPositive, MESSAGES.amountPositive]);
    const stranger = await person(t, 'eve');
    expect((await pushAs(stranger, [contributionMutation(c.group.id, c.project.id)])).json.results[0]).toMatchObject({ status: 'refused', message: MESSAGES.notGroupMember });
    expect((await t.db.transaction((tx) => tx.select().from(contributions)))).toHaveLength(0);
  });

  it('waits for the proof: refused before its upload, applied when the same mutation is retried after', async () => {
    const c = await circle(t);
    const png = pngBytes(80, 7);
    const create = contributionMutation(c.group.id, c.project.id, { proofSha256: sha256Of(png) });
    expect((await pushAs(c.member, [create])).json.results[0]).toMatchObject({ status: 'refused', code: 'proof-not-uploaded', message: MESSAGES.proofNotUploaded });
    expect((await c.member.send('PUT', `/api/proofs/${sha256Of(png)}`, png)).status).toBe(201);
    expect((await pushAs(c.member, [create])).json.results[0]).toEqual({ id: create.id, status: 'applied' });
    expect((await t.db.transaction((tx) => tx.select().from(contributions).limit(1)))[0]?.proofSha256).toBe(sha256Of(png));
  });

  it("answers a second admin action as a conflict with 'Already Confirmed'", async () => {
    const c = await circle(t);
    const create = contributionMutation(c.group.id, c.project.id);
    await pushAs(c.member, [create]);
    const contributionId = create.payload.id;
    const confirm = { id: uuid(), type: 'contribution.confirm', payload: { contributionId } };
    const reject = { id: uuid(), type: 'contribution.reject', payload: { contributionId, reason: 'dup' } };
    const res = await pushAs(c.admin, [confirm, reject]);
    expect(res.json.results).toEqual([
      { id: confirm.id, status: 'applied' },
      { id: reject.id, status: 'conflict', code: 'already-decided', message: 'Already Confirmed', params: { status: 'confirmed' } },
    ]);
    const partnerTry = await pushAs(c.partner, [{ id: uuid(), type: 'contribution.reject', payload: { contributionId, reason: null } }]);
    expect(partnerTry.json.results[0]).toMatchObject({ status: 'refused', message: MESSAGES.notGroupAdmin });
    expect((await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, c.project.id)).limit(1)))[0]?.collectedAmountKobo).toBe(150_050);
  });

  it('pulls contributions to the contributor, the admin and a partner, never to another member', async () => {
    const c = await circle(t);
    const create = contributionMutation(c.group.id, c.project.id);
    await pushAs(c.member, [create]);
    for (const who of [c.member, c.admin, c.partner]) {
      const rows = (await pullAs(who)).pages.flatMap((p) => p.contributions);
      expect(rows).toEqual([
        expect.objectContaining({ id: create.payload.id, userId: c.member.id, userName: 'chidi', userFullName: 'chidi Okafor', amountKobo: 150_050, status: 'pending', proofSha256: null }),
      ]);
    }
    expect((await pullAs(c.other)).pages.flatMap((p) => p.contributions)).toEqual([]);
  });

  it("pulls possibleDuplicate to the group's admin and partners only, false to the member who paid", async () => {
    const c = await circle(t);
    await pushAs(c.member, [contributionMutation(c.group.id, c.project.id, { reference: 'TRF-9' })]);
    const twin = contributionMutation(c.group.id, c.project.id, { reference: 'trf-9 ' });
    expect((await pushAs(c.other, [twin])).json.results[0]).toMatchObject({ status: 'applied' });
    const flagFor = async (who: Person) => (await pullAs(who)).pages.flatMap((p) => p.contributions).find((r) => r.id === twin.payload.id)?.possibleDuplicate;
    expect(await flagFor(c.other)).toBe(false);
    expect(await flagFor(c.admin)).toBe(true);
    expect(await flagFor(c.partner)).toBe(true);
  });

  it('takes back what only reviewers see when a partnership ends: the duplicate flag on their own payment, others\' amounts in a totals-only group', async () => {
    const c = await circle(t);
    expect((await c.admin.call('PATCH', `/api/groups/${c.group.id}`, { showMemberAmounts: false })).status).toBe(200);
    await pushAs(c.member, [contributionMutation(c.group.id, c.project.id, { reference: 'TRF-9' })]);
    const own = contributionMutation(c.group.id, c.project.id, { reference: 'trf-9 ' });
    expect((await pushAs(c.partner, [own])).json.results[0]).toMatchObject({ status: 'applied' });
    const flagOf = (pages: PullResponse[]) => pages.flatMap((p) => p.contributions).find((r) => r.id === own.payload.id)?.possibleDuplicate;
    const memberAmounts = (pages: PullResponse[]) => pages.flatMap((p) => p.history).filter((h) => h.type === 'contribution.submitted' && h.subjectId === c.member.id).map((h) => h.data);
    const asPartner = await pullAs(c.partner);
    expect(flagOf(asPartner.pages)).toBe(true);
    expect(memberAmounts(asPartner.pages)).toEqual([expect.stringContaining('amountKobo')]);

    expect((await c.admin.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${c.partner.id}`)).status).toBe(200);
    const after = await pullAs(c.partner, asPartner.cursor);
    // The device keeps its own payment and the group's history: the pull must send them as a member sees them.
    expect(flagOf(after.pages)).toBe(false);
    expect(memberAmounts(after.pages)).toEqual([null]);
    expect(after.pages.at(-1)?.scope).toEqual({ visible: [c.group.id], full: [] });
  });

  it("takes back other members' references when a partnership ends, in a group that shows amounts: sent again sealed", async () => {
    const c = await circle(t);
    await pushAs(c.member, [contributionMutation(c.group.id, c.project.id, { reference: 'TRF-SECRET-7' })]);
    const referenceOf = (pages: PullResponse[]) =>
      pages
        .flatMap((p) => p.history)
        .filter((h) => h.type === 'contribution.submitted' && h.subjectId === c.member.id)
        .map((h) => (h.data === null ? null : (JSON.parse(h.data) as { reference: unknown }).reference));
    const asPartner = await pullAs(c.partner);
    expect(referenceOf(asPartner.pages)).toEqual(['TRF-SECRET-7']);

    expect((await c.admin.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${c.partner.id}`)).status).toBe(200);
    const after = await pullAs(c.partner, asPartner.cursor);
    expect(referenceOf(after.pages)).toEqual([{ sealed: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(JSON.stringify(after.pages)).not.toContain('TRF-SECRET-7');
  });

  it('sends a decision as a change after the cursor', async () => {
    const c = await circle(t);
    const create = contributionMutation(c.group.id, c.project.id);
    await pushAs(c.member, [create]);
    const { cursor } = await pullAs(c.member);
    await c.admin.call('PATCH', `/api/contributions/${create.payload.id}/reject`, { reason: 'blurry' });
    const delta = await pullAs(c.member, cursor);
    expect(delta.pages.flatMap((p) => p.contributions)).toEqual([expect.objectContaining({ status: 'rejected', adminNotes: 'blurry' })]);
  });

  it('sends a new partner every contribution of the group, even those behind their cursor', async () => {
    const c = await circle(t);
    const create = contributionMutation(c.group.id, c.project.id);
    await pushAs(c.member, [create]);
    const { cursor } = await pullAs(c.other);
    const added = await c.admin.call('POST', `/api/groups/${c.group.id}/accountability-partners`, { userId: c.other.id });
    expect(added.status).toBe(201);
    const delta = await pullAs(c.other, cursor);
    expect(delta.pages.flatMap((p) => p.contributions).map((r) => r.id)).toEqual([create.payload.id]);
    expect(delta.pages.at(-1)?.scope.full).toEqual([c.group.id]);
  });
});
