/**
 * Manage purse (issue 11 §3): the form over a purse's target, amount per member, deadline, description and bank
 * account, and what of it changed. Only changed fields are sent (the server records each edit's
 * before and after), and a changed account is shown old beside new before it is saved, because
 * every member and partner will be told of it.
 */
import * as z from 'zod';
import { createPurseSchema, lateFineSchema } from '../../../../shared/group-schemas';
import { currentFineRule, fineSetting, fineWire } from '../../../../shared/late-fines';
import { perMemberAmountSchema, targetAmountSchema } from '../../../../shared/amount-schemas';
import { nairaInput } from '../../../../shared/money';
import { lagosDayOf } from '../../../lib/format';
import { purseDetailIssues } from '../../../../shared/payment-methods-offered';
import type { PurseChanges } from '../../../data/books-writes';
import type { LocalPurse } from '../../../data/db';
import { MESSAGES } from '../../../../shared/errors';
import { guestGivingSchema } from '../../../../shared/guest-gifts';

type Purse = Pick<LocalPurse, 'description' | 'targetAmountKobo' | 'amountPerMemberKobo' | 'deadline' | 'bankName' | 'accountNumber' | 'accountName' | 'allowedPaymentTypes' | 'lateFines' | 'kind' | 'guestGiving'>;

export interface BankAccount {
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
}

const BANK_KEYS = ['bankName', 'accountNumber', 'accountName'] as const;

/**
 * The day a stored deadline falls on in Lagos, as a date input holds it ('' for none): a purse's
 * deadline is the end of that day there (shared/group-schemas.ts).
 * @example deadlineDay('2026-12-31T22:59:59.000Z') === '2026-12-31'
 */
export function deadlineDay(iso: string | null): string {
  return lagosDayOf(iso);
}

/** The form's starting values: the purse as it is. */
export function purseEditValues(purse: Purse) {
  return {
    description: purse.description ?? '',
    targetAmount: nairaInput(purse.targetAmountKobo),
    amountPerMember: purse.amountPerMemberKobo ? nairaInput(purse.amountPerMemberKobo) : '',
    deadline: deadlineDay(purse.deadline),
    bankName: purse.bankName ?? '',
    accountNumber: purse.accountNumber ?? '',
    accountName: purse.accountName ?? '',
    // A levy, dues or rotation: its late fine as the form holds it (issue 25 §6).
    ...(purse.kind && purse.kind !== 'collection' ? { lateFine: fineInput(purse) } : {}),
    // A collection: whether guests may give (issue 27 §4).
    ...(isCollection(purse) ? { guestGiving: purse.guestGiving ?? 'off' } : {}),
  };
}

/** A purse that collects towards a target (rows synced before issue 25 have no kind): the only one guests may give to. */
export function isCollection(purse: Pick<Purse, 'kind'>): boolean {
  return !purse.kind || purse.kind === 'collection';
}

/** The fine in force as the form's fields hold it: none, or a fixed amount in naira or a percentage, and the grace. */
function fineInput(purse: Purse): { kind: 'none' | 'fixed' | 'percent'; amount: string; graceDays: string } {
  const rule = currentFineRule(purse.lateFines);
  if (!rule) return { kind: 'none', amount: '', graceDays: '' };
  const wire = fineWire(rule);
  return { kind: wire.kind, amount: rule.kobo !== null ? nairaInput(rule.kobo) : String(wire.amount), graceDays: String(rule.graceDays) };
}

/**
 * The form's rules: the create form's for each field, and when the account changes, a purse
 * taking bank transfers must keep a complete one (as the server checks).
 */
export function purseEditSchema(purse: Purse) {
  return z
    .object({
      description: createPurseSchema.shape.description,
      targetAmount: targetAmountSchema,
      amountPerMember: perMemberAmountSchema,
      deadline: z.string().trim().regex(/^(\d{4}-\d{2}-\d{2})?$/, MESSAGES.deadlineInvalid),
      bankName: createPurseSchema.shape.bankName,
      accountNumber: createPurseSchema.shape.accountNumber,
      accountName: createPurseSchema.shape.accountName,
      lateFine: lateFineSchema.optional(),
      guestGiving: guestGivingSchema.optional(),
    })
    .superRefine((form, ctx) => {
      if (!BANK_KEYS.some((key) => form[key] !== undefined && form[key] !== purse[key])) return;
      for (const issue of purseDetailIssues({ ...purse, ...form })) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });
}

export type PurseEdit = z.output<ReturnType<typeof purseEditSchema>>;

/**
 * What the admin changed, as updatePurse takes it, and the account before and after when it
 * changed (null otherwise). An unchanged deadline day keeps its stored time.
 * @example purseChanges(purse, { ...same, accountNumber: '5550001111' }).bank?.after.accountNumber === '5550001111'
 */
export function purseChanges(purse: Purse, edit: PurseEdit): { changes: PurseChanges; bank: { before: BankAccount; after: BankAccount } | null } {
  const changes: PurseChanges = {};
  if (edit.description !== (purse.description || null)) changes.description = edit.description;
  if (edit.targetAmount !== purse.targetAmountKobo) changes.targetAmountKobo = edit.targetAmount;
  if (edit.amountPerMember !== (purse.amountPerMemberKobo ?? null)) changes.amountPerMemberKobo = edit.amountPerMember;
  if (edit.deadline !== deadlineDay(purse.deadline)) changes.deadline = createPurseSchema.shape.deadline.parse(edit.deadline);
  for (const key of BANK_KEYS) if (edit[key] !== purse[key]) changes[key] = edit[key];
  if (edit.lateFine && JSON.stringify(edit.lateFine.kobo === null && edit.lateFine.percent === null ? null : edit.lateFine) !== JSON.stringify(fineSetting(currentFineRule(purse.lateFines)))) changes.lateFine = edit.lateFine;
  if (edit.guestGiving !== undefined && edit.guestGiving !== (purse.guestGiving ?? 'off')) changes.guestGiving = edit.guestGiving;
  const bankChanged = BANK_KEYS.some((key) => key in changes);
  const before = { bankName: purse.bankName, accountNumber: purse.accountNumber, accountName: purse.accountName };
  return { changes, bank: bankChanged ? { before, after: { bankName: edit.bankName, accountNumber: edit.accountNumber, accountName: edit.accountName } } : null };
}
