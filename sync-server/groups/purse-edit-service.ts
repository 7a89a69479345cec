import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { updatePurseSchema } from '../../shared/books';
import { withPreviousAccount, type BankAccount } from '../../shared/bank-accounts';
import { canonicalJson, type CanonicalValue } from '../../shared/history';
import { currentFineRule, fineSetting, withFineRule } from '../../shared/late-fines';
import { lagosDay } from '../../shared/lagos-day';
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import { purseDetailIssues } from '../../shared/payment-methods-offered';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { projects, type UserRow } from '../db/schema';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { requireGroupRole } from '../access/group-access';
import { notifyBankChanged } from './bank-change-notify';
import { notifyDuesChanged, notifyFineChanged } from './dues-change-notify';
import { groupTargetsRefusal } from './money-limits';
import { purseForChange } from './purse-for-change';

export type PurseChanges = z.output<typeof updatePurseSchema>;
type PurseRecord = typeof projects.$inferSelect;

/** An editable field: its name in the history (the column's), its value now, and the column values to write. */
interface Field {
  key: 'description' | 'targetAmountKobo' | 'amountPerMemberKobo' | 'deadline' | 'bankName' | 'accountNumber' | 'accountName' | 'lateFine' | 'guestGiving';
  now: CanonicalValue;
  next: CanonicalValue | undefined;
  write: Partial<PurseRecord>;
}

function fieldsOf(project: PurseRecord, changes: PurseChanges, today: string): Field[] {
  const { deadline, lateFine } = changes;
  // A fine belongs to a purse with periods; turned off, the setting is null.
  const fine = lateFine === undefined || project.kind === 'collection' ? undefined : lateFine.kobo === null && lateFine.percent === null ? null : lateFine;
  return [
    {
      key: 'lateFine',
      now: fineSetting(currentFineRule(project.lateFines)),
      next: fine,
      write: { lateFines: fine === undefined ? undefined : withFineRule(project.lateFines, { since: today, kobo: null, percent: null, graceDays: 0, ...fine }) },
    },
    { key: 'description', now: project.description, next: changes.description, write: { description: changes.description } },
    { key: 'targetAmountKobo', now: project.targetAmountKobo, next: changes.targetAmount, write: { targetAmountKobo: changes.targetAmount } },
    { key: 'amountPerMemberKobo', now: project.amountPerMemberKobo, next: changes.amountPerMember, write: { amountPerMemberKobo: changes.amountPerMember } },
    {
      key: 'deadline',
      now: project.deadline ? project.deadline.toISOString() : null,
      next: deadline,
      write: { deadline: deadline ? new Date(deadline) : null },
    },
    { key: 'bankName', now: project.bankName, next: changes.bankName, write: { bankName: changes.bankName } },
    { key: 'accountNumber', now: project.accountNumber, next: changes.accountNumber, write: { accountNumber: changes.accountNumber } },
    { key: 'accountName', now: project.accountName, next: changes.accountName, write: { accountName: changes.accountName } },
    // Guests give to a collection only (issue 27 §4); a levy, dues or a rotation keeps 'off'.
    { key: 'guestGiving', now: project.guestGiving, next: project.kind === 'collection' ? changes.guestGiving : undefined, write: { guestGiving: changes.guestGiving } },
  ];
}

const BANK_KEYS: ReadonlySet<Field['key']> = new Set(['bankName', 'accountNumber', 'accountName']);
const bankOf = (p: Pick<PurseRecord, 'bankName' | 'accountNumber' | 'accountName'>): BankAccount => ({ bankName: p.bankName, accountNumber: p.accountNumber, accountName: p.accountName });

/**
 * The group's admin edits a purse's target, amount per member, deadline, description, bank
 * account (issue 11 §3, issue 23 §1) and late fine (issue 25 §6: from today on; a period already
 * due keeps the rule it fell due under).
 * Only the fields sent and different from now change; when none does, nothing is written. Rules:
 * - only the group's admin ('not-group-admin'), an unknown purse 'project-not-found';
 * - when a bank field changes, a purse that allows bank transfer must keep a complete account
 *   (purseDetailIssues on the merged purse, 'bank-account-required' on the field); a purse made before that rule
 *   stays editable in its other fields;
 * - a higher target keeps the group's targets within MAX_GROUP_TOTAL_KOBO (groupTargetsRefusal);
 * - one save is one history entry (issue 23 §5): 'purse.edited' with the before and after of the
 *   changed fields; when the account is among them, 'bank.changed' instead, with the old and the new
 *   account and the before and after of any other field saved with it. A changed account joins the purse's
 *   `previousAccounts` (receipts are judged against the account valid when they were paid) and
 *   tells every member and partner, in-app and by push, with both accounts side by side (notifyBankChanged);
 * - a changed amount per member is in that entry and tells every member and partner (notifyDuesChanged);
 * - whether guests may give (issue 27 §4) changes on a collection only; sent for another kind, it is left as it is.
 * A completed purse may still be edited: its record can need correcting; it takes no money.
 * The purse is read with its group locked (purseForChange), so the before-and-after recorded and
 * the targets bound checked are those of the purse as it is, not as a concurrent edit left it.
 * @example await updatePurse(tx, admin, projectId, updatePurseSchema.parse({ accountNumber: '5550001111' }), now)
 */
