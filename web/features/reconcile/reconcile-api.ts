/**
 * The server's bank reconciliation (shared/reconciliation.ts): online only, since the statement
 * and the matching live on the server; the confirmed and recorded payments reach the phone
 * through sync.
 */
import type {
  ConfirmMatches,
  ConfirmMatchesResult,
  ReconciliationView,
  RecordCredit,
  StatementImportAnswer,
  StatementOptions,
} from '../../../shared/reconciliation';
import { api } from '../../lib/api';

const base = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;
const credit = (groupId: string, creditId: string, action: string) => `${base(groupId)}/reconciliation/credits/${encodeURIComponent(creditId)}/${action}`;

/** @example await loadReconciliation(groupId) // { matches, alreadyConfirmed, unmatchedCredits, unmatchedProofs, setAside } */
export const loadReconciliation = (groupId: string) => api.get<ReconciliationView>(`${base(groupId)}/reconciliation`);

/**
 * A statement file (CSV, XLSX, GTBank's .xls, any name) in the form field the server reads, with
 * the admin's answers (the date order, "import the rest") as form fields.
 */
export function importStatementFile(groupId: string, file: File, answers: StatementOptions = {}): Promise<StatementImportAnswer> {
  const form = new FormData();
  form.append('statement', file, file.name);
  if (answers.dateOrder) form.append('dateOrder', answers.dateOrder);
  if (answers.acceptUnreadable) form.append('acceptUnreadable', 'true');
  return api.post<StatementImportAnswer>(`${base(groupId)}/statements`, form);
}

/** Pasted credit-alert SMS texts, one or many, with the admin's answers. */
export const importPastedAlerts = (groupId: string, text: string, answers: StatementOptions = {}) =>
  api.post<StatementImportAnswer>(`${base(groupId)}/statements`, { text, ...answers });

/** Each pair an ordinary confirm, recorded in history against its statement line. */
export const confirmMatches = (groupId: string, matches: ConfirmMatches['matches']) =>
  api.post<ConfirmMatchesResult>(`${base(groupId)}/reconciliation/confirm`, { matches });

/** The credit is this member's transfer, into this purse (or none): recorded and counted. */
export const recordCredit = (groupId: string, creditId: string, input: Pick<RecordCredit, 'userId' | 'projectId'>) =>
  api.post<ReconciliationView>(credit(groupId, creditId, 'record'), input);

/** The credit is the money of this payment, confirmed before. */
export const linkCredit = (groupId: string, creditId: string, contributionId: string) => api.post<ReconciliationView>(credit(groupId, creditId, 'link'), { contributionId });

/** The credit is not a member's payment, for this reason. */
export const setAsideCredit = (groupId: string, creditId: string, reason: string) => api.post<ReconciliationView>(credit(groupId, creditId, 'set-aside'), { reason });
