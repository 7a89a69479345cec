import { pngBytes, sha256Of } from '../contributions/test-fixtures';
import { PURSE_BANK } from '../groups/test-fixtures';
import { testSubscription } from '../testing/push-service';
import { uniquePhone } from '../testing/test-app';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { IN_GROUP, REVIEWERS, SIGNED_IN, VICTIM_ENDPOINT, type Actor, type World } from './access-world';

/**
 * The access matrix's expectations: one entry per API route of the app (the test fails when the
 * app has a route this table lacks). Entries run in this order, so the writes that change who
 * belongs where (joining, logging out) come last.
 */

export interface Request {
  path: string;
  json?: unknown;
  raw?: BodyInit;
}

export interface RouteCase {
  /** 'METHOD /api/path/:param' exactly as the app's route table names it. */
  route: string;
  /**
   * Who gets a 2xx. 'public': anyone, any answer but a 5xx (auth calls sent with codes that fail).
   * Everyone else is refused: 401 signed out, else 403/404 (or a status in `refusedWith`).
   */
  allow: readonly Actor[] | 'public';
  request: (w: World, actor: Actor) => Request;
  /** Victim data the route shows to anyone it answers, by design (a public lookup names what it looks up); names match by prefix. */
  reveals?: readonly string[];
  refusedWith?: readonly number[];
  /** Public routes that need no session: signed-out refusals are 403/404 like anyone's. */
  noSession?: boolean;
}

const EVERYONE: readonly Actor[] = ['anonymous', ...SIGNED_IN];
const get = (path: string) => (): Request => ({ path });
const id = (w: World, a: Actor) => (a === 'anonymous' ? 'nobody' : w.people[a].id);
const segmentOf = (w: World) => (w.project.customSlug ?? '').split('/')[1] ?? '';
const wrongCode = { otp: '000000' };
/** The id of the cash the matrix records for the member and then reverses. */
const MATRIX_CASH_ID = '6d1f3c2a-0b7e-4c55-9a31-5e0c2f8b7d41';

