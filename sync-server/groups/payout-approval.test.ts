import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { historyOf, noticesOf } from '../corrections/books-fixtures';
import { eachTestACircle, type Circle } from '../contributions/test-fixtures';
import { accountabilityPartners, groups } from '../db/schema';
import { fund, postPayout, read } from '../payouts/test-fixtures';
import { dataChecksum } from '../security/access-world';
import type { TestApp } from '../testing/test-app';
import type { Person } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const setRule = (required: boolean, who: Person = c.admin) => who.call('PUT', `/api/groups/${c.group.id}/payout-approval`, { required });
const removeLast = (who: Person = c.admin) => who.call('DELETE', `/api/groups/${c.group.id}/accountability-partners/${c.partner.id}`);
const ask = (who: Person = c.admin) => who.call('POST', `/api/groups/${c.group.id}/approval-request`, { partnerUserId: c.partner.id });
const decide = (approve: boolean, who: Person = c.partner) => who.call('POST', `/api/groups/${c.group.id}/approval-request/decision`, { approve });
const groupRow = async () => (await read(t, (tx) => tx.select().from(groups).where(eq(groups.id, c.group.id))))[0]!;
const activePartners = async () => (await read(t, (tx) => tx.select().from(accountabilityPartners).where(eq(accountabilityPartners.groupId, c.group.id)))).filter((p) => p.deletedAt === null);

describe('payouts that need a partner\'s approval (issue 23 §2)', () => {
  it('is off by default, and turning it on needs a partner and tells everyone', async () => {
    expect((await groupRow()).payoutApprovalRequired).toBe(false);
    expect((await setRule(true, c.partner)).status).toBe(403);
    expect((await setRule(true)).status).toBe(200);
    expect(await groupRow()).toMatchObject({ payoutApprovalRequired: true, approvalRequest: null });
    expect((await historyOf(t, c.group.id)).at(-1)).toMatchObject({ type: 'group.edited', details: { before: { payoutApprovalRequired: false }, after: { payoutApprovalRequired: true } } });
    for (const who of [c.member, c.other, c.partner]) {
      expect((await noticesOf(t, who.id)).filter((n) => n.type === 'approval_rule_changed').map((n) => n.message)).toEqual([
        'From now on, every payout of Ajo Circle needs an accountability partner\'s approval before it counts as paid.',
      ]);
    }
  });

  it('cannot be turned on in a group with no partner', async () => {
    expect((await removeLast()).status).toBe(200);
    const res = await setRule(true);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGES.approvalNeedsPartner);
    expect((await groupRow()).payoutApprovalRequired).toBe(false);
  });

  it('refuses to drop the last partner without a partner\'s approval; the partner\'s approval drops them, and the group is told', async () => {
    await setRule(true);
    const before = await dataChecksum(t);
    const refused = await removeLast();
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(MESSAGES.partnerApprovalRequired);
    expect(await dataChecksum(t)).toBe(before);

    const asked = await ask();
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ changed: false, request: { kind: 'remove-last-partner', partnerUserId: c.partner.id, requestedBy: c.admin.id } });
    expect((await noticesOf(t, c.partner.id)).filter((n) => n.type === 'approval_requested').map((n) => n.message)).toEqual([
      `${c.admin.fullName} asks: remove ${c.partner.fullName} as accountability partner of Ajo Circle. While payouts need a partner's approval, this needs yours: approve or reject it in GroupPurse.`,
    ]);
    expect((await ask()).json.request).toEqual(asked.json.request); // a retry answers the same request
    expect((await setRule(false)).status).toBe(409); // one request at a time
    expect((await activePartners()).length).toBe(1);

    for (const who of [c.admin, c.member]) expect((await decide(true, who)).status, who.username).toBe(403);
    expect((await decide(true)).json).toEqual({ changed: true, request: null });
    expect(await activePartners()).toEqual([]);
    expect(await groupRow()).toMatchObject({ approvalRequest: null, payoutApprovalRequired: true });
    expect((await historyOf(t, c.group.id)).at(-1)).toMatchObject({ type: 'partner.removed', actorId: c.admin.id, details: { userId: c.partner.id, approvedBy: c.partner.id } });
    expect((await noticesOf(t, c.admin.id)).filter((n) => n.type === 'approval_decided').map((n) => n.title)).toEqual(['Request Approved']);
    expect((await noticesOf(t, c.member.id)).some((n) => n.type === 'partner_removed')).toBe(true);
    expect((await decide(true)).status).toBe(403); // no longer a partner

    // With the rule on and nobody to approve, money cannot leave unapproved.
    await fund(c, 1000);
    const payout = await postPayout(c.admin, c.project.id);
    expect(payout.status).toBe(409);
    expect(payout.json.message).toBe(MESSAGES.approvalNeedsPartner);
  });

  it('turning the rule off waits for a partner: a rejection keeps it, an approval ends it and everyone is told who agreed', async () => {
    await setRule(true);
    const asked = await setRule(false);
    expect(asked.json).toMatchObject({ changed: false, request: { kind: 'stop-requiring-approval', partnerUserId: null } });
    expect((await groupRow()).payoutApprovalRequired).toBe(true);

    expect((await decide(false)).json).toEqual({ changed: true, request: null });
    expect(await groupRow()).toMatchObject({ payoutApprovalRequired: true, approvalRequest: null });
    expect((await noticesOf(t, c.admin.id)).filter((n) => n.type === 'approval_decided').map((n) => n.message)).toEqual([
      `${c.partner.fullName} rejected: payouts of Ajo Circle no longer need a partner's approval. Nothing changed.`,
    ]);
    expect((await decide(true)).status).toBe(404);

    await setRule(false);
    await decide(true);
    expect((await groupRow()).payoutApprovalRequired).toBe(false);
    expect((await historyOf(t, c.group.id)).at(-1)).toMatchObject({ type: 'group.edited', actorId: c.admin.id, details: { after: { payoutApprovalRequired: false }, approvedBy: c.partner.id } });
    expect((await noticesOf(t, c.member.id)).filter((n) => n.type === 'approval_rule_changed').map((n) => n.message).at(-1)).toBe(
      `Payouts of Ajo Circle no longer need a partner's approval (agreed by ${c.partner.fullName}). Every payout is still told to all members.`,
    );
  });

  it('leaves a partner who is not the last one to the admin alone', async () => {
    expect((await c.admin.call('POST', `/api/groups/${c.group.id}/accountability-partners`, { userId: c.other.id })).status).toBe(201);
    await setRule(true);
    expect((await removeLast()).status).toBe(200);
    expect((await activePartners()).map((p) => p.userId)).toEqual([c.other.id]);
  });
});
