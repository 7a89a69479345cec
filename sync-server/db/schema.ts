/**
 * The database schema: every entity of SPEC §3 plus what the design needs (sessions, idempotency
 * keys, rate-limit events, push subscriptions, server settings).
 *
 * Conventions that the sync protocol and money rules rely on:
 * - Money columns are integer kobo (`*_kobo`), never floats; the API turns them into decimal strings.
 * - Every row a client may sync carries `revision`: a server-wide, strictly increasing number taken
 *   from `counters` in the same transaction as the write, so "changed after cursor N" is one index scan.
 * - Removals that clients must learn about are soft (`deleted_at` + a new revision): a tombstone.
 * - Times are integer milliseconds since the epoch (`mode: 'timestamp_ms'`).
 * - Ids are UUID text; rows created offline carry the client's UUID, so a replay cannot duplicate.
 */
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { LOCALES } from '../../shared/i18n/languages';
import type { RotationPlace } from '../../shared/rotation';
import type { RotationSwap } from '../../shared/rotation-swaps';
import type { RotationPick } from '../../shared/rotation-picks';
import type { LateFineRule } from '../../shared/late-fines';
import type { DuesTerms } from '../../shared/dues-terms';
import type { NoticeParams } from '../../shared/notices';
import type { PreviousAccount } from '../../shared/bank-accounts';
import type { ApprovalRequest } from '../../shared/payout-approval';
import type { ImageLikeness, ReceiptCheck, ReceiptReading } from '../../shared/receipt-reading';
import type { ReceiptRegions } from '../receipts/read-receipt';

const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull();
const revision = () => integer('revision').notNull();

/** Server-wide counters; the single row 'revision' feeds every synced row's revision. */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/** Secrets generated at first start (OTP HMAC key, VAPID keys) so a restart keeps them. */
export const serverSettings = sqliteTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** Lower-cased username: uniqueness and login ignore case ("Ada" and "ada" are one person). */
    usernameKey: text('username_key').notNull(),
    /** The spec's column. Sign-in is by one-time code only, so nothing is ever stored here. */
    password: text('password'),
    fullName: text('full_name').notNull(),
    /** E.164 with '+'. One account per phone: the phone is how a person proves who they are. */
    phoneNumber: text('phone_number').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull().default('member'),
    /**
     * An account made for a gift from outside any group (issue 27 §4): its phone was proven by a
     * code, but nobody chose its username. Signing up with that phone takes the account over.
     */
    guest: integer('guest', { mode: 'boolean' }).notNull().default(false),
    /** The language of the user's push messages (issue 15); the app follows it after a sign-in. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
    revision: revision(),
  },
  (t) => [
    uniqueIndex('users_username_key_uq').on(t.usernameKey),
    uniqueIndex('users_phone_number_uq').on(t.phoneNumber),
  ],
);

export const groups = sqliteTable(
  'groups',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    whatsappLink: text('whatsapp_link'),
    registrationLink: text('registration_link').notNull(),
    customSlug: text('custom_slug'),
    status: text('status').notNull().default('active'),
    /** Whether members see each other's amounts in statements, roll-calls and history (issue 11 §7). */
    showMemberAmounts: integer('show_member_amounts', { mode: 'boolean' }).notNull().default(true),
    /** A receipt dated more than this many days before its submission is flagged as old (issue 13). */
    receiptMaxAgeDays: integer('receipt_max_age_days').notNull().default(14),
    /** The language of the WhatsApp messages the group posts (share text, roll-call, reminders; issue 15). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** Payouts need a partner's approval: the last partner stays, and the rule stays on, unless a partner agrees (issue 23 §2). */
    payoutApprovalRequired: integer('payout_approval_required', { mode: 'boolean' }).notNull().default(false),
    /** The admin's request that a partner must agree to (drop the last partner, stop requiring approval), or null. */
    approvalRequest: text('approval_request', { mode: 'json' }).$type<ApprovalRequest>(),
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

