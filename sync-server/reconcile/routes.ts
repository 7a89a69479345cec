import { Hono, type Context } from 'hono';
import { confirmMatchesSchema, pastedAlertsSchema } from '../../shared/reconciliation';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { limitBody } from '../http/body-limit';
import { isMultipart, readForm } from '../http/form-body';
import { answerOutcome, answerRefusal, readJson, refusalBody } from '../http/json';
import { REASON_STATUS } from '../http/reason-status';
import { ok, refuse, type Outcome } from '../outcome';
import { MAX_STATEMENT_BYTES, type StatementProblem } from './messages';
import { parseStatement } from './parse-statement';
import { confirmMatches, importStatement, reconciliationOf } from './reconcile-service';

/** A statement file or paste, plus the multipart envelope. */
export const STATEMENT_BODY_LIMIT = MAX_STATEMENT_BYTES + 64 * 1024;

/** The statement as the request carries it: a file in a form ('statement'), or pasted alerts as JSON. */
async function statementInput(c: Context<AppEnv>): Promise<Outcome<{ input: { bytes: Uint8Array; fileName?: string } | { text: string }; fileName: string | null }>> {
  if (isMultipart(c)) {
    const form = await readForm(c, 'statement');
    if (!form.ok) return form;
    const file = form.value.file;
    if (!(file instanceof File) || file.size === 0) return refuse('statement-missing', { field: 'statement' });
    return ok({ input: { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name }, fileName: file.name || null });
  }
  const pasted = await readJson(c, pastedAlertsSchema);
  if (!pasted.ok) return pasted;
  return ok({ input: { text: pasted.value.text }, fileName: null });
}

/**
 * A statement that could not be read, answered like any refusal (its code's status from
 * http/reason-status.ts) with the text naming the row and cell at fault (reconcile/messages.ts),
 * and the row's number as `line` when one row is at fault.
 */
function answerStatementProblem(c: Context<AppEnv>, problem: StatementProblem) {
  const body = refusalBody(refuse(problem.code, { params: { ...problem.params, message: problem.message } }));
  return c.json({ ...body, ...(problem.line ? { line: problem.line } : {}) }, REASON_STATUS[problem.code]);
}

/**
 * Bank reconciliation (issue 13 §3), mounted on /api: the group's admin only. The statement is
 * read and parsed before the request's one transaction opens.
 */
export function reconcileApi(db: Database) {
  const statementLimit = limitBody({
    maxSize: STATEMENT_BODY_LIMIT,
    onError: (c) =>
      answerRefusal(c, refuse('statement-too-large', { params: { message: `This statement is too large: at most ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Export a shorter period.` } })),
  });
  return new Hono<AppEnv>()
    .post('/groups/:groupId/statements', requireUser, statementLimit, async (c) => {
      const read = await statementInput(c);
      if (!read.ok) return answerRefusal(c, read);
      const parsed = await parseStatement(read.value.input);
      if (!parsed.ok) return answerStatementProblem(c, parsed);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      const imported = await db.transaction((tx) => importStatement(tx, actor, groupId, { ...parsed, fileName: read.value.fileName }, c.get('now')));
      if (!imported.ok) return answerRefusal(c, imported);
      return c.json(imported.value, 201);
    })
    .get('/groups/:groupId/reconciliation', requireUser, async (c) => {
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return answerOutcome(c, await db.transaction((tx) => reconciliationOf(tx, actor, groupId), { readOnly: true }));
    })
    .post('/groups/:groupId/reconciliation/confirm', requireUser, async (c) => {
      const body = await readJson(c, confirmMatchesSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return answerOutcome(c, await db.transaction((tx) => confirmMatches(tx, actor, groupId, body.value, c.get('now'))));
    });
}
