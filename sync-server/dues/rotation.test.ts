import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { drawRotationOrder } from '../../shared/rotation-draw';
import { join, makeGroup, person, PURSE_BANK, pushOne, type Person } from '../groups/test-fixtures';
import { pullPage } from '../testing/pull-pages';
import { testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let ada: Person;
let members: Person[];
let group: Awaited<ReturnType<typeof makeGroup>>;
let ajoId: string;

const DAY_MS = 86_400_000;
const dayAfter = (days: number) => new Date(t.clock.now().getTime() + 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  group = await makeGroup(ada, 'Ajo Circle');
  members = [];
  for (const name of ['kemi', 'bola', 'chidi']) {
    const p = await person(t, name, 'member');
    await join(p, group.id);
    members.push(p);
  }
  const ajo = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Ajo', targetAmount: 45000, amountPerMember: 5000, kind: 'rotation', frequency: 'monthly', startsOn: dayAfter(10), ...PURSE_BANK });
  expect(ajo.status).toBe(201);
  ajoId = ajo.json.id;
});
afterEach(() => t.close());

const push = pushOne;

describe('a rotation’s order (issue 25 §5)', () => {
  it('is drawn from a seed the server picks; the history keeps the seed and members, and drawing again from them gives the same order', async () => {
    expect(await push(ada, 'rotation.draw', { projectId: ajoId })).toMatchObject({ status: 'applied' });
    const purse = (await pullPage(t.db, members[0]!.id, 0)).projects.find((p) => p.id === ajoId)!;
    expect(purse.rotationOrder).toHaveLength(3);
    expect(new Set(purse.rotationOrder!.map((p) => p.userId))).toEqual(new Set(members.map((m) => m.id)));
    expect(purse.rotationOrder!.find((p) => p.userId === members[0]!.id)?.name).toBe(members[0]!.fullName);

    const [entry] = (await pullPage(t.db, members[1]!.id, 0)).history.filter((h) => h.type === 'rotation.ordered');
    const data = JSON.parse(entry!.data!) as { method: string; seed: string; members: string[]; order: string[] };
    expect(data.method).toBe('draw');
    expect(data.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(drawRotationOrder(data.seed, data.members)).toEqual(data.order);
    expect(data.order).toEqual(purse.rotationOrder!.map((p) => p.userId));
  });

  it('may be set by the admin with every member once, and changes no more once the first round has begun', async () => {
    const order = [members[2]!.id, members[0]!.id, members[1]!.id];
    expect(await push(ada, 'rotation.order', { projectId: ajoId, order: [members[0]!.id, members[0]!.id, members[1]!.id] })).toMatchObject({ status: 'refused', code: 'rotation-order-invalid', message: MESSAGES.rotationOrderInvalid });
    expect(await push(ada, 'rotation.order', { projectId: ajoId, order: order.slice(0, 2) })).toMatchObject({ status: 'refused', code: 'rotation-order-invalid' });
    expect(await push(ada, 'rotation.order', { projectId: ajoId, order })).toMatchObject({ status: 'applied' });
    const stored = async () => (await pullPage(t.db, ada.id, 0)).projects.find((p) => p.id === ajoId)!.rotationOrder!.map((p) => p.userId);
    expect(await stored()).toEqual(order);
    t.clock.advance(11 * DAY_MS);
    expect(await push(ada, 'rotation.draw', { projectId: ajoId })).toMatchObject({ status: 'refused', code: 'rotation-started', message: MESSAGES.rotationStarted });
    expect(await stored()).toEqual(order);
  });

  it('is the admin’s alone, and only for a rotation', async () => {
    expect(await push(members[0]!, 'rotation.draw', { projectId: ajoId })).toMatchObject({ status: 'refused', code: 'not-group-admin' });
    const dues = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Dues', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', ...PURSE_BANK });
    expect(await push(ada, 'rotation.draw', { projectId: dues.json.id })).toMatchObject({ status: 'refused', code: 'not-a-rotation' });
    expect((await pullPage(t.db, ada.id, 0)).history.filter((h) => h.type === 'rotation.ordered')).toHaveLength(0);
  });

  it("pays a round to its collector through the payout flow, and only that member says they received it, once", async () => {
    for (const m of members) {
      const paid = await m.call('POST', '/api/contributions', { projectId: ajoId, amount: 5000 });
      expect((await ada.call('PATCH', `/api/contributions/${paid.json.id}/confirm`)).status).toBe(200);
    }
    const [kemi, bola] = members as [Person, Person];
    const outsider = await person(t, 'stranger', 'member');
    const refused = await ada.call('POST', `/api/projects/${ajoId}/payouts`, { amount: '15000', recipient: 'Stranger', purpose: 'Round 1', paidOn: dayAfter(0), recipientUserId: outsider.id });
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ code: 'recipient-not-member', message: MESSAGES.recipientNotMember });
    const payout = await ada.call('POST', `/api/projects/${ajoId}/payouts`, { amount: '15000', recipient: kemi.fullName, purpose: 'Round 1', paidOn: dayAfter(0), recipientUserId: kemi.id });
    expect(payout.status).toBe(201);

    expect(await push(bola, 'payout.acknowledge', { payoutId: payout.json.id })).toMatchObject({ status: 'refused', code: 'forbidden' });
    expect(await push(kemi, 'payout.acknowledge', { payoutId: payout.json.id })).toMatchObject({ status: 'applied' });
    expect(await push(kemi, 'payout.acknowledge', { payoutId: payout.json.id })).toMatchObject({ status: 'applied' });
    const row = (await pullPage(t.db, bola.id, 0)).payouts.find((p) => p.id === payout.json.id)!;
    expect(row).toMatchObject({ recipientUserId: kemi.id, acknowledgedAt: expect.any(String), status: 'approved' });
    const entries = (await pullPage(t.db, bola.id, 0)).history.filter((h) => h.type === 'payout.acknowledged');
    expect(entries.map((e) => [e.actorId, JSON.parse(e.data!).amountKobo])).toEqual([[kemi.id, 1_500_000]]);
  });
});


