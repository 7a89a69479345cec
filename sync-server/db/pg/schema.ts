/**
 * The PostgreSQL twin of `../schema.ts` (SQLite), for DDL only: drizzle-kit generates the PostgreSQL
 * migrations from it and `schema-lockstep.test.ts` checks it against the SQLite schema (tables,
 * columns, type classes, nullability, defaults, keys, indexes and, through `tsc`, identical row
 * types). At run time the server builds its queries on both engines from the SQLite table objects,
 * so one set of query builders serves both and a service cannot drift between engines; drizzle's
 * pg dialect accepts them, and their column classes map the values. drizzle has no schema shared
 * across dialects (drizzle-orm#1196), hence this second file. Every column is therefore declared
 * so that what the SQLite column classes send is valid here and what comes back reads the same:
 * - text -> text; a text enum keeps its enum (the same TypeScript union, no PostgreSQL enum type,
 *   so adding a value never needs an ALTER TYPE).
 * - Money (`*_kobo`), `revision`, `counters.value`, `seq`, `size_bytes` and the `rate_events` id ->
 *   bigint: 64-bit on disk like SQLite's integer, exact up to 2^53 kobo (about 90 trillion naira).
 *   node-postgres returns int8 and numeric (what sum() gives) as text unless the server sets their
 *   type parsers to Number, which it does.
 * - Small counts and flags (attempts, ttl_seconds, an HTTP status, days, line numbers) -> integer.
 * - `integer({ mode: 'timestamp_ms' })` -> `timestampMs` (timestamp-ms.ts), a bigint of milliseconds
 *   since the epoch: the SQLite column sends a Date as that number and turns the number back into a
 *   Date, so times are epoch milliseconds on both engines and raw SQL comparing a time with a number
 *   of milliseconds works on both. A timestamptz would refuse the number.
 * - `integer({ mode: 'boolean' })` -> boolean: PostgreSQL accepts the 1/0 SQLite's column sends, and
 *   the column reads `Number(true) === 1` back as true.
 * - `text({ mode: 'json' })` -> json (not jsonb): it keeps the text SQLite's column wrote (same keys,
 *   same order), and the server has node-postgres hand json back as text for that column to parse.
 *   Nothing queries inside it.
 * - A blob would become bytea through a customType giving a Buffer; the schema has none today.
 * - Index, key and constraint names are the SQLite ones; the expression index keeps its expression.
 * - One PostgreSQL-only column, `rowid` (an identity), on the tables whose listings break ties by
 *   SQLite's implicit rowid; the lockstep tests leave it out (see insertionOrder below).
 */
import { bigint, boolean, index, integer, json, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { LOCALES } from '../../../shared/i18n/languages';
import type { RotationPlace } from '../../../shared/rotation';
import type { RotationSwap } from '../../../shared/rotation-swaps';
import type { RotationPick } from '../../../shared/rotation-picks';
import type { LateFineRule } from '../../../shared/late-fines';
import type { DuesTerms } from '../../../shared/dues-terms';
import type { NoticeParams } from '../../../shared/notices';
import type { PreviousAccount } from '../../../shared/bank-accounts';
import type { ApprovalRequest } from '../../../shared/payout-approval';
import type { ImageLikeness, ReceiptCheck, ReceiptReading } from '../../../shared/receipt-reading';
import type { ReceiptRegions } from '../../receipts/read-receipt';
import { timestampMs } from './timestamp-ms';

const kobo = (name: string) => bigint(name, { mode: 'number' });
const time = (name: string) => timestampMs(name);
const createdAt = () => time('created_at').notNull();
const revision = () => bigint('revision', { mode: 'number' }).notNull();
// SQLite numbers every row in insertion order (its implicit rowid), and a few listings break ties
// of created_at by it (db/order.ts: `${table}.rowid`). PostgreSQL has no such column: these tables
// get one, an identity the database fills on insert (the SQLite table objects never name it), so
// the same query orders alike on both engines. PostgreSQL-only, so the lockstep tests leave it out.
const insertionOrder = () => bigint('rowid', { mode: 'number' }).generatedAlwaysAsIdentity();

/** The PostgreSQL-only column standing for SQLite's implicit rowid, on the tables listed by insertion order. */
export const POSTGRES_ONLY_COLUMN = 'rowid';

/** Server-wide counters; the single row 'revision' feeds every synced row's revision. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    password: text('password'),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull().default('member'),
    /**
     * An account made for a gift from outside any group (issue 27 §4): its phone was proven by a
     * code, but nobody chose its username. Signing up with that phone takes the account over.
     */
    guest: boolean('guest').notNull().default(false),
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
    revision: revision(),
  },
  (t) => [uniqueIndex('users_username_key_uq').on(t.usernameKey), uniqueIndex('users_phone_number_uq').on(t.phoneNumber)],
);

