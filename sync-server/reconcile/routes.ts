import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  confirmMatchesSchema,
  linkCreditSchema,
  pastedAlertsSchema,
  recordCreditSchema,
  setAsideCreditSchema,
  statementOptionsSchema,
  type StatementOptions as StatementAnswers,
  type StatementPreview,
} from '../../shared/reconciliation';
import { actorOf, requireUser } from '../auth/session-middleware';
import type * as z from 'zod';
import type { Database, Tx } from '../db/database';
import type { UserRow } from '../db/schema';
import { requireGroupRole } from '../access/group-access';
import type { AppEnv } from '../http/app-env';
import { limitBody } from '../http/body-limit';
import { isMultipart, readForm } from '../http/form-body';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readJson, readJsonValue, refusalBody } from '../http/json';
import { validate } from '../outcome/validate';
import { REASON_STATUS } from '../outcome/reason-status';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { MAX_STATEMENT_BYTES, statementProblem, type StatementProblem } from './messages';
import { statementReader, type StatementInput, type StatementOptions } from './parse-off-thread';
import { linkCredit, recordCredit, setAsideCredit } from './credit-actions';
import { confirmMatches, importStatement, reconciliationOf } from './reconcile-service';

/** A statement file or paste, plus the multipart envelope. */
export const STATEMENT_BODY_LIMIT = MAX_STATEMENT_BYTES + 64 * 1024;

/** The statement as the request carries it: a file in a form ('statement'), or pasted alerts as JSON, with the admin's answers. */
async function statementInput(c: Context<AppEnv>): Promise<Outcome<{ input: StatementInput; fileName: string | null; answers: StatementAnswers }>> {
  if (isMultipart(c)) {
    const form = await readForm(c, 'statement');
    if (!form.ok) return form;
    const file = form.value.file;
    if (!(file instanceof File) || file.size === 0) return refuse('statement-missing', { field: 'statement' });
    // A form carries its answers as text fields: 'dateOrder' and 'acceptUnreadable' ('true').
    const { dateOrder, acceptUnreadable } = form.value.fields;
    const answers = validate(statementOptionsSchema, { ...(dateOrder === undefined ? {} : { dateOrder }), ...(acceptUnreadable === undefined ? {} : { acceptUnreadable: acceptUnreadable === 'true' }) });
    if (!answers.ok) return answers;
    return ok({ input: { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name }, fileName: file.name || null, answers: answers.value });
  }
  const pasted = await readJson(c, pastedAlertsSchema);
  if (!pasted.ok) return pasted;
  const { text, ...answers } = pasted.value;
  return ok({ input: { text }, fileName: null, answers });
}

/**
 * What an Idempotency-Key binds the import to: the statement's SHA-256, not its bytes (up to 10 MB
 * would be kept a week per key), and not the raw body, whose multipart boundary a phone makes anew
 * on each retry of the same file.
 */
function importRequest(input: StatementInput, fileName: string | null, options: StatementAnswers) {
  const content = 'bytes' in input ? input.bytes : input.text;
  return { kind: 'bytes' in input ? 'file' : 'paste', sha256: createHash('sha256').update(content).digest('hex'), fileName, options };
}

/**
 * A statement that could not be read, answered like any refusal (its code's status from
 * http/reason-status.ts) with the text naming the row and cell at fault (reconcile/messages.ts),
 * and the row's number as `line` when one row is at fault.
 */
function answerStatementProblem(c: Context<AppEnv>, problem: StatementProblem) {
  // The problem's parts word it (shared/reasons.ts statementProblemText): its message is the same text.
  const body = refusalBody(refuse(problem.code, { params: problem.params }));
  return c.json({ ...body, ...(problem.line ? { line: problem.line } : {}) }, REASON_STATUS[problem.code]);
}

/**
 * Bank reconciliation (issues 13 §3 and 22), mounted on /api: the group’s admin only. A statement is read
 * only once its sender is known to be the group's admin, and parsed on the statement reader's
 * thread under a time and memory limit (parse-off-thread.ts), before the request's one
 * transaction opens. Every write honours an Idempotency-Key (http/idempotent.ts).
 */
