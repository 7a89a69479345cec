/**
 * The whole wire contract of sync between a device and the server, in one file (STYLE: tldraw's
 * protocol.ts). Bump SYNC_PROTOCOL_VERSION on any incompatible change; the server refuses other
 * versions with 'protocol-mismatch' so an old app never misreads new data.
 *
 * Rows carry money as integer kobo and times as ISO strings. Every row has the server-wide
 * `revision` of its last change; `deleted: true` marks a tombstone (e.g. a removed partner).
 *
 * A purse is called a purse everywhere in the code (PurseRow, purseRow, LocalPurse, the purses/
 * folders), as users see it; only its stored and wire names keep the spec's first word: the
 * `projects` table and page field, `projectId`, the 'project.create' mutations and the
 * 'project-not-found' codes. Phones already installed read and send those names, so they stay
 * (issue 24 §4: wire compatibility rather than a protocol bump).
 */
import type { GuestGiving } from './guest-gifts';
import * as z from 'zod';
import type { PreviousAccount } from './bank-accounts';
import type { ApprovalRequest } from './payout-approval';
import type { PaymentMethodId } from './payment-methods';
import type { LateFineRule } from './late-fines';
import type { RotationPick } from './rotation-picks';
import type { RotationSwap } from './rotation-swaps';
import { excuseSchema, owesFromStartSchema, stopsFromSchema, waiveSchema, type DuesTerms } from './dues-terms';
import type { PurseKind } from './purse-schedule';
import type { RotationPlace } from './rotation';
import { addPartnerSchema, createGroupSchema, createPurseSchema, rowIdSchema } from './group-schemas';
import { paymentMethodIdSchema } from './payment-methods';
import { sha256Schema, type ContributionStatus } from './contributions';
import { announcementSchema } from './announcements';
import { safeText } from './text-schema';
import { createPayoutSchema, purseStatusSchema, recordCashSchema, rejectPayoutSchema, reverseContributionSchema, updateGroupSchema, updatePurseSchema, type PayoutStatus } from './books';
import type { HistoryEventType } from './history';
import type { ReceiptCheck } from './receipt-reading';
import type { Locale } from './i18n/languages';
import type { NoticeParams } from './notices';
import type { ReasonCode, RefusalBody } from './reason-codes';

// 5 (issue 12): a first pull opens with a snapshot (`snapshot`, passed back as `&snapshot=`).
// 6 (issue 12): history rows travel slim (`HistoryWireRow`); the phone recomputes the chain.
export const SYNC_PROTOCOL_VERSION = 6;
/**
 * Rows per pull page (the ordered part), and mutations per push batch. 2,000 rows is about 0.8 MB
 * of JSON (under 100 KB compressed) and one Dexie transaction: fewer, bigger pages cost a phone
 * less than many small ones (each page re-runs the screens' live queries).
 */
export const SYNC_PAGE_SIZE = 2000;
export const SYNC_PUSH_MAX = 50;

export interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  whatsappLink: string | null;
  registrationLink: string;
  customSlug: string | null;
  status: string;
  /** Whether members see each other's amounts (statements, roll-calls, history); admin and partners always do. */
  showMemberAmounts: boolean;
  /** A receipt dated more than this many days before its submission is flagged as old (issue 13). */
  receiptMaxAgeDays: number;
  /** The language of the group's WhatsApp messages (issue 15); a row stored before it lacks it: read as 'en'. */
  locale?: Locale;
  /** Payouts need a partner's approval (issue 23 §2); rows stored before it lack it: read as false. */
  payoutApprovalRequired?: boolean;
  /** What the admin asked a partner to agree to, waiting; null or absent when nothing waits. */
  approvalRequest?: ApprovalRequest | null;
  adminId: string;
  adminName: string;
  /** Denormalised so members, who do not receive every member row, still see the count. */
  memberCount: number;
  createdAt: string;
  revision: number;
}