export const groups = pgTable(
  'groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    whatsappLink: text('whatsapp_link'),
    registrationLink: text('registration_link').notNull(),
    customSlug: text('custom_slug'),
    status: text('status').notNull().default('active'),
    showMemberAmounts: boolean('show_member_amounts').notNull().default(true),
    receiptMaxAgeDays: integer('receipt_max_age_days').notNull().default(14),
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    payoutApprovalRequired: boolean('payout_approval_required').notNull().default(false),
    approvalRequest: json('approval_request').$type<ApprovalRequest>(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    revision: revision(),
  },
  (t) => [
    uniqueIndex('groups_registration_link_uq').on(t.registrationLink),
    uniqueIndex('groups_custom_slug_uq').on(t.customSlug),
    index('groups_admin_idx').on(t.adminId),
    index('groups_revision_idx').on(t.revision),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    contributedAmountKobo: kobo('contributed_amount_kobo').notNull().default(0),
    status: text('status').notNull().default('active'),
    joinedAt: time('joined_at').notNull(),
    deletedAt: time('deleted_at'),
    duesTerms: json('dues_terms').$type<DuesTerms>().notNull().default(sql`'{}'`),
    /** When the member's access began (sync-server/db/schema.ts says why it is not `revision`). */
    accessRevision: bigint('access_revision', { mode: 'number' }).notNull().default(0),
    /** The member's part of their payment codes (issue 27 §3; shared/pay-codes.ts), unique in the group; null until assigned. */
    payTag: text('pay_tag'),
    revision: revision(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_uq').on(t.groupId, t.userId),
    uniqueIndex('group_members_pay_tag_group_uq').on(t.payTag, t.groupId),
    index('group_members_user_idx').on(t.userId),
    index('group_members_revision_idx').on(t.revision),
    index('group_members_group_revision_idx').on(t.groupId, t.revision),
    index('group_members_user_revision_idx').on(t.userId, t.revision),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    name: text('name').notNull(),
    description: text('description'),
    targetAmountKobo: kobo('target_amount_kobo').notNull(),
    amountPerMemberKobo: kobo('amount_per_member_kobo'),
    kind: text('kind', { enum: ['collection', 'levy', 'dues', 'rotation'] })
      .notNull()
      .default('collection'),
    frequency: text('frequency'),
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    rotationOrder: json('rotation_order').$type<RotationPlace[]>(),
    /** A rotation whose members pick their places (issue 25 §5): the places taken while the picking is open; null: not open. */
    rotationPicks: json('rotation_picks').$type<RotationPick[]>(),
    /** A rotation's open requests to swap places (issue 25 §5; shared/rotation-swaps.ts); null or empty: none. */
    rotationSwaps: json('rotation_swaps').$type<RotationSwap[]>(),
    /** Late fine rules, oldest first (issue 25 §6; shared/late-fines.ts); null: none ever set. */
    lateFines: json('late_fines').$type<LateFineRule[]>(),
    collectedAmountKobo: kobo('collected_amount_kobo').notNull().default(0),
    paidOutAmountKobo: kobo('paid_out_amount_kobo').notNull().default(0),
    customSlug: text('custom_slug'),
    /** The purse's part of its members' payment codes (issue 27 §3), unique in the group; null until assigned. */
    payTag: text('pay_tag'),
    deadline: time('deadline'),
    status: text('status').notNull().default('active'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    swiftCode: text('swift_code'),
    zelleEmail: text('zelle_email'),
    zellePhone: text('zelle_phone'),
    cashappHandle: text('cashapp_handle'),
    venmoHandle: text('venmo_handle'),
    paypalEmail: text('paypal_email'),
    paymentInstructions: text('payment_instructions'),
    allowedPaymentTypes: text('allowed_payment_types'),
    /**
     * Whether people outside the group may give (issue 27 §4, a fundraiser's opt-in): 'off', 'private'
     * (their gifts count, the roll-call leaves them out) or 'named' (the roll-call lists each by
     * first name and amount). Only a 'collection' purse takes guests.
     */
    guestGiving: text('guest_giving', { enum: ['off', 'private', 'named'] }).notNull().default('off'),
    /** The accounts the purse used before its current one, oldest first, each with when it stopped (issue 22 §3). */
    previousAccounts: json('previous_accounts').$type<PreviousAccount[]>().notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    revision: revision(),
  },
  (t) => [
    uniqueIndex('projects_custom_slug_uq').on(t.customSlug),
    uniqueIndex('projects_pay_tag_group_uq').on(t.payTag, t.groupId),
    index('projects_group_idx').on(t.groupId),
    index('projects_revision_idx').on(t.revision),
    index('projects_group_revision_idx').on(t.groupId, t.revision),
  ],
);

export const accountabilityPartners = pgTable(
  'accountability_partners',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    assignedAt: time('assigned_at').notNull(),
    deletedAt: time('deleted_at'),
    revision: revision(),
  },
  (t) => [
    index('partners_group_idx').on(t.groupId),
    index('partners_revision_idx').on(t.revision),
    index('partners_group_revision_idx').on(t.groupId, t.revision),
    index('partners_user_revision_idx').on(t.userId, t.revision),
  ],
);

export const proofs = pgTable('proofs', {
  sha256: text('sha256').primaryKey(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  uploadedBy: text('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const proofUploads = pgTable(
  'proof_uploads',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => proofs.sha256),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.userId] }), index('proof_uploads_user_idx').on(t.userId)],
);