export async function updatePurse(tx: Tx, actor: UserRow, projectId: string, changes: PurseChanges, now: Date): Promise<Outcome<PurseRecord>> {
  const project = await purseForChange(tx, projectId);
  if (!project) return refuse('project-not-found');
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const changed = fieldsOf(project, changes, lagosDay(now.toISOString())).filter((f) => f.next !== undefined && canonicalJson(f.next) !== canonicalJson(f.now));
  if (changed.length === 0) return ok(project);
  const write: Partial<PurseRecord> = Object.assign({}, ...changed.map((f) => f.write));
  const merged = { ...project, ...write };

  const bankChanged = changed.some((f) => BANK_KEYS.has(f.key));
  if (bankChanged) {
    const missing = purseDetailIssues({ ...merged, allowedPaymentTypes: parseAllowedPaymentTypes(project.allowedPaymentTypes) })[0];
    if (missing) return refuse('bank-account-required', { field: missing.field, params: { message: missing.message } });
  }
  const growth = merged.targetAmountKobo - project.targetAmountKobo;
  if (growth > 0) {
    const overLimit = await groupTargetsRefusal(tx, project.groupId, growth);
    if (overLimit) return overLimit;
  }

  const bankChanges = changed.filter((f) => BANK_KEYS.has(f.key));
  // The account being replaced joins the purse's bank-details history: older receipts are judged against it.
  if (bankChanged) write.previousAccounts = withPreviousAccount(project.previousAccounts, bankOf(project), now.toISOString());
  const [updated] = await tx
    .update(projects)
    .set({ ...write, revision: await nextRevision(tx) })
    .where(eq(projects.id, projectId))
    .returning();
  if (!updated) throw new Error(`purse ${projectId} vanished inside its transaction`);
  const history = { groupId: project.groupId, actorId: actor.id, subjectId: null, at: now };
  // One save, one entry: the account in 'bank.changed' (old and new), any other field saved with it
  // beside them (before and after); without the account, 'purse.edited'.
  const otherChanges = changed.filter((f) => !bankChanges.includes(f));
  const others: { [key: string]: CanonicalValue } =
    otherChanges.length === 0
      ? {}
      : { before: Object.fromEntries(otherChanges.map((f) => [f.key, f.now])), after: Object.fromEntries(otherChanges.map((f) => [f.key, f.next ?? null])) };
  if (!bankChanged) await appendHistory(tx, { ...history, type: 'purse.edited', data: { projectId, name: project.name, ...others } });
  // What each member owes changed: every member hears it, as with a changed account.
  // The late fine changed: every member hears what it is now and from when (issue 25 §6).
  const fineChange = changed.find((f) => f.key === 'lateFine');
  if (fineChange) await notifyFineChanged(tx, updated, { fine: fineSetting(currentFineRule(updated.lateFines)), since: lagosDay(now.toISOString()), actorId: actor.id }, checked.value.group, now);
  if (changed.some((f) => f.key === 'amountPerMemberKobo')) {
    const change = { beforeKobo: project.amountPerMemberKobo, afterKobo: updated.amountPerMemberKobo, actorId: actor.id };
    await notifyDuesChanged(tx, updated, change, checked.value.group, now);
  }
  if (bankChanged) {
    const [oldAccount, newAccount] = [bankOf(project), bankOf(updated)];
    await appendHistory(tx, { ...history, type: 'bank.changed', data: { projectId, name: project.name, old: { ...oldAccount }, new: { ...newAccount }, ...others } });
    await notifyBankChanged(tx, updated, { before: oldAccount, after: newAccount, actorId: actor.id }, checked.value.group, now);
  }
  return ok(updated);
}
