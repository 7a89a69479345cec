import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { REASON_CODES } from '../../shared/reasons';
import { rawRows } from '../db/raw';
import { testApp, type TestApp } from '../testing/test-app';
import { ROUTE_CASES, type Request, type RouteCase } from './access-routes';
import { ACTORS, buildWorld, dataChecksum, SIGNED_IN, type Actor, type SignedIn, type World } from './access-world';

/**
 * The access matrix (issue 10): every API route of the app as every kind of actor against one
 * victim group. Whoever the table does not allow is refused (401 signed out, else 403/404), a
 * refused write changes no table, and no answer carries victim data the actor has no right to.
 * Sync pull is checked row by row against the visibility rules, restated here on their own.
 */

let t: TestApp;
let w: World;
let ip = 0;

beforeAll(async () => {
  t = testApp();
  w = await buildWorld(t);
}, 20_000);
afterAll(() => t.close());

async function send(actor: Actor, method: string, req: Request) {
  t.setCookie(actor === 'anonymous' ? '' : w.people[actor].cookie);
  ip += 1;
  // Each request from its own address, so the public look-ups' per-address cap never answers.
  const headers = { 'x-forwarded-for': `10.77.${ip >> 8}.${ip & 255}` };
  const res = req.raw !== undefined ? await t.send(method, req.path, req.raw, headers) : await t.call(method, req.path, req.json, headers);
  // The closed union on the wire: every refusal, REST or sync, has a code the phone can word.
  if (res.status >= 400 && typeof res.json === 'object' && res.json !== null) expect(REASON_CODES, `${method} ${req.path}: ${res.status} ${JSON.stringify(res.json)}`).toContain(res.json.code);
  for (const result of Array.isArray(res.json?.results) ? (res.json.results as { status: string; code?: string }[]) : []) {
    if (result.status !== 'applied') expect(REASON_CODES, `${method} ${req.path}: ${JSON.stringify(result)}`).toContain(result.code);
  }
  return res;
}

/** The app's own route table: every method and path under /api, middleware left out. */
function appRoutes(): string[] {
  const found = t.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api')).map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`);
  return [...new Set(found)].sort();
}

function leaks(actor: Actor, text: string, reveals: readonly string[] = []) {
  return w.secrets.filter((s) => !s.entitled.includes(actor) && !reveals.some((name) => s.name.startsWith(name)) && text.includes(s.value)).map((s) => s.name);
}

/**
 * Which groups `userId` may see, straight from the tables (DESIGN "Identity and auth"): owned,
 * joined, partnered. Plain SQL, apart from the app's own queries.
 */
async function rightsOf(userId: string) {
  const ids = (query: SQL) => t.db.transaction(async (tx) => (await rawRows<{ id: string }>(tx, query)).map((r) => r.id), { readOnly: true });
  const owned = await ids(sql`SELECT id FROM groups WHERE admin_id = ${userId}`);
  const joined = await ids(sql`SELECT group_id AS id FROM group_members WHERE user_id = ${userId} AND deleted_at IS NULL`);
  const partnered = await ids(sql`SELECT group_id AS id FROM accountability_partners WHERE user_id = ${userId} AND deleted_at IS NULL`);
  const full = new Set([...owned, ...partnered]);
  return { visible: new Set([...full, ...joined]), full };
}