describe('places picked by the members of a rotation (issue 25 §5)', () => {
  it('lets each member take a free place while the picking is open; the admin closes it and the free places are drawn among the others, as anyone can check', async () => {
    const [kemi, bola, chidi] = members as [Person, Person, Person];
    expect(await push(kemi, 'rotation.pick', { projectId: ajoId, place: 0 })).toMatchObject({ status: 'refused', code: 'rotation-not-picking', message: MESSAGES.rotationNotPicking });
    expect(await push(kemi, 'rotation.openPicks', { projectId: ajoId })).toMatchObject({ status: 'refused', code: 'not-group-admin' });
    expect(await push(ada, 'rotation.openPicks', { projectId: ajoId })).toMatchObject({ status: 'applied' });
    expect(await push(ada, 'rotation.openPicks', { projectId: ajoId })).toMatchObject({ status: 'applied' });

    expect(await push(kemi, 'rotation.pick', { projectId: ajoId, place: 2 })).toMatchObject({ status: 'applied' });
    expect(await push(bola, 'rotation.pick', { projectId: ajoId, place: 2 })).toMatchObject({ status: 'refused', code: 'rotation-place-taken', message: MESSAGES.rotationPlaceTaken });
    expect(await push(bola, 'rotation.pick', { projectId: ajoId, place: 3 })).toMatchObject({ status: 'refused', code: 'rotation-place-invalid' });
    expect(await push(bola, 'rotation.pick', { projectId: ajoId, place: 1 })).toMatchObject({ status: 'applied' });
    // Bola changes her mind, then takes the first place; the place she left is free again.
    expect(await push(bola, 'rotation.pick', { projectId: ajoId, place: null })).toMatchObject({ status: 'applied' });
    expect(await push(bola, 'rotation.pick', { projectId: ajoId, place: 0 })).toMatchObject({ status: 'applied' });
    expect(await push(ada, 'rotation.pick', { projectId: ajoId, place: 1 })).toMatchObject({ status: 'refused', code: 'not-group-member' });
    const seen = (await pullPage(t.db, chidi.id, 0)).projects.find((p) => p.id === ajoId)!;
    expect(seen.rotationPicks).toEqual([
      { userId: bola.id, name: bola.fullName, place: 0 },
      { userId: kemi.id, name: kemi.fullName, place: 2 },
    ]);

    expect(await push(kemi, 'rotation.closePicks', { projectId: ajoId })).toMatchObject({ status: 'refused', code: 'not-group-admin' });
    expect(await push(ada, 'rotation.closePicks', { projectId: ajoId })).toMatchObject({ status: 'applied' });
    const purse = (await pullPage(t.db, chidi.id, 0)).projects.find((p) => p.id === ajoId)!;
    expect(purse.rotationPicks).toBeNull();
    expect(purse.rotationOrder!.map((p) => p.userId)).toEqual([bola.id, chidi.id, kemi.id]);
    const history = (await pullPage(t.db, chidi.id, 0)).history;
    expect(history.filter((h) => h.type === 'rotation.place-picked').map((h) => JSON.parse(h.data!).place)).toEqual([2, 1, null, 0]);
    const ordered = JSON.parse(history.find((h) => h.type === 'rotation.ordered')!.data!) as { method: string; seed: string; members: string[]; picked: string[] };
    expect(ordered).toMatchObject({ method: 'picked', members: [chidi.id], picked: [bola.id, kemi.id] });
    expect(drawRotationOrder(ordered.seed, ordered.members)).toEqual([chidi.id]);
    // Closed: no more picking.
    expect(await push(chidi, 'rotation.pick', { projectId: ajoId, place: 1 })).toMatchObject({ status: 'refused', code: 'rotation-not-picking' });
  });
});