export const contributions = pgTable(
  'contributions',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    projectId: text('project_id').references(() => projects.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountKobo: kobo('amount_kobo').notNull(),
    period: integer('period'),
    /** The Lagos day the money was sent (judges late fines, issue 25 §6): the receipt's transfer day when read, the day the admin said cash was paid, else the day the proof was sent. Null in rows before it: the day it was created. */
    sentOn: text('sent_on'),
    description: text('description'),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'reversed'] })
      .notNull()
      .default('pending'),
    transactionRef: text('transaction_ref'),
    proofSha256: text('proof_sha256').references(() => proofs.sha256),
    paymentType: text('payment_type').notNull(),
    paymentNotes: text('payment_notes'),
    adminNotes: text('admin_notes'),
    /** Given by someone outside the group through the purse's public page (issue 27 §4). */
    guest: boolean('guest').notNull().default(false),
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: time('decided_at'),
    recordedBy: text('recorded_by').references(() => users.id),
    reversalReason: text('reversal_reason'),
    reversedBy: text('reversed_by').references(() => users.id),
    reversedAt: time('reversed_at'),
    receiptCheck: json('receipt_check').$type<ReceiptCheck>(),
    createdAt: createdAt(),
    revision: revision(),
    rowid: insertionOrder(),
  },
  (t) => [
    index('contributions_project_idx').on(t.projectId),
    index('contributions_group_revision_idx').on(t.groupId, t.revision),
    index('contributions_user_revision_idx').on(t.userId, t.revision),
    index('contributions_user_group_owed_idx').on(t.userId, t.groupId, t.status, t.amountKobo),
    // Any contribution naming a proof, and one of a group (duplicate-check.ts): see db/schema.ts.
    index('contributions_proof_group_idx').on(t.proofSha256, t.groupId),
    // The same expression as SQLite's and as duplicate-check.ts compares, so the planner can use it.
    index('contributions_ref_key_group_idx').on(sql`lower(trim(${t.transactionRef}))`, t.groupId),
  ],
);

export const receiptJobs = pgTable(
  'receipt_jobs',
  {
    contributionId: text('contribution_id')
      .primaryKey()
      .references(() => contributions.id),
    queuedAt: time('queued_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    leasedUntil: time('leased_until'),
    requestId: text('request_id'),
  },
  (t) => [index('receipt_jobs_queued_idx').on(t.queuedAt, t.contributionId)],
);

export const proofReadings = pgTable('proof_readings', {
  sha256: text('sha256')
    .primaryKey()
    .references(() => proofs.sha256),
  reading: json('reading').$type<ReceiptReading>().notNull(),
  dhash: text('dhash'),
  text: text('text').notNull(),
  readAt: time('read_at').notNull(),
  /** Where the amount, reference, session ID and date were read (fractions of the image): the image check compares those areas (issue 22 §1). Never synced. */
  regions: json('regions').$type<ReceiptRegions>(),
},
(t) => [index('proof_readings_read_at_idx').on(t.readAt)]);

export const similarProofs = pgTable(
  'similar_proofs',
  {
    sha256: text('sha256')
      .notNull()
      .references(() => proofs.sha256),
    otherSha256: text('other_sha256')
      .notNull()
      .references(() => proofs.sha256),
    /** How the two are alike: the same screenshot, or the same but for the amount's area. */
    likeness: text('likeness').$type<ImageLikeness>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.otherSha256] })],
);

export const receiptReferences = pgTable(
  'receipt_references',
  {
    key: text('key').notNull(),
    contributionId: text('contribution_id')
      .notNull()
      .references(() => contributions.id),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
  },
  (t) => [primaryKey({ columns: [t.key, t.contributionId] }), index('receipt_references_contribution_idx').on(t.contributionId)],
);