export const groupMembers = sqliteTable(
  'group_members',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    contributedAmountKobo: integer('contributed_amount_kobo').notNull().default(0),
    status: text('status').notNull().default('active'),
    joinedAt: integer('joined_at', { mode: 'timestamp_ms' }).notNull(),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    /** The admin's exceptions to the levies' and dues' schedules for this member (shared/dues-terms.ts). */
    duesTerms: text('dues_terms', { mode: 'json' }).$type<DuesTerms>().notNull().default(sql`'{}'`),
    /**
     * The revision at which the member's access began (joined, or joined again): a pull sends the
     * group whole to a device whose cursor is before it. Not `revision`, which every change to the
     * row moves (a confirmed payment's total, the admin's exceptions, a language): the group would
     * be sent whole again each time.
     */
    accessRevision: integer('access_revision').notNull().default(0),
    /** The member's part of their payment codes (issue 27 §3; shared/pay-codes.ts), unique in the group; null until assigned. */
    payTag: text('pay_tag'),
    revision: revision(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_uq').on(t.groupId, t.userId),
    uniqueIndex('group_members_pay_tag_group_uq').on(t.payTag, t.groupId),
    index('group_members_user_idx').on(t.userId),
    index('group_members_revision_idx').on(t.revision),
    // A pull page reads one group's (or one user's) rows after a cursor: an index range, no sort.
    index('group_members_group_revision_idx').on(t.groupId, t.revision),
    index('group_members_user_revision_idx').on(t.userId, t.revision),
  ],
);

