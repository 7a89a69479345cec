import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import { createPurseSchema } from '../../shared/group-schemas';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { projects, users } from '../db/schema';
import { pullPage } from '../testing/pull-pages';
import { testApp, type TestApp } from '../testing/test-app';
import { createPurse } from './purses-service';
import { anonymous, join, makeGroup, makePurse, person, PURSE_BANK, seedContribution, setCollected, type Person } from './test-fixtures';

let t: TestApp;
let ada: Person;
let group: Awaited<ReturnType<typeof makeGroup>>;
beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  group = await makeGroup(ada, 'Ajo Circle');
});
afterEach(() => t.close());

const purseCount = async () => (await t.db.transaction((tx) => tx.select().from(projects), { readOnly: true })).length;

describe('POST /api/groups/{groupId}/projects', () => {
  it('creates the purse with its share slug, kobo target and the default payment methods', async () => {
    const res = await ada.call('POST', `/api/groups/${group.id}/projects`, {
      name: 'Xmas Party',
      description: 'End of year',
      targetAmount: '50,000.50',
      deadline: '2026-12-31',
      bankName: 'GTBank',
      accountNumber: '0123456789',
      accountName: 'Ajo Circle',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Xmas Party',
      customSlug: 'ajo-circle/xmasparty',
      groupId: group.id,
      groupName: 'Ajo Circle',
      targetAmount: '50000.50',
      collectedAmount: '0.00',
      deadline: '2026-12-31T22:59:59.000Z',
      status: 'active',
      bankName: 'GTBank',
      allowedPaymentTypes: '["bank_transfer","mobile_money","zelle","cashapp","paypal"]',
      contributionCount: 0,
      completionRate: 0,
    });
    const row = (await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, res.json.id)).limit(1), { readOnly: true }))[0];
    expect(row?.targetAmountKobo).toBe(5_000_050);
  });

  it('stores the allowed methods the admin chose as JSON text', async () => {
    const project = await makePurse(ada, group.id, { allowedPaymentTypes: '["cash","bank_transfer"]' });
    const row = (await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, project.id)).limit(1), { readOnly: true }))[0];
    expect(row?.allowedPaymentTypes).toBe('["bank_transfer","cash"]');
  });

  it('keeps slugs unique within a group, and lets two groups use the same purse name', async () => {
    const other = await makeGroup(ada, 'Old Boys');
    const a = await makePurse(ada, group.id, { name: 'Xmas Party' });
    const b = await makePurse(ada, group.id, { name: 'xmas party' });
    const c = await makePurse(ada, other.id, { name: 'Xmas Party' });
    expect([a.customSlug, b.customSlug, c.customSlug]).toEqual(['ajo-circle/xmasparty', 'ajo-circle/xmasparty-2', 'old-boys/xmasparty']);
  });

  it('does not make the admin a member of the group', async () => {
    await makePurse(ada, group.id);
    const members = await ada.call('GET', `/api/groups/${group.id}/members`);
    expect(members.json).toEqual([]);
  });

  it.each([
    [{ targetAmount: 1000 }, 'name', MESSAGES.projectNameRequired],
    [{ name: 'Rent' }, 'targetAmount', MESSAGES.targetAmountRequired],
    [{ name: 'Rent', targetAmount: '' }, 'targetAmount', MESSAGES.targetAmountRequired],
    [{ name: 'Rent', targetAmount: 0 }, 'targetAmount', MESSAGES.targetAmountPositive],
    [{ name: 'Rent', targetAmount: -5 }, 'targetAmount', MESSAGES.targetAmountPositive],
    [{ name: 'Rent', targetAmount: 'lots' }, 'targetAmount', MESSAGES.targetAmountPositive],
    [{ name: 'Rent', targetAmount: 1000, allowedPaymentTypes: '[]' }, 'allowedPaymentTypes', MESSAGES.paymentMethodsRequired],
    [{ name: 'Rent', targetAmount: 1000, allowedPaymentTypes: [] }, 'allowedPaymentTypes', MESSAGES.paymentMethodsRequired],
    [{ name: 'Rent', targetAmount: 1000, deadline: 'someday' }, 'deadline', MESSAGES.deadlineInvalid],
  ])('refuses %o with the spec message and stores nothing', async (body, field, message) => {
    const res = await ada.call('POST', `/api/groups/${group.id}/projects`, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
    expect(await purseCount()).toBe(0);
  });

  it("refuses another admin's group, a member, and an unknown group", async () => {
    const bola = await person(t, 'bola', 'admin');
    const chidi = await person(t, 'chidi');
    await join(chidi, group.id);
    const body = { name: 'Rent', targetAmount: 1000, ...PURSE_BANK };
    const byOtherAdmin = await bola.call('POST', `/api/groups/${group.id}/projects`, body);
    expect(byOtherAdmin.status).toBe(403);
    expect(byOtherAdmin.json.message).toBe(MESSAGES.notGroupAdmin);
    expect((await chidi.call('POST', `/api/groups/${group.id}/projects`, body)).status).toBe(403);
    const unknown = await ada.call('POST', '/api/groups/no-such-group/projects', body);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(MESSAGES.groupNotFound);
    expect(await purseCount()).toBe(0);
  });
});