export interface PurseRow {
  id: string;
  /** Whether people outside the group may give, and how the roll-call shows them (issue 27 §4); absent: 'off'. */
  guestGiving?: GuestGiving;
  groupId: string;
  name: string;
  description: string | null;
  targetAmountKobo: number;
  /** What each member owes (issue 23 §1), or null: no set amount. Rows stored before it lack it. */
  amountPerMemberKobo?: number | null;
  /** What it collects and on which calendar (issue 25; shared/purse-schedule.ts). Rows stored before it lack them: a collection. */
  kind?: PurseKind;
  frequency?: string | null;
  startsOn?: string | null;
  endsOn?: string | null;
  /** A rotation: who collects each round, in order; null until set or drawn. */
  rotationOrder?: RotationPlace[] | null;
  /** Late fine rules, oldest first (issue 25 §6; shared/late-fines.ts); rows stored before it lack them: none. */
  lateFines?: LateFineRule[] | null;
  /** A rotation whose members pick their places: the places taken while the picking is open; null or absent: not open. */
  rotationPicks?: RotationPick[] | null;
  /** A rotation's open requests to swap places (issue 25 §5): who asked whom, and whether they agreed; null or absent: none. */
  rotationSwaps?: RotationSwap[] | null;
  collectedAmountKobo: number;
  /** Approved payouts; the balance is collected - paid out. */
  paidOutAmountKobo: number;
  customSlug: string | null;
  /** The purse's part of its payment codes (issue 27 §3; shared/pay-codes.ts); null until the server gave it, absent on rows stored before codes. */
  payTag?: string | null;
  deadline: string | null;
  status: string;
  accountName: string | null;
  accountNumber: string | null;
  bankName: string | null;
  routingNumber: string | null;
  swiftCode: string | null;
  zelleEmail: string | null;
  zellePhone: string | null;
  cashappHandle: string | null;
  venmoHandle: string | null;
  paypalEmail: string | null;
  paymentInstructions: string | null;
  allowedPaymentTypes: PaymentMethodId[];
  /** The accounts the purse used before, oldest first (issue 22 §3); rows stored on a phone before it lack it. */
  previousAccounts: PreviousAccount[];
  createdAt: string;
  revision: number;
}

/** A membership. Admins and partners receive every member of their groups; a member only their own. */
export interface MemberRow {
  id: string;
  groupId: string;
  userId: string;
  fullName: string;
  username: string;
  contributedAmountKobo: number;
  status: string;
  joinedAt: string;
  deleted: boolean;
  /** The admin's exceptions to levies' and dues' schedules for this member (issue 25; shared/dues-terms.ts). Rows stored before it lack it. */
  duesTerms?: DuesTerms;
  /** The member's part of their payment codes (issue 27 §3); null until the server gave it, absent on rows stored before codes. */
  payTag?: string | null;
  /** Sent to the group's admin alone, for a one-to-one WhatsApp reminder in the member's language (issue 25 §7). */
  contact?: { phone: string; locale: Locale };
  revision: number;
}

export interface PartnerRow {
  id: string;
  groupId: string;
  userId: string;
  fullName: string;
  username: string;
  assignedAt: string;
  deleted: boolean;
  revision: number;
}

/**
 * A contribution. The contributor receives their own; a group's admin and partners receive all of
 * the group's. Names of the group and purse are joined on the device from its group and project rows.
 */
export interface ContributionRow {
  id: string;
  groupId: string;
  projectId: string | null;
  userId: string;
  userFullName: string;
  userName: string;
  amountKobo: number;
  /** Dues: the period the member said it pays, or null/absent: oldest unpaid first (issue 25 §2). */
  period?: number | null;
  /** The Lagos day the money was sent (judges late fines, issue 25 §6); absent: the Lagos day it was created (sent only when it differs). */
  sentOn?: string | null;
  description: string | null;
  status: ContributionStatus;
  transactionRef: string | null;
  paymentType: string;
  paymentNotes: string | null;
  adminNotes: string | null;
  /** The image hash or the transaction reference was already used in this group: the admin should look twice. */
  possibleDuplicate: boolean;
  /** What the server read from the proof and matched (issue 13); reviewers only, null until read. */
  receiptCheck: ReceiptCheck | null;
  /** Given by someone outside the group through the purse's public page (issue 27 §4); absent: a member's. */
  guest?: boolean;
  /** The proof image's SHA-256 (bytes at `proofPath(id)`), or null when there is none. */
  proofSha256: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** A cash payment the admin recorded for the member (no proof): the admin's id. */
  recordedBy: string | null;
  /** Set when a confirmed payment was reversed: why and when. */
  reversalReason: string | null;
  reversedAt: string | null;
  revision: number;
}

