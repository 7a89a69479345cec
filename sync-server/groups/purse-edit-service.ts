import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { updateProjectSchema } from '../../shared/books';
import { MESSAGES } from '../../shared/errors';
import type { CanonicalValue } from '../../shared/history';
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import { purseDetailIssues } from '../../shared/payment-methods-offered';
import type { Db } from '../db/open';
import { nextRevision } from '../db/revision';
import { projects, type UserRow } from '../db/schema';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../http/outcome';
import { requireGroupRole } from './access';
import { notifyBankChanged, type BankAccount } from './bank-change-notify';
import { groupTargetsRefusal } from './money-limits';

export type ProjectChanges = z.output<typeof updateProjectSchema>;
type ProjectRecord = typeof projects.$inferSelect;

/** An editable field: its name in the history (the column's), its value now, and the column values to write. */
interface Field {
  key: 'description' | 'targetAmountKobo' | 'deadline' | 'bankName' | 'accountNumber' | 'accountName';
  now: CanonicalValue;
  next: CanonicalValue | undefined;
  write: Partial<ProjectRecord>;
}

function fieldsOf(project: ProjectRecord, changes: ProjectChanges): Field[] {
  const { deadline } = changes;
  return [
    { key: 'description', now: project.description, next: changes.description, write: { description: changes.description } },
    { key: 'targetAmountKobo', now: project.targetAmountKobo, next: changes.targetAmount, write: { targetAmountKobo: changes.targetAmount } },
    {
      key: 'deadline',
      now: project.deadline ? project.deadline.toISOString() : null,
      next: deadline,
      write: { deadline: deadline ? new Date(deadline) : null },
    },
    { key: 'bankName', now: project.bankName, next: changes.bankName, write: { bankName: changes.bankName } },
    { key: 'accountNumber', now: project.accountNumber, next: changes.accountNumber, write: { accountNumber: changes.accountNumber } },
    { key: 'accountName', now: project.accountName, next: changes.accountName, write: { accountName: changes.accountName } },
  ];
}

const BANK_KEYS: ReadonlySet<Field['key']> = new Set(['bankName', 'accountNumber', 'accountName']);
const bankOf = (p: Pick<ProjectRecord, 'bankName' | 'accountNumber' | 'accountName'>): BankAccount => ({ bankName: p.bankName, accountNumber: p.accountNumber, accountName: p.accountName });

/**
 * The group's admin edits a purse's target, deadline, description and bank account (issue 11 §3).
 * Only the fields sent and different from now change; when none does, nothing is written. Rules:
 * - only the group's admin (403), an unknown purse 404;
 * - when a bank field changes, a purse that allows bank transfer must keep a complete account
 *   (purseDetailIssues on the merged purse, 400 on the field); a purse made before that rule
 *   stays editable in its other fields;
 * - a higher target keeps the group's targets within MAX_GROUP_TOTAL_KOBO (groupTargetsRefusal);
 * - one 'purse.edited' history entry holds the before and after of the changed fields; a changed
 *   account also appends 'bank.changed' (old and new) and tells every member and partner, in-app
 *   and by push, with both accounts side by side (notifyBankChanged).
 * A completed purse may still be edited: its record can need correcting; it takes no money.
 * @example updateProject(db, admin, projectId, updateProjectSchema.parse({ accountNumber: '5550001111' }), now)
 */
export function updateProject(db: Db, actor: UserRow, projectId: string, changes: ProjectChanges, now: Date): Outcome<ProjectRecord> {
  return db.transaction(
    (tx) => {
      const project = tx.select().from(projects).where(eq(projects.id, projectId)).get();
      if (!project) return refuse(404, 'project-not-found', MESSAGES.projectNotFound);
      const checked = requireGroupRole(tx, project.groupId, actor.id, 'admin');
      if (!checked.ok) return checked;
      const changed = fieldsOf(project, changes).filter((f) => f.next !== undefined && f.next !== f.now);
      if (changed.length === 0) return ok(project);
      const write: Partial<ProjectRecord> = Object.assign({}, ...changed.map((f) => f.write));
      const merged = { ...project, ...write };

      const bankChanged = changed.some((f) => BANK_KEYS.has(f.key));
      if (bankChanged) {
        const missing = purseDetailIssues({ ...merged, allowedPaymentTypes: parseAllowedPaymentTypes(project.allowedPaymentTypes) })[0];
        if (missing) return refuse(400, 'bank-account-required', missing.message, missing.field);
      }
      const growth = merged.targetAmountKobo - project.targetAmountKobo;
      if (growth > 0) {
        const overLimit = groupTargetsRefusal(tx, project.groupId, growth);
        if (overLimit) return overLimit;
      }

      const updated = tx
        .update(projects)
        .set({ ...write, revision: nextRevision(tx) })
        .where(eq(projects.id, projectId))
        .returning()
        .get()!; // read in this transaction
      const before = Object.fromEntries(changed.map((f) => [f.key, f.now]));
      const after = Object.fromEntries(changed.map((f) => [f.key, f.next ?? null]));
      const history = { groupId: project.groupId, actorId: actor.id, subjectId: null, at: now };
      appendHistory(tx, { ...history, type: 'purse.edited', data: { projectId, name: project.name, before, after } });
      if (bankChanged) {
        const [oldAccount, newAccount] = [bankOf(project), bankOf(updated)];
        appendHistory(tx, { ...history, type: 'bank.changed', data: { projectId, name: project.name, old: { ...oldAccount }, new: { ...newAccount } } });
        notifyBankChanged(tx, updated, { before: oldAccount, after: newAccount, actorId: actor.id }, checked.value.group, now);
      }
      return ok(updated);
    },
    { behavior: 'immediate' },
  );
}