describe("a group's purse targets are bounded", () => {
  it('refuses a target above the one-target limit, and a purse that would take the targets past the group limit', async () => {
    const tooBig = await makePurseRaw({ targetAmount: '1000000000.01' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json).toMatchObject({ field: 'targetAmount', message: 'Target amount must be ₦1,000,000,000 or less' });
    const first = await makePurse(ada, group.id, { targetAmount: 1000 });
    await t.db.transaction((tx) => tx.update(projects).set({ targetAmountKobo: MAX_GROUP_TOTAL_KOBO - 100 }).where(eq(projects.id, first.id)));
    const over = await makePurseRaw({ targetAmount: '1.01' });
    expect(over.status).toBe(422);
    expect(over.json).toEqual({ message: MESSAGES.groupTargetsLimit, code: 'group-targets-limit', field: 'targetAmount' });
    expect(await purseCount()).toBe(1);
    expect((await makePurseRaw({ targetAmount: '1.00' })).status).toBe(201);
  });

  const makePurseRaw = (body: Record<string, unknown>) => ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Rent', ...PURSE_BANK, ...body });
});

describe('a purse that allows bank transfer needs its bank account', () => {
  it.each([
    [{}, 'bankName', MESSAGES.bankNameRequired],
    [{ bankName: 'GTBank' }, 'accountNumber', MESSAGES.accountNumberRequired],
    [{ bankName: 'GTBank', accountNumber: '0123456789' }, 'accountName', MESSAGES.accountNameRequired],
    [{ ...PURSE_BANK, accountNumber: '012345678' }, 'accountNumber', MESSAGES.accountNumberNuban],
    [{ ...PURSE_BANK, allowedPaymentTypes: '["bank_transfer"]', accountName: ' ' }, 'accountName', MESSAGES.accountNameRequired],
  ])('REST refuses %o with a 400 naming the missing field, and stores nothing', async (details, field, message) => {
    const res = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Rent', targetAmount: 1000, ...details });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
    expect(await purseCount()).toBe(0);
  });

  it('sync push refuses it for good with the same message, and stores nothing', async () => {
    const mutation = { id: crypto.randomUUID(), type: 'project.create', payload: { id: crypto.randomUUID(), groupId: group.id, name: 'Rent', targetAmount: '1000', bankName: 'GTBank' } };
    const res = await ada.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [mutation] });
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual([
      { id: mutation.id, status: 'refused', code: 'invalid-field', message: MESSAGES.accountNumberRequired, params: { messageKey: 'accountNumberRequired' } },
    ]);
    expect(await purseCount()).toBe(0);
  });

  it('the service refuses it too, whatever reached it past the schema', async () => {
    const input = { ...createPurseSchema.parse({ name: 'Rent', targetAmount: 1000, ...PURSE_BANK }), accountNumber: null };
    const actor = (await t.db.transaction((tx) => tx.select().from(users).where(eq(users.id, ada.id)).limit(1), { readOnly: true }))[0]!;
    expect(await t.db.transaction((tx) => createPurse(tx, actor, group.id, input, t.clock.now()))).toEqual({
      ok: false,
      code: 'bank-account-required',
      message: MESSAGES.accountNumberRequired,
      field: 'accountNumber',
      params: { message: MESSAGES.accountNumberRequired },
    });
    expect(await purseCount()).toBe(0);
  });

  it('keeps the account number as digits when typed with spaces or dashes', async () => {
    const project = await makePurse(ada, group.id, { accountNumber: '0123 456-789' });
    expect((await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, project.id)).limit(1), { readOnly: true }))[0]?.accountNumber).toBe('0123456789');
  });

  it('saves a purse that takes no bank transfer without a bank account', async () => {
    const res = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Cash box', targetAmount: 1000, allowedPaymentTypes: ['cash'] });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ bankName: null, accountNumber: null, allowedPaymentTypes: '["cash"]' });
  });
});