/** Money paid out of a purse; every user who sees the group sees its payouts. */
export interface PayoutRow {
  id: string;
  groupId: string;
  projectId: string;
  amountKobo: number;
  recipient: string;
  purpose: string;
  /** The day the money left, ISO (midnight UTC). */
  paidAt: string;
  proofSha256: string | null;
  status: PayoutStatus;
  recordedBy: string;
  recordedByName: string;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
  /** A rotation's round paid to a member (issue 25 §5), and when they said they received it. Absent otherwise. */
  recipientUserId?: string | null;
  acknowledgedAt?: string | null;
  createdAt: string;
  revision: number;
}

/**
 * One entry of a group's hash-chained history whole, as GET /api/groups/{id}/history sends it
 * (shared/history.ts has the encoding; a pull sends `HistoryWireRow` instead). `data` is the
 * canonical JSON of the details, or null where the reader may not see them (another member's
 * amount in a group that shows members only totals): `dataHash` still chains it.
 */
export interface HistoryRow {
  id: string;
  groupId: string;
  seq: number;
  type: HistoryEventType;
  actorId: string | null;
  actorName: string | null;
  subjectId: string | null;
  subjectName: string | null;
  at: string;
  data: string | null;
  dataHash: string;
  prevHash: string;
  hash: string;
  revision: number;
}

/**
 * A history entry as a pull sends it (protocol 6): only what the phone cannot recompute, since the
 * hashes were 90 % of an admin's first pull (shared/history-wire.ts rebuilds the `HistoryRow`):
 * - no `id`: an entry is its group and seq (the server's row id is of no use to a phone);
 * - no `prevHash`: it is the hash of the entry before, which the phone has just computed;
 * - `dataHash` only where `data` is withheld from this reader (otherwise it is sha256(data));
 * - `hash` only on checkpoints: every `HISTORY_CHECKPOINT_EVERY`-th seq and the group's newest
 *   entry in the page, so the phone's recomputed chain is held against the server's at least every
 *   64 entries and always at the head (the check code);
 * - no `revision`: the page's cursor is what the phone keeps.
 */
export type HistoryWireRow = Omit<HistoryRow, 'id' | 'prevHash' | 'revision' | 'dataHash' | 'hash'> & {
  dataHash?: string;
  hash?: string;
};

/** One of the user's own notifications (SPEC §3); `groupName` is joined on the device. */
export interface NotificationRow {
  id: string;
  userId: string;
  groupId: string | null;
  type: string;
  title: string;
  message: string;
  /** The notice as data, rendered in the reader's language by shared/notices.ts noticeText; null for an admin's own words, missing on rows stored before issue 15. */
  params?: NoticeParams | null;
  contributionId: string | null;
  projectId: string | null;
  read: boolean;
  createdAt: string;
  revision: number;
}

/** An announcement of a group the user can see (SPEC §3 group update); `groupName` joined on the device. */
export interface GroupUpdateRow {
  id: string;
  groupId: string;
  authorId: string;
  title: string;
  message: string;
  priority: string;
  createdAt: string;
  revision: number;
}

/**
 * Which groups the user may see right now, sent with every page. The device removes rows of any
 * other group (the user left, or stopped being a partner), and in `visible`-only groups keeps
 * just the user's own member and contribution rows: data a user can no longer see leaves the phone.
 */