describe('sync pull, row by row', () => {
  it('refuses a signed-out pull', async () => {
    expect((await send('anonymous', 'GET', { path: '/api/sync?since=0' })).status).toBe(401);
  });

  it.each(SIGNED_IN)('sends %s only rows of groups they may see, and in them only what their role may', async (actor) => {
    const me = w.people[actor].id;
    const { visible, full } = await rightsOf(me);
    const res = await send(actor, 'GET', { path: '/api/sync?since=0' });
    expect(res.status).toBe(200);
    const page = res.json;
    expect(page.hasMore).toBe(false);
    const bad: string[] = [];
    const check = (table: string, rows: { id: string; groupId: string | null; userId?: string }[], may: (r: { groupId: string | null; userId?: string }) => boolean) => {
      for (const r of rows) if (!may(r)) bad.push(`${table} ${r.id} of group ${r.groupId} (user ${r.userId})`);
    };
    const inVisible = (r: { groupId: string | null }) => r.groupId !== null && visible.has(r.groupId);
    const fullOrOwn = (r: { groupId: string | null; userId?: string }) => (r.groupId !== null && full.has(r.groupId)) || r.userId === me;
    check('group', page.groups.map((g: { id: string }) => ({ ...g, groupId: g.id })), inVisible);
    check('project', page.projects, inVisible);
    check('member', page.members, fullOrOwn);
    check('partner', page.partners, fullOrOwn);
    check('contribution', page.contributions, fullOrOwn);
    check('notification', page.notifications, (r) => r.userId === me);
    check('announcement', page.groupUpdates, inVisible);
    check('payout', page.payouts, inVisible);
    check('history entry', page.history, inVisible);
    expect(bad).toEqual([]);
    expect(new Set(page.scope.visible)).toEqual(visible);
    expect(new Set(page.scope.full)).toEqual(full);
    // And victim data only where the actor has the right to it, whatever row carries it. A history
    // entry's details name the payment it records (issue 11 §4, §7: the group sees who paid), so
    // they are read apart from the rest of the page.
    const history = page.history as { data: string | null }[];
    expect(leaks(actor, JSON.stringify({ ...page, history: history.map((h) => ({ ...h, data: null })) }))).toEqual([]);
  });

  it('gives the victim group to its people: every contribution to the reviewers, the own ones to the member', async () => {
    const own = Object.values(w.contributions).sort();
    const all = [...own, w.sparesContribution].sort();
    const contributionIds = async (actor: SignedIn) => ((await send(actor, 'GET', { path: '/api/sync?since=0' })).json.contributions as { id: string }[]).map((c) => c.id).sort();
    expect(await contributionIds('admin')).toEqual(all);
    expect(await contributionIds('partner')).toEqual(all);
    expect(await contributionIds('member')).toEqual(own);
    expect(await contributionIds('removedPartner')).toEqual([]);
  });
});

/** Sync push: the same writes as the routes, as mutations aimed at the victim group. */
function hostileMutations(actor: SignedIn) {
  const g = w.group.id;
  const m = (type: string, payload: object) => ({ id: randomUUID(), type, payload });
  return [
    m('contribution.confirm', { contributionId: w.contributions.toConfirm }),
    m('contribution.reject', { contributionId: w.contributions.toReject, reason: 'no' }),
    m('project.create', { groupId: g, name: `Hostile ${actor}`, targetAmount: 1000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'X' }),
    m('partner.add', { groupId: g, userId: w.spare.id }),
    m('partner.remove', { groupId: g, userId: w.people.partner.id }),
    m('notification.read', { notificationId: w.notifications.admin }),
    m('announcement.create', { groupId: g, title: 'Hostile', message: 'Pay me instead' }),
    m('payout.create', { id: randomUUID(), projectId: w.project.id, amount: '1', recipient: 'Hostile', purpose: 'Hostile', paidOn: '2026-11-20', proofSha256: null }),
    // A current partner may decide payouts: for everyone else these are admin-side writes to refuse.
    ...(actor === 'partner'
      ? []
      : [m('payout.approve', { payoutId: w.payouts.toApprove }), m('payout.reject', { payoutId: w.payouts.toReject, reason: 'Hostile' })]),
    m('contribution.cash', { id: randomUUID(), groupId: g, userId: w.people.member.id, amount: '100', paidOn: '2025-01-02' }),
    m('contribution.reverse', { contributionId: w.contributions.toConfirm, reason: 'no' }),
    m('group.update', { groupId: g, changes: { name: 'Hijacked', showMemberAmounts: false } }),
    m('project.update', { projectId: w.project.id, changes: { bankName: 'Fraud Bank', accountNumber: '9999999999', accountName: 'Eve' } }),
    m('project.status', { projectId: w.project.id, status: 'completed' }),
    m('dues.excuse', { projectId: w.duesProject.id, userId: w.people.member.id, period: 0, reason: 'Hostile' }),
    m('dues.owesFromStart', { projectId: w.duesProject.id, userId: w.people.member.id, owesFromStart: true }),
    m('dues.stop', { projectId: w.duesProject.id, userId: w.people.member.id, period: 0 }),
    m('dues.waive', { projectId: w.duesProject.id, userId: w.people.member.id, period: 10, reason: 'Hostile' }),
    m('rotation.draw', { projectId: w.rotation.id }),
    m('rotation.openPicks', { projectId: w.rotation.id }),
    m('rotation.closePicks', { projectId: w.rotation.id }),
    m('rotation.decideSwap', { projectId: w.rotation.id, fromUserId: w.people.member.id, approve: true }),
    m('rotation.answerSwap', { projectId: w.rotation.id, fromUserId: w.people.member.id, agree: true }),
    m('payout.acknowledge', { payoutId: w.payouts.toApprove }),
    ...(['member', 'partner', 'removedPartner'].includes(actor)
      ? []
      : [
          m('contribution.create', { id: randomUUID(), groupId: g, projectId: w.project.id, amount: '100', paymentType: 'bank_transfer', reference: null, notes: null, description: null, proofSha256: null }),
          m('rotation.pick', { projectId: w.rotation.id, place: 0 }),
          m('rotation.askSwap', { projectId: w.rotation.id, withUserId: w.people.member.id }),
        ]),
  ];
}