describe('GET /api/groups/{groupId}/projects and /purses', () => {
  it('lists the purses with their confirmed contribution count and completion rate', async () => {
    const chidi = await person(t, 'chidi');
    await join(chidi, group.id);
    const rent = await makePurse(ada, group.id, { name: 'Rent', targetAmount: 20000 });
    // Oldest first. (Made in the same millisecond they came in the table's order: on PostgreSQL a
    // database emptied and used again once listed them the other way round.)
    t.clock.advance(1_000);
    await makePurse(ada, group.id, { name: 'Party', targetAmount: 1000 });
    await setCollected(t, rent.id, 290_000); // ₦2,900 of ₦20,000 = 14.5% -> 15
    await seedContribution(t, { groupId: group.id, projectId: rent.id, userId: chidi.id, amountKobo: 290_000, status: 'confirmed' });
    await seedContribution(t, { groupId: group.id, projectId: rent.id, userId: chidi.id, amountKobo: 100, status: 'pending' });

    for (const path of ['projects', 'purses']) {
      const res = await chidi.call('GET', `/api/groups/${group.id}/${path}`);
      expect(res.status).toBe(200);
      expect(res.json.map((p: { name: string }) => p.name)).toEqual(['Rent', 'Party']);
      expect(res.json[0]).toMatchObject({ collectedAmount: '2900.00', contributionCount: 1, completionRate: 15, groupName: 'Ajo Circle' });
    }
    expect((await ada.call('GET', `/api/groups/${group.id}/purses`)).status).toBe(200);
  });

  it('refuses someone outside the group and a signed-out visitor', async () => {
    const dayo = await person(t, 'dayo');
    const res = await dayo.call('GET', `/api/groups/${group.id}/projects`);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGES.notGroupMember);
    expect((await anonymous(t, 'GET', `/api/groups/${group.id}/projects`)).status).toBe(401);
  });
});

