import { Hono, type Context } from 'hono';
import { confirmMatchesSchema, pastedAlertsSchema } from '../../shared/reconciliation';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { limitBody } from '../http/body-limit';
import { isMultipart, readForm } from '../http/form-body';
import { answerOutcome, answerRefusal, readJson } from '../http/json';
import { ok, refuse, type Outcome } from '../http/outcome';
import { MAX_STATEMENT_BYTES } from './messages';
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
    if (!(file instanceof File) || file.size === 0) return refuse(400, 'statement-missing', 'Choose the statement file to import.', 'statement');
    return ok({ input: { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name }, fileName: file.name || null });
  }
  const pasted = await readJson(c, pastedAlertsSchema);
  if (!pasted.ok) return pasted;
  return ok({ input: { text: pasted.value.text }, fileName: null });
}

/** Bank reconciliation (issue 13 §3), mounted on /api: the group's admin only. */
export function reconcileApi(db: Db) {
  const statementLimit = limitBody({
    maxSize: STATEMENT_BODY_LIMIT,
    onError: (c) => c.json({ message: `This statement is too large: at most ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Export a shorter period.`, code: 'statement-too-large' }, 413),
  });
  return new Hono<AppEnv>()
    .post('/groups/:groupId/statements', requireUser, statementLimit, async (c) => {
      const read = await statementInput(c);
      if (!read.ok) return answerRefusal(c, read);
      const parsed = await parseStatement(read.value.input);
      if (!parsed.ok) return c.json({ message: parsed.message, code: parsed.code, ...(parsed.line ? { line: parsed.line } : {}) }, 422);
      const imported = importStatement(db, actorOf(c), c.req.param('groupId'), { ...parsed, fileName: read.value.fileName }, c.get('now'));
      if (!imported.ok) return answerRefusal(c, imported);
      return c.json(imported.value, 201);
    })
    .get('/groups/:groupId/reconciliation', requireUser, (c) => answerOutcome(c, reconciliationOf(db, actorOf(c), c.req.param('groupId'))))
    .post('/groups/:groupId/reconciliation/confirm', requireUser, async (c) => {
      const body = await readJson(c, confirmMatchesSchema);
      if (!body.ok) return answerRefusal(c, body);
      return answerOutcome(c, confirmMatches(db, actorOf(c), c.req.param('groupId'), body.value, c.get('now')));
    });
}