export function reconcileApi(db: Database) {
  const reader = statementReader();
  const statementLimit = limitBody({
    maxSize: STATEMENT_BODY_LIMIT,
    onError: (c) =>
      answerRefusal(c, refuse('statement-too-large', { params: statementProblem('statement-too-large').params })),
  });
  // Before a byte of the body is read: anyone else (an unknown group too) is refused as on every
  // other admin route, and their upload is drained unread (http/drain-body.ts), never parsed.
  // The import checks again in its transaction, in case the group changed hands meanwhile.
  const adminFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
    const groupId = c.req.param('groupId') ?? '';
    const checked = await db.transaction((tx) => requireGroupRole(tx, groupId, actorOf(c).id, 'admin'), { readOnly: true });
    if (!checked.ok) return answerRefusal(c, checked);
    await next();
  };
  return new Hono<AppEnv>()
    .post('/groups/:groupId/statements', requireUser, adminFirst, statementLimit, async (c) => {
      const read = await statementInput(c);
      if (!read.ok) return answerRefusal(c, read);
      const { input, fileName, answers } = read.value;
      // parseStatement's options: the admin's answer to "which order are these dates in?".
      const options: StatementOptions = answers.dateOrder ? { dateOrder: answers.dateOrder } : {};
      const request = importRequest(input, fileName, { ...options, acceptUnreadable: answers.acceptUnreadable === true });
      const parsed = await reader.read(input, options);
      if (!parsed.ok) return answerRefusal(c, parsed);
      if (!parsed.value.ok) return answerStatementProblem(c, parsed.value);
      const statement = parsed.value;
      // Nothing is stored while an alert or a row was not read, until the admin has seen the list
      // and chosen to import the rest (issue 22 §4: no alert is ever dropped silently).
      if (statement.unreadable.length > 0 && answers.acceptUnreadable !== true) {
        const preview: StatementPreview = {
          kind: 'preview',
          format: statement.format,
          credits: statement.credits.length,
          skippedDebits: statement.skippedDebits,
          unreadable: statement.unreadable,
          dateOrder: statement.dateOrder,
        };
        return c.json(preview, 200);
      }
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, request, async (tx) =>
        outcomeAnswer(await importStatement(tx, actor, groupId, { ...statement, fileName }, c.get('now')), 201, (imported) => imported),
      );
    })
    .get('/groups/:groupId/reconciliation', requireUser, async (c) => {
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return answerOutcome(c, await db.transaction((tx) => reconciliationOf(tx, actor, groupId), { readOnly: true }));
    })
    .post('/groups/:groupId/reconciliation/confirm', requireUser, (c) =>
      writeJson(c, confirmMatchesSchema, (tx, actor, body) => confirmMatches(tx, actor, c.req.param('groupId'), body, c.get('now'))),
    )
    // A credit no proof fits (issue 22 §6): a member's transfer, a confirmed payment's money, or set aside.
    .post('/groups/:groupId/reconciliation/credits/:creditId/record', requireUser, (c) =>
      writeJson(c, recordCreditSchema, (tx, actor, body) => recordCredit(tx, actor, c.req.param('groupId'), c.req.param('creditId'), body, c.get('now'))),
    )
    .post('/groups/:groupId/reconciliation/credits/:creditId/link', requireUser, (c) =>
      writeJson(c, linkCreditSchema, (tx, actor, body) => linkCredit(tx, actor, c.req.param('groupId'), c.req.param('creditId'), body.contributionId, c.get('now'))),
    )
    .post('/groups/:groupId/reconciliation/credits/:creditId/set-aside', requireUser, (c) =>
      writeJson(c, setAsideCreditSchema, (tx, actor, body) => setAsideCredit(tx, actor, c.req.param('groupId'), c.req.param('creditId'), body, c.get('now'))),
    );

  /**
   * A JSON write of the reconciliation: the body validated, then applied once per Idempotency-Key
   * (the raw body is what the key binds, as on the other routes), answered 200 or as refused.
   */
  async function writeJson<S extends z.ZodType, T>(c: Context<AppEnv>, schema: S, apply: (tx: Tx, actor: UserRow, body: z.output<S>) => Promise<Outcome<T>>) {
    const raw = await readJsonValue(c);
    if (!raw.ok) return answerRefusal(c, raw);
    const body = validate(schema, raw.value);
    if (!body.ok) return answerRefusal(c, body);
    const actor = actorOf(c);
    return idempotent(c, db, raw.value, async (tx) => outcomeAnswer(await apply(tx, actor, body.value), 200, (value) => value));
  }
}