export interface PullScope {
  /** Groups the user owns, belongs to or partners: their group and project rows. */
  visible: string[];
  /** Groups the user owns or partners: also every member, partner and contribution row. */
  full: string[];
}

/** GET /api/sync?since=CURSOR answer: rows changed after the cursor, a page at a time. */
export interface PullResponse {
  protocol: typeof SYNC_PROTOCOL_VERSION;
  /** Pass back as `since` for the next page (or the next pull). */
  cursor: number;
  /** More pages wait: pull again at once with the new cursor. */
  hasMore: boolean;
  /**
   * Set on the first page of a first pull (cursor 0): the revision at which the groups, purses,
   * members, partners and recent notifications in this page were read whole. Pass it back as
   * `&snapshot=` on every following page of this pull: those tables' rows up to it are not sent
   * again. Notifications older than the snapshot's cut are never sent (sync-server first-pull-snapshot.ts).
   */
  snapshot?: number;
  groups: GroupRow[];
  projects: PurseRow[];
  members: MemberRow[];
  partners: PartnerRow[];
  contributions: ContributionRow[];
  notifications: NotificationRow[];
  groupUpdates: GroupUpdateRow[];
  payouts: PayoutRow[];
  history: HistoryWireRow[];
  scope: PullScope;
}

/**
 * A contribution made on the device. The proof bytes are PUT to `proofUploadPath(proofSha256)`
 * first; the amount travels in naira, like the REST call, and the server parses it into kobo.
 */
export const contributionCreatePayloadSchema = z.object({
  id: rowIdSchema,
  groupId: z.string().min(1),
  projectId: z.string().min(1).nullable(),
  amount: z.string(),
  paymentType: paymentMethodIdSchema,
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  description: z.string().nullable(),
  proofSha256: sha256Schema.nullable(),
  /** Dues: the period it pays (0 = first), or null/absent: oldest unpaid first (issue 25 §2). */
  period: z.number().int().min(0).max(100_000).nullable().optional(),
  /** The Lagos day the phone says the money was sent (the day the member submitted it, offline too). */
  sentOn: z.string().nullable().optional(),
});
export type ContributionCreatePayload = z.infer<typeof contributionCreatePayloadSchema>;