describe('sync push', () => {
  it.each(SIGNED_IN.filter((a) => a !== 'admin'))('refuses every admin write on the victim group pushed by %s, and changes nothing', async (actor) => {
    const before = await dataChecksum(t);
    const mutations = hostileMutations(actor);
    const res = await send(actor, 'POST', { path: '/api/sync/push', json: { protocol: SYNC_PROTOCOL_VERSION, mutations } });
    expect(res.status).toBe(200);
    expect(res.json.results.map((r: { id: string; status: string; code: string }) => `${r.status} ${r.code}`)).toEqual(mutations.map(() => expect.stringMatching(/^refused /)));
    expect(leaks(actor, JSON.stringify(res.json))).toEqual([]);
    expect(await dataChecksum(t)).toBe(before);
  });

  it('refuses a signed-out push', async () => {
    const res = await send('anonymous', 'POST', { path: '/api/sync/push', json: { protocol: SYNC_PROTOCOL_VERSION, mutations: hostileMutations('outsider') } });
    expect(res.status).toBe(401);
  });
});

describe('access matrix', () => {
  it('has an expectation for every route of the app, and no stale one', () => {
    expect(ROUTE_CASES.map((c) => c.route).sort()).toEqual(appRoutes());
  });

  it('gives each route only to the actors allowed it, and victim data to no one else', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const rc of ROUTE_CASES) {
      const [method = ''] = rc.route.split(' ');
      // The refused go first, so the allowed ones' writes cannot mask a refusal.
      const order = [...ACTORS].sort((a, b) => Number(allowed(rc, a)) - Number(allowed(rc, b)));
      for (const actor of order) {
        const before = await dataChecksum(t);
        const res = await send(actor, method, rc.request(w, actor));
        const text = new TextDecoder().decode(res.bytes);
        checked += 1;
        const where = `${rc.route} as ${actor}: ${res.status}`;
        if (res.status >= 500) failures.push(`${where} (server error)`);
        const leaked = leaks(actor, text, rc.reveals);
        if (leaked.length > 0) failures.push(`${where} leaks ${leaked.join(', ')}`);
        if (res.status < 200 || res.status >= 300) {
          if (await dataChecksum(t) !== before) failures.push(`${where} refused, yet the data changed`);
        }
        if (rc.allow === 'public') continue;
        if (allowed(rc, actor)) {
          if (res.status < 200 || res.status >= 300) failures.push(`${where}, expected 2xx ${text.slice(0, 160)}`);
        } else if (!refusedRightly(rc, actor, res.status)) {
          failures.push(`${where}, expected a refusal ${text.slice(0, 160)}`);
        }
      }
    }
    console.log(`access matrix: ${ROUTE_CASES.length} routes × ${ACTORS.length} actors = ${checked} requests checked`);
    expect(failures).toEqual([]);
    // 616 requests: 10-13 s in npm test on this 2-core machine, past 20 s with the browser tests running beside it.
  }, 60_000);
});

function allowed(rc: RouteCase, actor: Actor): boolean {
  return rc.allow === 'public' || rc.allow.includes(actor);
}

function refusedRightly(rc: RouteCase, actor: Actor, status: number): boolean {
  if (actor === 'anonymous' && !rc.noSession) return status === 401;
  return status === 403 || status === 404 || (rc.refusedWith ?? []).includes(status);
}
