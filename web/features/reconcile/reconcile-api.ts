/**
 * The server's bank reconciliation (shared/reconciliation.ts): online only, since the statement
 * and the matching live on the server; the confirmed payments reach the phone through sync.
 */
import type { ConfirmMatches, ConfirmMatchesResult, ReconciliationView, StatementImportResult } from '../../../shared/reconciliation';
import { api } from '../../lib/api';

const base = (groupId: string) => `/api/groups/${encodeURIComponent(groupId)}`;

/** @example await loadReconciliation(groupId) // { matches, unmatchedCredits, unmatchedProofs } */
export const loadReconciliation = (groupId: string) => api.get<ReconciliationView>(`${base(groupId)}/reconciliation`);

/** A statement file (CSV, XLSX, GTBank's .xls, any name) in the form field the server reads. */
export function importStatementFile(groupId: string, file: File): Promise<StatementImportResult> {
  const form = new FormData();
  form.append('statement', file, file.name);
  return api.post<StatementImportResult>(`${base(groupId)}/statements`, form);
}

/** Pasted credit-alert SMS texts, one or many. */
export const importPastedAlerts = (groupId: string, text: string) => api.post<StatementImportResult>(`${base(groupId)}/statements`, { text });

/** Each pair an ordinary confirm, recorded in history against its statement line. */
export const confirmMatches = (groupId: string, matches: ConfirmMatches['matches']) =>
  api.post<ConfirmMatchesResult>(`${base(groupId)}/reconciliation/confirm`, { matches });