export const projects = sqliteTable(
  'projects',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    name: text('name').notNull(),
    description: text('description'),
    targetAmountKobo: integer('target_amount_kobo').notNull(),
    /** What each member owes (a levy), or null: the purse takes what each gives (issue 23 §1). */
    amountPerMemberKobo: integer('amount_per_member_kobo'),
    /**
     * What the purse collects (issue 25 §1): 'collection' (a target and a deadline), 'levy' (the
     * amount per member by the deadline) or 'dues' (the amount per member every period). A
     * schedule is stored, never a row per member per period (shared/purse-schedule.ts).
     */
    kind: text('kind', { enum: ['collection', 'levy', 'dues', 'rotation'] })
      .notNull()
      .default('collection'),
    /** Dues: 'weekly' | 'monthly' | 'quarterly' | 'yearly'; null otherwise. */
    frequency: text('frequency'),
    /** Dues: the first period's first day, a Lagos day 'YYYY-MM-DD'. */
    startsOn: text('starts_on'),
    /** Dues: no period starts after this Lagos day; null: no end. */
    endsOn: text('ends_on'),
    /** A rotation: who collects each round, in order (shared/rotation.ts); null until it is set or drawn. */
    rotationOrder: text('rotation_order', { mode: 'json' }).$type<RotationPlace[]>(),
    /** A rotation whose members pick their places (issue 25 §5): the places taken while the picking is open; null: not open. */
    rotationPicks: text('rotation_picks', { mode: 'json' }).$type<RotationPick[]>(),
    /** A rotation's open requests to swap places (issue 25 §5; shared/rotation-swaps.ts); null or empty: none. */
    rotationSwaps: text('rotation_swaps', { mode: 'json' }).$type<RotationSwap[]>(),
    /** Late fine rules, oldest first (issue 25 §6; shared/late-fines.ts); null: none ever set. */
    lateFines: text('late_fines', { mode: 'json' }).$type<LateFineRule[]>(),
    collectedAmountKobo: integer('collected_amount_kobo').notNull().default(0),
    /** Sum of the purse's approved payouts; balance = collected - paid out, never below zero. */
    paidOutAmountKobo: integer('paid_out_amount_kobo').notNull().default(0),
    customSlug: text('custom_slug'),
    /** The purse's part of its members' payment codes (issue 27 §3), unique in the group; null until assigned. */
    payTag: text('pay_tag'),
    deadline: integer('deadline', { mode: 'timestamp_ms' }),
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
    /** JSON text of a list of payment method ids, as the spec stores it. */
    allowedPaymentTypes: text('allowed_payment_types'),
    /**
     * Whether people outside the group may give (issue 27 §4, a fundraiser's opt-in): 'off', 'private'
     * (their gifts count, the roll-call leaves them out) or 'named' (the roll-call lists each by
     * first name and amount). Only a 'collection' purse takes guests.
     */
    guestGiving: text('guest_giving', { enum: ['off', 'private', 'named'] }).notNull().default('off'),
    /** The accounts the purse used before its current one, oldest first, each with when it stopped (issue 22 §3). */
    previousAccounts: text('previous_accounts', { mode: 'json' }).$type<PreviousAccount[]>().notNull().default(sql`'[]'`),
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

export const accountabilityPartners = sqliteTable(
  'accountability_partners',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    assignedAt: integer('assigned_at', { mode: 'timestamp_ms' }).notNull(),
    /** A removed partner stays as a tombstone so devices learn of the removal. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    revision: revision(),
  },
  (t) => [
    index('partners_group_idx').on(t.groupId),
    index('partners_revision_idx').on(t.revision),
    index('partners_group_revision_idx').on(t.groupId, t.revision),
    index('partners_user_revision_idx').on(t.userId, t.revision),
  ],
);

/** Proof images, stored on disk by SHA-256 (content-addressed: an upload retry is a no-op). */
export const proofs = sqliteTable('proofs', {
  sha256: text('sha256').primaryKey(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** The first uploader of these bytes; who may attach them is `proof_uploads`. */
  uploadedBy: text('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * Who uploaded which proof. A contribution may name only a proof its payer uploaded, so knowing a
 * hash (seen in a sync row) is not enough to attach someone else's image and then read it through
 * one's own contribution. Two people who upload the same bytes each get their row.
 */
export const proofUploads = sqliteTable(
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

export const contributions = sqliteTable(
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
    amountKobo: integer('amount_kobo').notNull(),
    /** Dues: the period (0 = first) the member said it pays, or null: oldest unpaid first (issue 25 §2). */
    period: integer('period'),
    /** The Lagos day the money was sent (judges late fines, issue 25 §6): the receipt's transfer day when read, the day the admin said cash was paid, else the day the proof was sent. Null in rows before it: the day it was created. */
    sentOn: text('sent_on'),
    description: text('description'),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'reversed'] })
      .notNull()
      .default('pending'),
    transactionRef: text('transaction_ref'),
    /** The spec keeps the image as a data URL; we keep its hash and serve it at an authorised URL. */
    proofSha256: text('proof_sha256').references(() => proofs.sha256),
    paymentType: text('payment_type').notNull(),
    paymentNotes: text('payment_notes'),
    adminNotes: text('admin_notes'),
    /** Given by someone outside the group through the purse's public page (issue 27 §4). */
    guest: integer('guest', { mode: 'boolean' }).notNull().default(false),
    possibleDuplicate: integer('possible_duplicate', { mode: 'boolean' }).notNull().default(false),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    /** A cash payment the admin recorded for the member (confirmed at once, no proof): who recorded it. */
    recordedBy: text('recorded_by').references(() => users.id),
    /** A confirmed contribution taken back (status 'reversed'): why, by whom, when. Never deleted. */
    reversalReason: text('reversal_reason'),
    reversedBy: text('reversed_by').references(() => users.id),
    reversedAt: integer('reversed_at', { mode: 'timestamp_ms' }),
    /** What the server read from the proof and matched against other proofs; null until read (issue 13). */
    receiptCheck: text('receipt_check', { mode: 'json' }).$type<ReceiptCheck>(),
    createdAt: createdAt(),
    revision: revision(),
  },
  // Every index is written on every submit (about one page each), so each one here earns its keep
  // (migration 0007 dropped group_id, user_id and revision alone: the pairs below serve every query
  // on group_id or user_id, and no query reads contributions by revision across groups).
  (t) => [
    index('contributions_project_idx').on(t.projectId),
    index('contributions_group_revision_idx').on(t.groupId, t.revision),
    index('contributions_user_revision_idx').on(t.userId, t.revision),
    // A submit's member-total check (groups/money-limits.ts) sums a member's confirmed and pending
    // payments to a group: read from this index alone, its cost stays flat as a member's history
    // grows (0.67 -> 0.38 ms a submit at 100,000 contributions, 500 of them the member's).
    index('contributions_user_group_owed_idx').on(t.userId, t.groupId, t.status, t.amountKobo),
    // The upload quota and the unreferenced-proof retention ask whether any contribution names a
    // proof; a submit whether one of its group does (duplicate-check.ts). With the group beside the
    // proof, SQLite takes this index for the submit's look-up: with the proof alone it chose the
    // group's own index and read every payment of the group on every submit.
    index('contributions_proof_group_idx').on(t.proofSha256, t.groupId),
    // A submit's duplicate-reference check (contributions/duplicate-check.ts) compares references
    // ignoring case and spaces within one group: an index on that very expression finds a match
    // without reading the group's other contributions, and no insert path can forget to fill it.
    // The reference comes first: with group_id first the planner took this index for every
    // group_id query (a member's total), reading the whole group.
    index('contributions_ref_key_group_idx').on(sql`lower(trim(${t.transactionRef}))`, t.groupId),
  ],
);

/**
 * The persisted queue of proofs to read (issue 13): one row per contribution whose proof is not
 * read yet, written in the submit's own transaction and deleted in the transaction that stores the
 * result, so a restart finds every unfinished job and none is finished twice.
 */
export const receiptJobs = sqliteTable(
  'receipt_jobs',
  {
    contributionId: text('contribution_id')
      .primaryKey()
      .references(() => contributions.id),
    queuedAt: integer('queued_at', { mode: 'timestamp_ms' }).notNull(),
    /** Reads started for this job; a proof that crashes the reader this often is stored unreadable. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Until when a server process holds the job (it is reading it): others skip it meanwhile, and
     * take it after, should that process have died mid-read. Null: free to take.
     */
    leasedUntil: integer('leased_until', { mode: 'timestamp_ms' }),
    /** The id of the request that queued it (the submit), so the read's log lines name it too. */
    requestId: text('request_id'),
  },
  // The runner takes the oldest job each time: after migration 0009 queued every old proof, a sort
  // of the whole queue per job would grow with it.
  (t) => [index('receipt_jobs_queued_idx').on(t.queuedAt, t.contributionId)],
);

/**
 * What the OCR read from one proof image, by its hash: the same bytes on several contributions are
 * read once. `dhash` is the image's 256-bit difference hash (64 hex), null when it could not be decoded.
 */
export const proofReadings = sqliteTable('proof_readings', {
  sha256: text('sha256')
    .primaryKey()
    .references(() => proofs.sha256),
  reading: text('reading', { mode: 'json' }).$type<ReceiptReading>().notNull(),
  dhash: text('dhash'),
  /** The OCR's text, kept for the admin's support questions and for re-extraction; never synced. */
  text: text('text').notNull(),
  readAt: integer('read_at', { mode: 'timestamp_ms' }).notNull(),
  /** Where the amount, reference, session ID and date were read (fractions of the image): the image check compares those areas (issue 22 §1). Never synced. */
  regions: text('regions', { mode: 'json' }).$type<ReceiptRegions>(),
},
// Each receipt runner adds the hashes other processes stored since its last look (dhash-index.ts).
(t) => [index('proof_readings_read_at_idx').on(t.readAt)]);

/**
 * Pairs of proof images found to be the same screenshot (perhaps edited or re-saved): a dHash
 * candidate confirmed by the fine comparison when the later one was read. Stored both ways, so
 * "which images are like this one" is one index look-up, and kept: the comparison is not redone.
 */
export const similarProofs = sqliteTable(
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

/**
 * The references and session IDs every contribution's receipt shows or its payer declared,
 * normalised (upper case, letters and digits only), across all groups: "already used anywhere on
 * this server" is one index look-up.
 */
export const receiptReferences = sqliteTable(
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
  // By key (who else shows it) and by payment (its own keys, read for every check it takes part in).
  (t) => [primaryKey({ columns: [t.key, t.contributionId] }), index('receipt_references_contribution_idx').on(t.contributionId)],
);

/**
 * A bank statement (or a paste of credit alerts) an admin imported to reconcile a group's payments
 * (issue 13): who, when, which file, how many credits it held and how many were new to the group.
 */
export const statementImports = sqliteTable(
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
    importedAt: integer('imported_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('statement_imports_group_idx').on(t.groupId)],
);

/**
 * One credit of an imported statement. `key` fingerprints it (date, amount, reference, narration
 * and its occurrence in the file): unique per group, so the same statement imported twice, or an
 * overlapping later one, adds nothing twice and so can match nothing twice. `contributionId` is the
 * payment it was matched to and confirmed with, at most one credit per payment.
 */
export const statementCredits = sqliteTable(
  'statement_credits',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    importId: text('import_id')
      .notNull()
      .references(() => statementImports.id),
    /** The row (or alert) number in the file, as the admin sees it there. */
    line: integer('line').notNull(),
    key: text('key').notNull(),
    /** Null when the alert had no date (issue 22 §4): matched by amount and evidence only. */
    postedAt: integer('posted_at', { mode: 'timestamp_ms' }),
    amountKobo: integer('amount_kobo').notNull(),
    narration: text('narration').notNull(),
    reference: text('reference'),
    contributionId: text('contribution_id').references(() => contributions.id),
    matchedBy: text('matched_by').references(() => users.id),
    matchedAt: integer('matched_at', { mode: 'timestamp_ms' }),
    /** Set aside by the admin with a reason (not a member's payment: a refund, the admin's own money…): no longer offered for matching. */
    setAsideReason: text('set_aside_reason'),
    setAsideBy: text('set_aside_by').references(() => users.id),
    setAsideAt: integer('set_aside_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('statement_credits_group_key_uq').on(t.groupId, t.key), uniqueIndex('statement_credits_contribution_uq').on(t.contributionId)],
);

/**
 * Money paid out of a purse (issue 11). Recorded by the group's admin; when the group has
 * accountability partners it waits ('pending') for one partner's approval, else it is 'approved'
 * at once. Only approved payouts count in the purse's paidOutAmountKobo. Never deleted.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    amountKobo: integer('amount_kobo').notNull(),
    /** To whom the money went, as the admin wrote it (a vendor, a member, a hospital). */
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    /** The day the money left (midnight UTC of the date the admin picked). */
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }).notNull(),
    proofSha256: text('proof_sha256').references(() => proofs.sha256),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => users.id),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    rejectionReason: text('rejection_reason'),
    /** A rotation's round paid to a member (issue 25 §5): who, so they may say they received it; null otherwise. */
    recipientUserId: text('recipient_user_id').references(() => users.id),
    /** When that member said "I have received it"; null until then. */
    acknowledgedAt: integer('acknowledged_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    revision: revision(),
  },
  (t) => [
    index('payouts_project_idx').on(t.projectId),
    index('payouts_group_idx').on(t.groupId),
    index('payouts_revision_idx').on(t.revision),
    index('payouts_group_revision_idx').on(t.groupId, t.revision),
    index('payouts_proof_idx').on(t.proofSha256),
  ],
);

/**
 * A group's history (issue 11 §4): an append-only, hash-chained log of every event that touched
 * money or trust. `seq` counts from 1 per group; `hash` = SHA-256 over the canonical encoding of
 * the entry with `prevHash` (the previous entry's hash, or 64 zeros), see shared/history.ts.
 * `data` is the canonical JSON of the event's details; `dataHash` its SHA-256, so an entry whose
 * details a reader may not see can still be chained.
 */
export const historyEntries = sqliteTable(
  'history_entries',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    seq: integer('seq').notNull(),
    type: text('type').notNull(),
    actorId: text('actor_id').references(() => users.id),
    /** The member the event is about (a contribution's payer, a partner, a joiner), for who-sees-what. */
    subjectId: text('subject_id').references(() => users.id),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    data: text('data').notNull(),
    dataHash: text('data_hash').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    revision: revision(),
  },
  // A pull reads one group's entries after a cursor; nothing reads history by revision alone.
  (t) => [uniqueIndex('history_group_seq_uq').on(t.groupId, t.seq), index('history_group_revision_idx').on(t.groupId, t.revision)],
);

export const otpVerifications = sqliteTable(
  'otp_verifications',
  {
    id: text('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: ['login', 'register', 'guest'] }).notNull(),
    /** HMAC-SHA256 of the code under a server secret: the code itself is never stored. */
    otpHash: text('otp_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    verified: integer('verified', { mode: 'boolean' }).notNull().default(false),
    /** A newer code for the same phone and purpose replaces this one. */
    superseded: integer('superseded', { mode: 'boolean' }).notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_phone_purpose_idx').on(t.phoneNumber, t.purpose, t.createdAt)],
);

/** Counted events for rate limits (OTP sends per phone and per IP, login look-ups per IP). */
export const rateEvents = sqliteTable(
  'rate_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_kind_key_idx').on(t.kind, t.key, t.createdAt)],
);

export const notifications = sqliteTable(
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
    /** What the notice says, as data (shared/notices.ts), rendered in the reader's language; null for an admin's own words. title/message stay in English for older apps. */
    params: text('params', { mode: 'json' }).$type<NoticeParams>(),
    contributionId: text('contribution_id').references(() => contributions.id),
    projectId: text('project_id').references(() => projects.id),
    read: integer('read', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    revision: revision(),
  },
  // The list reads a user's newest first (created_at); a pull reads a user's after a cursor.
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_user_revision_idx').on(t.userId, t.revision),
  ],
);

/** Group updates (announcements) posted by a group's admin. */
export const groupUpdates = sqliteTable(
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
  },
  (t) => [
    index('group_updates_group_idx').on(t.groupId),
    index('group_updates_revision_idx').on(t.revision),
    index('group_updates_group_revision_idx').on(t.groupId, t.revision),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** First answers to requests carrying an Idempotency-Key (or a sync mutation id), per user. */
/**
 * The dues reminders sent (issue 25 §7): one row per member, purse, period and moment ('soon',
 * 'today', 'overdue'), written in the transaction that writes the notice, so each goes once
 * however often the maintenance runs, across restarts and server processes.
 */
export const duesReminders = sqliteTable(
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

export const idempotencyKeys = sqliteTable(
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

export const pushSubscriptions = sqliteTable(
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

/**
 * Web pushes waiting to go out (DESIGN "Server" web push): written in the same transaction as the
 * notification they announce, so a push exists exactly when its notification does, and a restart
 * loses none. A sent delivery is deleted; one that ran out of tries or time stays as 'failed' with
 * its last error for a week. Deleting a subscription (the push service said 404/410) takes its
 * deliveries with it.
 */
export const pushDeliveries = sqliteTable(
  'push_deliveries',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** JSON of a shared/notifications.ts PushPayload. */
    payload: text('payload').notNull(),
    /** How long the push service may hold the message, counted from createdAt. */
    ttlSeconds: integer('ttl_seconds').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull(),
    /** Push-service coalescing key (URL-safe base64, at most 32 characters), derived from the payload's tag. */
    topic: text('topic'),
    status: text('status', { enum: ['queued', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** The id of the request that queued it, so the delivery's log lines name it too. */
    requestId: text('request_id'),
  },
  (t) => [
    index('push_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof otpVerifications.$inferSelect;