export const statementImports = pgTable(
  'statement_imports',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    importedBy: text('imported_by')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name'),
    format: text('format').notNull(),
    credits: integer('credits').notNull(),
    added: integer('added').notNull(),
    importedAt: time('imported_at').notNull(),
  },
  (t) => [index('statement_imports_group_idx').on(t.groupId)],
);

export const statementCredits = pgTable(
  'statement_credits',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    importId: text('import_id')
      .notNull()
      .references(() => statementImports.id),
    line: integer('line').notNull(),
    key: text('key').notNull(),
    /** Null when the alert had no date (issue 22 §4): matched by amount and evidence only. */
    postedAt: time('posted_at'),
    amountKobo: kobo('amount_kobo').notNull(),
    narration: text('narration').notNull(),
    reference: text('reference'),
    contributionId: text('contribution_id').references(() => contributions.id),
    matchedBy: text('matched_by').references(() => users.id),
    matchedAt: time('matched_at'),
    /** Set aside by the admin with a reason (not a member's payment: a refund, the admin's own money…): no longer offered for matching. */
    setAsideReason: text('set_aside_reason'),
    setAsideBy: text('set_aside_by').references(() => users.id),
    setAsideAt: time('set_aside_at'),
  },
  (t) => [uniqueIndex('statement_credits_group_key_uq').on(t.groupId, t.key), uniqueIndex('statement_credits_contribution_uq').on(t.contributionId)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    amountKobo: kobo('amount_kobo').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    paidAt: time('paid_at').notNull(),
    proofSha256: text('proof_sha256').references(() => proofs.sha256),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: time('decided_at'),
    rejectionReason: text('rejection_reason'),
    recipientUserId: text('recipient_user_id').references(() => users.id),
    acknowledgedAt: time('acknowledged_at'),
    createdAt: createdAt(),
    revision: revision(),
    rowid: insertionOrder(),
  },
  (t) => [
    index('payouts_project_idx').on(t.projectId),
    index('payouts_group_idx').on(t.groupId),
    index('payouts_revision_idx').on(t.revision),
    index('payouts_group_revision_idx').on(t.groupId, t.revision),
    index('payouts_proof_idx').on(t.proofSha256),
  ],
);

export const historyEntries = pgTable(
  'history_entries',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    // 64-bit because group-edit-service.ts computes revisions from it.
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    actorId: text('actor_id').references(() => users.id),
    subjectId: text('subject_id').references(() => users.id),
    at: time('at').notNull(),
    data: text('data').notNull(),
    dataHash: text('data_hash').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    revision: revision(),
  },
  (t) => [uniqueIndex('history_group_seq_uq').on(t.groupId, t.seq), index('history_group_revision_idx').on(t.groupId, t.revision)],
);

export const otpVerifications = pgTable(
  'otp_verifications',
  {
    id: text('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'guest'] }).notNull(),
    otpHash: text('otp_hash').notNull(),
    expiresAt: time('expires_at').notNull(),
    verified: boolean('verified').notNull().default(false),
    superseded: boolean('superseded').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_phone_purpose_idx').on(t.phoneNumber, t.purpose, t.createdAt)],
);

export const rateEvents = pgTable(
  'rate_events',
  {
    // SQLite's AUTOINCREMENT: numbered by the database, an insert may leave it out.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_kind_key_idx').on(t.kind, t.key, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    groupId: text('group_id').references(() => groups.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    params: json('params').$type<NoticeParams>(),
    contributionId: text('contribution_id').references(() => contributions.id),
    projectId: text('project_id').references(() => projects.id),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    revision: revision(),
    rowid: insertionOrder(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_user_revision_idx').on(t.userId, t.revision)],
);

export const groupUpdates = pgTable(
  'group_updates',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority').notNull().default('medium'),
    createdAt: createdAt(),
    revision: revision(),
    rowid: insertionOrder(),
  },
  (t) => [
    index('group_updates_group_idx').on(t.groupId),
    index('group_updates_revision_idx').on(t.revision),
    index('group_updates_group_revision_idx').on(t.groupId, t.revision),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The dues reminders sent (issue 25 §7): one row per member, purse, period and moment ('soon',
 * 'today', 'overdue'), written in the transaction that writes the notice, so each goes once
 * however often the maintenance runs, across restarts and server processes.
 */
export const duesReminders = pgTable(
  'dues_reminders',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    period: integer('period').notNull(),
    moment: text('moment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId, t.period, t.moment] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint), index('push_user_idx').on(t.userId)],
);

export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull(),
    topic: text('topic'),
    status: text('status', { enum: ['queued', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: time('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    requestId: text('request_id'),
  },
  (t) => [index('push_deliveries_due_idx').on(t.status, t.nextAttemptAt), index('push_deliveries_subscription_idx').on(t.subscriptionId)],
);

export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otpVerifications.$inferSelect;