export const ROUTE_CASES: RouteCase[] = [
  { route: 'GET /api/health', allow: EVERYONE, request: get('/api/health'), noSession: true },
  { route: 'POST /api/auth/send-login-otp', allow: 'public', request: () => ({ path: '/api/auth/send-login-otp', json: { phoneNumber: uniquePhone() } }) },
  { route: 'POST /api/auth/login-with-otp', allow: 'public', request: (w) => ({ path: '/api/auth/login-with-otp', json: { phoneNumber: w.people.member.phoneNumber, ...wrongCode } }) },
  { route: 'POST /api/auth/send-otp', allow: 'public', request: () => ({ path: '/api/auth/send-otp', json: { phoneNumber: uniquePhone() } }) },
  {
    route: 'POST /api/auth/register-with-otp',
    allow: 'public',
    request: (w) => ({ path: '/api/auth/register-with-otp', json: { fullName: 'Eve Intruder', username: 'eve', phoneNumber: w.people.member.phoneNumber, role: 'member', password: 'x', ...wrongCode } }),
  },
  // Gifts from outside the group (issue 27 §4): anyone may ask, the purse and the code decide.
  { route: 'POST /api/guest-gifts/:projectId/code', allow: 'public', request: (w) => ({ path: `/api/guest-gifts/${w.project.id}/code`, json: { phoneNumber: uniquePhone() } }) },
  {
    route: 'POST /api/guest-gifts/:projectId',
    allow: 'public',
    request: (w) => ({ path: `/api/guest-gifts/${w.project.id}`, json: { fullName: 'Eve Intruder', phoneNumber: w.people.member.phoneNumber, amount: '5000', ...wrongCode } }),
  },
  { route: 'GET /api/auth/me', allow: SIGNED_IN, request: get('/api/auth/me') },
  { route: 'PUT /api/me/locale', allow: SIGNED_IN, request: () => ({ path: '/api/me/locale', json: { locale: 'en' } }) },
  // Public group look-ups: they name the group and lead to its registration link, by design.
  { route: 'GET /api/groups/registration/:link', allow: EVERYONE, noSession: true, reveals: ['registration link'], request: (w) => ({ path: `/api/groups/registration/${w.group.registrationLink}` }) },
  // The Custom URL is the group's notice board (issue 27 §2), pinned in its WhatsApp group: the
  // account each member is asked to pay into is public there; phones and members' names are not.
  { route: 'GET /api/groups/slug/:groupSlug', allow: EVERYONE, noSession: true, reveals: ['registration link', 'purse account number'], request: (w) => ({ path: `/api/groups/slug/${w.group.customSlug}` }) },
  {
    route: 'GET /api/groups/slug/:groupSlug/:purseSegment',
    allow: EVERYONE,
    noSession: true,
    reveals: ['registration link'],
    request: (w) => ({ path: `/api/groups/slug/${w.group.customSlug}/${segmentOf(w)}` }),
  },
  {
    route: 'POST /api/groups/:groupId/register-with-otp',
    allow: 'public',
    request: (w) => ({ path: `/api/groups/${w.group.id}/register-with-otp`, json: { fullName: 'Eve Intruder', username: 'eve2', phoneNumber: uniquePhone(), password: 'x', ...wrongCode } }),
  },
  { route: 'GET /api/groups/admin/:id', allow: ['admin'], request: (w) => ({ path: `/api/groups/admin/${w.people.admin.id}` }) },
  { route: 'GET /api/groups/user/:userId', allow: ['member'], request: (w) => ({ path: `/api/groups/user/${w.people.member.id}` }) },
  { route: 'GET /api/groups/:groupId/members', allow: REVIEWERS, request: (w) => ({ path: `/api/groups/${w.group.id}/members` }) },
  { route: 'GET /api/groups/:groupId/projects', allow: IN_GROUP, request: (w) => ({ path: `/api/groups/${w.group.id}/projects` }) },
  { route: 'GET /api/groups/:groupId/purses', allow: IN_GROUP, request: (w) => ({ path: `/api/groups/${w.group.id}/purses` }) },
  { route: 'GET /api/groups/:groupId/accountability-partners', allow: REVIEWERS, request: (w) => ({ path: `/api/groups/${w.group.id}/accountability-partners` }) },
  { route: 'GET /api/bank-details/:projectId', allow: IN_GROUP, request: (w) => ({ path: `/api/bank-details/${w.project.id}` }) },
  { route: 'GET /api/stats/admin', allow: SIGNED_IN, request: get('/api/stats/admin') },
  { route: 'GET /api/stats/user', allow: SIGNED_IN, request: get('/api/stats/user') },
  // The pull carries the group's history, whose entries name the payments they record (as the
  // history route does); where every other row goes is checked row by row in access-matrix.test.ts.
  { route: 'GET /api/sync', allow: SIGNED_IN, reveals: ["member's contribution", "another member's contribution"], request: get('/api/sync?since=0') },
  { route: 'GET /api/contributions/admin', allow: SIGNED_IN, request: get('/api/contributions/admin') },
  { route: 'GET /api/contributions/admin/:userId', allow: ['admin'], request: (w) => ({ path: `/api/contributions/admin/${w.people.admin.id}` }) },
  { route: 'GET /api/contributions/user/:userId/summary', allow: ['member'], request: (w) => ({ path: `/api/contributions/user/${w.people.member.id}/summary` }) },
  { route: 'GET /api/contributions/user/:userId', allow: ['member'], request: (w) => ({ path: `/api/contributions/user/${w.people.member.id}` }) },
  { route: 'GET /api/contributions/member/:userId/projects', allow: ['member'], request: (w) => ({ path: `/api/contributions/member/${w.people.member.id}/projects` }) },
  { route: 'GET /api/contributions/:id/proof', allow: ['member', ...REVIEWERS], request: (w) => ({ path: `/api/contributions/${w.contributions.toConfirm}/proof` }) },
  { route: 'GET /api/contributions/:id/proof/thumbnail', allow: ['member', ...REVIEWERS], request: (w) => ({ path: `/api/contributions/${w.contributions.toConfirm}/proof/thumbnail` }) },
  { route: 'GET /api/notifications', allow: SIGNED_IN, request: get('/api/notifications') },
  { route: 'GET /api/notifications/:userId', allow: ['member'], request: (w) => ({ path: `/api/notifications/${w.people.member.id}` }) },
  { route: 'GET /api/group-updates', allow: SIGNED_IN, request: get('/api/group-updates') },
  { route: 'GET /api/group-updates/:userId', allow: ['member'], request: (w) => ({ path: `/api/group-updates/${w.people.member.id}` }) },
  { route: 'GET /api/projects/:projectId/unpaid-members', allow: ['admin'], request: (w) => ({ path: `/api/projects/${w.project.id}/unpaid-members` }) },
  // A history entry names the payment it is about: everyone in the group sees who paid (and, unless
  // the group shows members only totals, how much), as a WhatsApp roll-call does (issue 11 §7).
  {
    route: 'GET /api/groups/:groupId/history',
    allow: IN_GROUP,
    reveals: ["member's contribution", "another member's contribution"],
    request: (w) => ({ path: `/api/groups/${w.group.id}/history` }),
  },
  { route: 'GET /api/groups/:groupId/history/verify', allow: IN_GROUP, request: (w) => ({ path: `/api/groups/${w.group.id}/history/verify` }) },
  { route: 'GET /api/projects/:projectId/statement.csv', allow: REVIEWERS, request: (w) => ({ path: `/api/projects/${w.project.id}/statement.csv` }) },
  { route: 'GET /api/projects/:projectId/statement.xlsx', allow: REVIEWERS, request: (w) => ({ path: `/api/projects/${w.project.id}/statement.xlsx` }) },
  { route: 'GET /api/groups/:groupId/statement.csv', allow: REVIEWERS, request: (w) => ({ path: `/api/groups/${w.group.id}/statement.csv` }) },
  // Bank reconciliation (issue 13): the admin's own books, never a partner's or a member's.
  { route: 'GET /api/groups/:groupId/reconciliation', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}/reconciliation` }) },
  // Where the money went is open to everyone in the group, receipts included (issue 11 §1).
  { route: 'GET /api/projects/:projectId/payouts', allow: IN_GROUP, request: (w) => ({ path: `/api/projects/${w.project.id}/payouts` }) },
  { route: 'GET /api/payouts/:id/receipt', allow: IN_GROUP, request: (w) => ({ path: `/api/payouts/${w.payouts.toApprove}/receipt` }) },
  { route: 'GET /api/push/public-key', allow: EVERYONE, noSession: true, request: get('/api/push/public-key') },
  // Writes. A refused one must leave every table as it was.
  { route: 'POST /api/groups', allow: ['admin', 'otherAdmin'], request: (_w, a) => ({ path: '/api/groups', json: { name: `Matrix ${a}`, description: 'x' } }) },
  { route: 'POST /api/groups/:groupId/projects', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}/projects`, json: { name: 'Matrix Purse', targetAmount: 1000, ...PURSE_BANK } }) },
  { route: 'POST /api/groups/:groupId/accountability-partners', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}/accountability-partners`, json: { userId: w.spare.id } }) },
  { route: 'DELETE /api/groups/:groupId/accountability-partners/:userId', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}/accountability-partners/${w.spare.id}` }) },
  // Issue 23 §2: the admin turns the rule on and asks to drop the partner; a partner answers (no, so the world keeps its partner).
  { route: 'PUT /api/groups/:groupId/payout-approval', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}/payout-approval`, json: { required: true } }) },
  { route: 'POST /api/groups/:groupId/approval-request', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}/approval-request`, json: { partnerUserId: w.people.partner.id } }) },
  { route: 'POST /api/groups/:groupId/approval-request/decision', allow: ['partner'], request: (w) => ({ path: `/api/groups/${w.group.id}/approval-request/decision`, json: { approve: false } }) },
  {
    route: 'POST /api/contributions',
    allow: ['member', 'partner', 'removedPartner'],
    request: (w, a) => ({ path: '/api/contributions', json: { userId: id(w, a), amount: 50, projectId: w.project.id, transactionRef: `MATRIX-${a}` } }),
  },
  { route: 'PATCH /api/contributions/:id/confirm', allow: ['admin'], request: (w) => ({ path: `/api/contributions/${w.contributions.toConfirm}/confirm` }) },
  { route: 'PATCH /api/contributions/:id/reject', allow: ['admin'], request: (w) => ({ path: `/api/contributions/${w.contributions.toReject}/reject`, json: { reason: 'matrix' } }) },
  // The admin's corrections (issue 11): cash for the member (group-level, under a fixed id), then that cash reversed.
  {
    route: 'POST /api/groups/:groupId/cash-payments',
    allow: ['admin'],
    request: (w) => ({ path: `/api/groups/${w.group.id}/cash-payments`, json: { id: MATRIX_CASH_ID, userId: w.people.member.id, amount: 25, paidOn: '2025-01-02' } }),
  },
  { route: 'PATCH /api/contributions/:id/reverse', allow: ['admin'], request: () => ({ path: `/api/contributions/${MATRIX_CASH_ID}/reverse`, json: { reason: 'matrix' } }) },
  // Bank reconciliation (issue 13): a pasted credit alert, then a confirm of a pair that is not there (answered per pair).
  {
    route: 'POST /api/groups/:groupId/statements',
    allow: ['admin'],
    request: (w) => ({ path: `/api/groups/${w.group.id}/statements`, json: { text: 'Acct: 0123****89\nAmt: NGN5,000.00 CR\nDesc: TRF FROM MATRIX PAYER\nDate: 24-11-2026 10:21' } }),
  },
  {
    route: 'POST /api/groups/:groupId/reconciliation/confirm',
    allow: ['admin'],
    request: (w) => ({ path: `/api/groups/${w.group.id}/reconciliation/confirm`, json: { matches: [{ creditId: 'no-such-line', contributionId: w.contributions.toConfirm }] } }),
  },
  // What the admin does with a credit no proof fits (issue 22 §6), each on a credit of its own.
  {
    route: 'POST /api/groups/:groupId/reconciliation/credits/:creditId/record',
    allow: ['admin'],
    request: (w) => ({ path: `/api/groups/${w.group.id}/reconciliation/credits/${w.credits.toRecord}/record`, json: { userId: w.people.member.id, projectId: w.project.id } }),
  },
  {
    route: 'POST /api/groups/:groupId/reconciliation/credits/:creditId/link',
    allow: ['admin'],
    request: (w) => ({ path: `/api/groups/${w.group.id}/reconciliation/credits/${w.credits.toLink}/link`, json: { contributionId: w.sparesContribution } }),
  },
  {
    route: 'POST /api/groups/:groupId/reconciliation/credits/:creditId/set-aside',
    allow: ['admin'],
    request: (w) => ({ path: `/api/groups/${w.group.id}/reconciliation/credits/${w.credits.toSetAside}/set-aside`, json: { reason: 'matrix' } }),
  },
  // Manage Group (issue 11): edits that keep the world as the later routes need it (the purse stays active).
  { route: 'PATCH /api/groups/:groupId', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}`, json: { description: 'Matrix edit' } }) },
  { route: 'PATCH /api/projects/:projectId', allow: ['admin'], request: (w) => ({ path: `/api/projects/${w.project.id}`, json: { description: 'Matrix edit', targetAmount: 60000 } }) },
  { route: 'PATCH /api/projects/:projectId/status', allow: ['admin'], request: (w) => ({ path: `/api/projects/${w.project.id}/status`, json: { status: 'active' } }) },
  { route: 'PATCH /api/notifications/:id/read', allow: ['member'], request: (w) => ({ path: `/api/notifications/${w.notifications.member}/read` }) },
  { route: 'POST /api/groups/:groupId/updates', allow: ['admin'], request: (w) => ({ path: `/api/groups/${w.group.id}/updates`, json: { title: 'Matrix', message: 'Hello' } }) },
  {
    route: 'POST /api/projects/:projectId/payouts',
    allow: ['admin'],
    request: (w) => ({ path: `/api/projects/${w.project.id}/payouts`, json: { amount: 1, recipient: 'Matrix Vendor', purpose: 'Matrix', paidOn: '2026-11-20' } }),
  },
  // Only a current partner decides a payout (the admin who recorded it may not).
  { route: 'PATCH /api/payouts/:id/approve', allow: ['partner'], request: (w) => ({ path: `/api/payouts/${w.payouts.toApprove}/approve` }) },
  { route: 'PATCH /api/payouts/:id/reject', allow: ['partner'], request: (w) => ({ path: `/api/payouts/${w.payouts.toReject}/reject`, json: { reason: 'matrix' } }) },
  { route: 'POST /api/projects/:projectId/reminders', allow: ['admin'], request: (w) => ({ path: `/api/projects/${w.project.id}/reminders`, json: {} }) },
  {
    route: 'PUT /api/proofs/:sha256',
    allow: SIGNED_IN,
    request: (_w, a) => {
      const bytes = pngBytes(96, 20 + SIGNED_IN.indexOf(a as never));
      return { path: `/api/proofs/${sha256Of(bytes)}`, raw: bytes };
    },
  },
  // The amount on a receipt about to be submitted (issue 27 §1): only for the member who uploaded it.
  { route: 'POST /api/proofs/:sha256/amount', allow: ['member'], request: (w) => ({ path: `/api/proofs/${w.proofSha}/amount` }) },
  { route: 'POST /api/push/subscriptions', allow: SIGNED_IN, request: (_w, a) => ({ path: '/api/push/subscriptions', json: testSubscription(`https://fcm.googleapis.com/fcm/send/matrix-${a}`).json }) },
  // Only the device's own user may drop its subscription; anyone else is told it does not exist.
  { route: 'DELETE /api/push/subscriptions', allow: ['member'], request: () => ({ path: '/api/push/subscriptions', json: { endpoint: VICTIM_ENDPOINT } }) },
  {
    route: 'POST /api/sync/push',
    allow: SIGNED_IN,
    request: () => ({ path: '/api/sync/push', json: { protocol: SYNC_PROTOCOL_VERSION, mutations: [] } }),
  },
  // Joining needs only the group's id (what the registration link leads to): anyone outside may join.
  {
    route: 'POST /api/groups/:groupId/join',
    allow: ['outsider', 'otherMember', 'otherAdmin'],
    refusedWith: [409],
    request: (w, a) => ({ path: `/api/groups/${w.group.id}/join`, json: { userId: id(w, a) } }),
  },
  { route: 'POST /api/auth/logout', allow: EVERYONE, noSession: true, request: () => ({ path: '/api/auth/logout' }) },
];