describe('GET /api/bank-details/{projectId}', () => {
  it('answers where to pay to the admin and members of the group, and no one else', async () => {
    const project = await makePurse(ada, group.id, { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' });
    const chidi = await person(t, 'chidi');
    await join(chidi, group.id);
    const dayo = await person(t, 'dayo');
    const expected = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };
    expect((await chidi.call('GET', `/api/bank-details/${project.id}`)).json).toEqual(expected);
    expect((await ada.call('GET', `/api/bank-details/${project.id}`)).json).toEqual(expected);
    expect((await dayo.call('GET', `/api/bank-details/${project.id}`)).status).toBe(403);
    expect((await anonymous(t, 'GET', `/api/bank-details/${project.id}`)).status).toBe(401);
    const unknown = await ada.call('GET', '/api/bank-details/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(MESSAGES.projectNotFound);
  });
});

describe('GET /api/groups/slug/{groupSlug}/{purseSegment}', () => {
  it('resolves a share link, for anyone, however the segment was typed', async () => {
    const project = await makePurse(ada, group.id, { name: 'Xmas Party' });
    const expected = { registrationLink: group.registrationLink, projectId: project.id };
    for (const path of ['ajo-circle/xmasparty', 'Ajo-Circle/XmasParty', `ajo-circle/${encodeURIComponent('Xmas Party')}`]) {
      const res = await anonymous(t, 'GET', `/api/groups/slug/${path}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual(expected);
    }
  });

  it('answers 404 for an unknown link', async () => {
    const res = await anonymous(t, 'GET', '/api/groups/slug/ajo-circle/nothing');
    expect(res.status).toBe(404);
  });
});

describe('kinds of purse (issue 25 §1)', () => {
  it('stores monthly dues as a schedule, sends it in the pull and the REST answer, and drops a calendar a collection has no use for', async () => {
    const res = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Monthly Dues', targetAmount: 1_200_000, amountPerMember: '5000', kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: '2026-12-31', ...PURSE_BANK });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: '2026-12-31', amountPerMember: '5000.00' });
    const pull = await pullPage(t.db, ada.id, 0);
    expect(pull.projects).toEqual([expect.objectContaining({ id: res.json.id, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: '2026-12-31', amountPerMemberKobo: 500_000 })]);

    const plain = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Party', targetAmount: 1000, frequency: 'weekly', startsOn: '2026-01-01', ...PURSE_BANK });
    expect(plain.status).toBe(201);
    expect(plain.json).toMatchObject({ kind: 'collection', frequency: null, startsOn: null, endsOn: null });
  });

  it.each([
    [{ kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01' }, 'amountPerMember', MESSAGES.scheduleAmountRequired],
    [{ kind: 'dues', amountPerMember: 5000, startsOn: '2026-01-01' }, 'frequency', MESSAGES.scheduleFrequencyRequired],
    [{ kind: 'dues', amountPerMember: 5000, frequency: 'monthly' }, 'startsOn', MESSAGES.scheduleStartRequired],
    [{ kind: 'dues', amountPerMember: 5000, frequency: 'monthly', startsOn: '2026-02-30' }, 'startsOn', MESSAGES.scheduleDayInvalid],
    [{ kind: 'dues', amountPerMember: 5000, frequency: 'monthly', startsOn: '2026-03-01', endsOn: '2026-02-01' }, 'endsOn', MESSAGES.scheduleEndBeforeStart],
    [{ kind: 'levy', amountPerMember: 5000 }, 'deadline', MESSAGES.levyDeadlineRequired],
    [{ kind: 'rotation', amountPerMember: 5000, startsOn: '2026-01-01' }, 'frequency', MESSAGES.scheduleFrequencyRequired],
    [{ kind: 'ajo', amountPerMember: 5000 }, 'kind', undefined],
  ])('refuses %o with a 400 naming the field, and stores nothing', async (schedule, field, message) => {
    const res = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Dues', targetAmount: 1000, ...PURSE_BANK, ...schedule });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(field);
    if (message) expect(res.json.message).toBe(message);
    expect(await purseCount()).toBe(0);
  });

  it('lets a member name one of the dues periods a payment is for, and refuses a period the purse does not have', async () => {
    const kemi = await person(t, 'kemi', 'member');
    await join(kemi, group.id);
    const dues = await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Dues', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: '2026-03-31', ...PURSE_BANK });
    const party = await makePurse(ada, group.id);
    const named = await kemi.call('POST', '/api/contributions', { projectId: dues.json.id, amount: 5000, period: 2 });
    expect(named.status).toBe(201);
    const mine = await pullPage(t.db, kemi.id, 0);
    expect(mine.contributions).toEqual([expect.objectContaining({ id: named.json.id, period: 2 })]);
    for (const [projectId, period] of [[dues.json.id, 3], [party.id, 0]] as const) {
      const refused = await kemi.call('POST', '/api/contributions', { projectId, amount: 5000, period });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ code: 'period-invalid', field: 'period', message: MESSAGES.periodInvalid });
    }
  });
});