/** The mutations a device may queue offline. Each `id` is a client UUID and its idempotency key. */
export const mutationSchema = z.discriminatedUnion('type', [
  z.object({ id: rowIdSchema, type: z.literal('group.create'), payload: createGroupSchema }),
  z.object({ id: rowIdSchema, type: z.literal('project.create'), payload: createPurseSchema.extend({ groupId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('partner.add'), payload: addPartnerSchema.extend({ groupId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('partner.remove'), payload: z.object({ groupId: z.string().min(1), userId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('contribution.create'), payload: contributionCreatePayloadSchema }),
  z.object({ id: rowIdSchema, type: z.literal('contribution.confirm'), payload: z.object({ contributionId: z.string().min(1) }) }),
  z.object({
    id: rowIdSchema,
    type: z.literal('contribution.reject'),
    payload: z.object({ contributionId: z.string().min(1), reason: safeText(z.string(), 'Reason', { multiline: true }).nullable() }),
  }),
  z.object({ id: rowIdSchema, type: z.literal('notification.read'), payload: z.object({ notificationId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('announcement.create'), payload: announcementSchema.extend({ groupId: z.string().min(1) }) }),
  // Protocol 4 (issue 11): the treasurer's books.
  z.object({ id: rowIdSchema, type: z.literal('payout.create'), payload: createPayoutSchema.extend({ id: rowIdSchema, projectId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('payout.approve'), payload: z.object({ payoutId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('payout.reject'), payload: rejectPayoutSchema.extend({ payoutId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('contribution.cash'), payload: recordCashSchema.extend({ id: rowIdSchema, groupId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('contribution.reverse'), payload: reverseContributionSchema.extend({ contributionId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('group.update'), payload: z.object({ groupId: z.string().min(1), changes: updateGroupSchema }) }),
  z.object({ id: rowIdSchema, type: z.literal('project.update'), payload: z.object({ projectId: z.string().min(1), changes: updatePurseSchema }) }),
  z.object({ id: rowIdSchema, type: z.literal('project.status'), payload: purseStatusSchema.extend({ projectId: z.string().min(1) }) }),
  // Issue 25: the admin's exceptions to a levy's or dues' schedule for one member.
  z.object({ id: rowIdSchema, type: z.literal('dues.excuse'), payload: excuseSchema }),
  z.object({ id: rowIdSchema, type: z.literal('dues.owesFromStart'), payload: owesFromStartSchema }),
  z.object({ id: rowIdSchema, type: z.literal('dues.stop'), payload: stopsFromSchema }),
  z.object({ id: rowIdSchema, type: z.literal('dues.waive'), payload: waiveSchema }),
  z.object({ id: rowIdSchema, type: z.literal('payout.acknowledge'), payload: z.object({ payoutId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('rotation.draw'), payload: z.object({ projectId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('rotation.order'), payload: z.object({ projectId: z.string().min(1), order: z.array(z.string().min(1)).max(1000) }) }),
  z.object({ id: rowIdSchema, type: z.literal('rotation.openPicks'), payload: z.object({ projectId: z.string().min(1) }) }),
  z.object({ id: rowIdSchema, type: z.literal('rotation.pick'), payload: z.object({ projectId: z.string().min(1), place: z.number().int().min(0).max(1000).nullable() }) }),
  z.object({ id: rowIdSchema, type: z.literal('rotation.closePicks'), payload: z.object({ projectId: z.string().min(1) }) }),
  // Issue 25 §5: a member asks another to swap places (null: withdraws), the other answers, the admin decides.
  z.object({ id: rowIdSchema, type: z.literal('rotation.askSwap'), payload: z.object({ projectId: z.string().min(1), withUserId: z.string().min(1).nullable() }) }),
  z.object({ id: rowIdSchema, type: z.literal('rotation.answerSwap'), payload: z.object({ projectId: z.string().min(1), fromUserId: z.string().min(1), agree: z.boolean() }) }),
  z.object({ id: rowIdSchema, type: z.literal('rotation.decideSwap'), payload: z.object({ projectId: z.string().min(1), fromUserId: z.string().min(1), approve: z.boolean() }) }),
]);
export type Mutation = z.input<typeof mutationSchema>;
export type MutationType = Mutation['type'];

export const pushRequestSchema = z.object({
  // Another version is answered 409 'protocol-mismatch' (sync-server/sync/routes.ts reads this field first).
  protocol: z.literal(SYNC_PROTOCOL_VERSION),
  // Each mutation is validated on its own, so one bad entry is refused without sinking the batch.
  mutations: z.array(z.unknown()).max(SYNC_PUSH_MAX),
});

/**
 * The answer to one mutation:
 * - applied: done (now, or the first time this id was seen: a replay is answered the same way);
 * - refused: will never apply (validation, permission, a rule); `message` is the spec's text to show;
 * - conflict: lost to a change made elsewhere (e.g. another admin acted first); shown, not retried.
 * A mutation missing from the answer (a server error mid-batch) stays queued and is retried.
 */
export type MutationResult =
  | { id: string; status: 'applied' }
  | ({ id: string; status: 'refused' | 'conflict' } & RefusalBody);

/**
 * Refusal codes that depend on something the client may still fix without changing the mutation
 * (the proof bytes not uploaded yet). The server does not remember these answers, so sending the
 * same mutation again is weighed afresh; every other refusal is final and a retry under the same
 * id gets the same answer back.
 */
export const TRANSIENT_REFUSAL_CODES: ReadonlySet<string> = new Set<ReasonCode>(['proof-not-uploaded']);

export interface PushResponse {
  protocol: typeof SYNC_PROTOCOL_VERSION;
  results: MutationResult[];
}