describe('swaps of places in a rotation (issue 25 §5)', () => {
  const swapsOf = async (who: Person) => (await pullPage(t.db, who.id, 0)).projects.find((p) => p.id === ajoId)!.rotationSwaps ?? [];
  const orderOf = async () => (await pullPage(t.db, ada.id, 0)).projects.find((p) => p.id === ajoId)!.rotationOrder!.map((p) => p.userId);
  const told = async (who: Person) => (await pullPage(t.db, who.id, 0)).notifications.filter((n) => n.type === 'rotation_swap').map((n) => (n.params as { step: string }).step).sort();
  const setOrder = async (...order: Person[]) => expect(await push(ada, 'rotation.order', { projectId: ajoId, order: order.map((p) => p.id) })).toMatchObject({ status: 'applied' });

  it('changes two places once both members agree and the admin approves; each step is in the history and told to whoever acts next', async () => {
    const [kemi, bola, chidi] = members as [Person, Person, Person];
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: chidi.id })).toMatchObject({ status: 'refused', code: 'rotation-not-ordered', message: MESSAGES.rotationNotOrdered });
    await setOrder(kemi, bola, chidi);

    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: chidi.id })).toMatchObject({ status: 'applied' });
    const revision = async () => (await pullPage(t.db, kemi.id, 0)).projects.find((p) => p.id === ajoId)!.revision;
    const asked = await revision();
    // The same request again changes nothing but the revision: the phone that sent it pulls the server's row back.
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: chidi.id })).toMatchObject({ status: 'applied' });
    expect(await revision()).toBeGreaterThan(asked);
    expect(await swapsOf(bola)).toEqual([{ from: { userId: kemi.id, name: kemi.fullName }, to: { userId: chidi.id, name: chidi.fullName }, agreed: false }]);
    expect(await told(chidi)).toEqual(['asked']);
    expect(await push(ada, 'rotation.decideSwap', { projectId: ajoId, fromUserId: kemi.id, approve: true })).toMatchObject({ status: 'refused', code: 'rotation-swap-not-agreed', message: MESSAGES.rotationSwapNotAgreed });
    expect(await push(bola, 'rotation.answerSwap', { projectId: ajoId, fromUserId: kemi.id, agree: true })).toMatchObject({ status: 'refused', code: 'rotation-swap-not-found', message: MESSAGES.rotationSwapNotFound });

    expect(await push(chidi, 'rotation.answerSwap', { projectId: ajoId, fromUserId: kemi.id, agree: true })).toMatchObject({ status: 'applied' });
    expect((await swapsOf(kemi))[0]!.agreed).toBe(true);
    expect(await told(ada)).toEqual(['agreed']);
    expect(await push(bola, 'rotation.decideSwap', { projectId: ajoId, fromUserId: kemi.id, approve: true })).toMatchObject({ status: 'refused', code: 'not-group-admin' });
    expect(await orderOf()).toEqual([kemi.id, bola.id, chidi.id]);

    expect(await push(ada, 'rotation.decideSwap', { projectId: ajoId, fromUserId: kemi.id, approve: true })).toMatchObject({ status: 'applied' });
    expect(await orderOf()).toEqual([chidi.id, bola.id, kemi.id]);
    expect(await swapsOf(bola)).toEqual([]);
    expect(await told(kemi)).toEqual(['approved']);
    expect(await told(chidi)).toEqual(['approved', 'asked']);
    // A retry of the decision finds nothing left to decide, and the order stays.
    expect(await push(ada, 'rotation.decideSwap', { projectId: ajoId, fromUserId: kemi.id, approve: true })).toMatchObject({ status: 'refused', code: 'rotation-swap-not-found' });
    expect(await orderOf()).toEqual([chidi.id, bola.id, kemi.id]);

    const history = (await pullPage(t.db, bola.id, 0)).history;
    expect(history.filter((h) => h.type.startsWith('rotation.swap')).map((h) => [h.type, h.actorId, h.subjectId])).toEqual([
      ['rotation.swap-asked', kemi.id, chidi.id],
      ['rotation.swap-answered', chidi.id, kemi.id],
      ['rotation.swap-decided', ada.id, null],
    ]);
    expect(JSON.parse(history.find((h) => h.type === 'rotation.swap-decided')!.data!)).toMatchObject({ approved: true, from: kemi.fullName, to: chidi.fullName, order: [chidi.id, bola.id, kemi.id] });
  });

  it('refuses a swap with oneself, with someone outside the order, or by the admin; a declined, withdrawn or refused request changes nothing', async () => {
    const [kemi, bola, chidi] = members as [Person, Person, Person];
    await setOrder(kemi, bola, chidi);
    const outsider = await person(t, 'stranger', 'member');
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: kemi.id })).toMatchObject({ status: 'refused', code: 'rotation-swap-invalid', message: MESSAGES.rotationSwapInvalid });
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: outsider.id })).toMatchObject({ status: 'refused', code: 'rotation-swap-invalid' });
    expect(await push(ada, 'rotation.askSwap', { projectId: ajoId, withUserId: kemi.id })).toMatchObject({ status: 'refused', code: 'not-group-member' });
    expect(await push(outsider, 'rotation.askSwap', { projectId: ajoId, withUserId: kemi.id })).toMatchObject({ status: 'refused', code: 'not-group-member' });

    expect(await push(bola, 'rotation.askSwap', { projectId: ajoId, withUserId: kemi.id })).toMatchObject({ status: 'applied' });
    expect(await push(kemi, 'rotation.answerSwap', { projectId: ajoId, fromUserId: bola.id, agree: false })).toMatchObject({ status: 'applied' });
    expect(await told(bola)).toEqual(['declined']);
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: bola.id })).toMatchObject({ status: 'applied' });
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: null })).toMatchObject({ status: 'applied' });
    expect(await swapsOf(chidi)).toEqual([]);
    expect(await push(chidi, 'rotation.askSwap', { projectId: ajoId, withUserId: bola.id })).toMatchObject({ status: 'applied' });
    expect(await push(bola, 'rotation.answerSwap', { projectId: ajoId, fromUserId: chidi.id, agree: true })).toMatchObject({ status: 'applied' });
    expect(await push(ada, 'rotation.decideSwap', { projectId: ajoId, fromUserId: chidi.id, approve: false })).toMatchObject({ status: 'applied' });
    expect(await told(chidi)).toEqual(['refused']);
    expect(await swapsOf(chidi)).toEqual([]);
    expect(await orderOf()).toEqual([kemi.id, bola.id, chidi.id]);
    const asked = (await pullPage(t.db, ada.id, 0)).history.filter((h) => h.type === 'rotation.swap-asked').map((h) => JSON.parse(h.data!).withUserId);
    expect(asked).toEqual([kemi.id, bola.id, null, bola.id]);
    // Two requests between the same members: approving one drops the other, and an answer to it is refused.
    expect(await push(chidi, 'rotation.askSwap', { projectId: ajoId, withUserId: kemi.id })).toMatchObject({ status: 'applied' });
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: chidi.id })).toMatchObject({ status: 'applied' });
    expect(await push(chidi, 'rotation.answerSwap', { projectId: ajoId, fromUserId: kemi.id, agree: true })).toMatchObject({ status: 'applied' });
    expect(await push(ada, 'rotation.decideSwap', { projectId: ajoId, fromUserId: kemi.id, approve: true })).toMatchObject({ status: 'applied' });
    expect(await push(kemi, 'rotation.answerSwap', { projectId: ajoId, fromUserId: chidi.id, agree: true })).toMatchObject({ status: 'refused', code: 'rotation-swap-not-found' });
    expect(await orderOf()).toEqual([chidi.id, bola.id, kemi.id]);
    // A new order (before the first round) drops the requests made in the old one.
    expect(await push(kemi, 'rotation.askSwap', { projectId: ajoId, withUserId: chidi.id })).toMatchObject({ status: 'applied' });
    await setOrder(chidi, kemi, bola);
    expect(await swapsOf(kemi)).toEqual([]);
  });

  it('never moves a place whose round is paid or over, even after both agreed', async () => {
    const [kemi, bola, chidi] = members as [Person, Person, Person];
    await setOrder(kemi, bola, chidi);
    expect(await push(chidi, 'rotation.askSwap', { projectId: ajoId, withUserId: kemi.id })).toMatchObject({ status: 'applied' });
    expect(await push(kemi, 'rotation.answerSwap', { projectId: ajoId, fromUserId: chidi.id, agree: true })).toMatchObject({ status: 'applied' });
    for (const m of members) {
      const paid = await m.call('POST', '/api/contributions', { projectId: ajoId, amount: 5000 });
      expect((await ada.call('PATCH', `/api/contributions/${paid.json.id}/confirm`)).status).toBe(200);
    }
    const payout = await ada.call('POST', `/api/projects/${ajoId}/payouts`, { amount: '15000', recipient: kemi.fullName, purpose: 'Round 1', paidOn: dayAfter(0), recipientUserId: kemi.id });
    expect(payout.status).toBe(201);
    expect(await push(ada, 'rotation.decideSwap', { projectId: ajoId, fromUserId: chidi.id, approve: true })).toMatchObject({ status: 'refused', code: 'rotation-swap-collected', message: MESSAGES.rotationSwapCollected });
    expect(await orderOf()).toEqual([kemi.id, bola.id, chidi.id]);
    expect(await push(bola, 'rotation.askSwap', { projectId: ajoId, withUserId: kemi.id })).toMatchObject({ status: 'refused', code: 'rotation-swap-collected' });
    // Once Bola's round (the second month) is over, her place cannot move either.
    for (let days = 0; days < 75; days += 25) {
      t.clock.advance(25 * DAY_MS);
      await bola.call('GET', '/api/auth/me'); // a session slides while it is used
    }
    expect(await push(bola, 'rotation.askSwap', { projectId: ajoId, withUserId: chidi.id })).toMatchObject({ status: 'refused', code: 'rotation-swap-collected' });
  });
});
