import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rejectPayoutSchema } from '../../shared/books';
import { MESSAGES } from '../../shared/errors';
import { actorOf, requireUser } from '../auth/session-middleware';
import { isMultipart } from '../http/form-body';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readJson } from '../http/json';
import { refuse } from '../http/outcome';
import { keepProofIfAccepted } from '../proofs/carried-proof';
import { PROOF_RESPONSE_HEADERS } from '../proofs/proof-headers';
import type { ProofStore } from '../proofs/proof-store';
import { PAYOUT_BODY_LIMITS, readPayoutRequest, RECEIPT_RULES } from './create-request';
import { approvePayout, rejectPayout } from './decide-service';
import { listPayouts, payoutItem, receiptFor } from './reads';
import { recordPayout } from './record-service';

/** A form may carry a 10 MB receipt; JSON gets the API's usual room. */
const payoutBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const multipart = isMultipart(c);
  return bodyLimit({
    maxSize: multipart ? PAYOUT_BODY_LIMITS.multipart : PAYOUT_BODY_LIMITS.json,
    onError: (ctx) =>
      multipart
        ? ctx.json({ message: RECEIPT_RULES.tooLarge, code: 'file-too-large', field: 'receipt' }, 413)
        : ctx.json({ message: 'The request body is too large.', code: 'body-too-large' }, 413),
  })(c, next);
};

/**
 * Payouts (issue 11 §1), mounted on /api; every route needs a session. Writes go through the same
 * services as sync push, each inside an Idempotency-Key's transaction when one is sent.
 */
export function payoutsApi(db: Db, store: ProofStore) {
  return new Hono<AppEnv>()
    .post('/projects/:projectId/payouts', requireUser, payoutBodyLimit, async (c) => {
      const request = await readPayoutRequest(c);
      if (!request.ok) return answerRefusal(c, request);
      const { input, receiptBytes, fields } = request.value;
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      const answered = await keepProofIfAccepted(db, store, { bytes: receiptBytes, rules: RECEIPT_RULES }, (carried) => {
        const proofSha256 = carried?.sha256 ?? input.proofSha256;
        return idempotent(c, db, { fields, proofSha256 }, () =>
          outcomeAnswer(recordPayout(db, actor, projectId, { ...input, proofSha256 }, c.var.now, carried), 201, (row) => payoutItem(db, row)),
        );
      });
      // A receipt that is no acceptable image is refused under the form's field name.
      return answered.ok ? answered.value : answerRefusal(c, { ...answered, field: 'receipt' });
    })
    .get('/projects/:projectId/payouts', requireUser, (c) => answerOutcome(c, listPayouts(db, actorOf(c), c.req.param('projectId'))))
    .get('/payouts/:id/receipt', requireUser, async (c) => {
      const receipt = receiptFor(db, actorOf(c), c.req.param('id'));
      if (!receipt.ok) return answerRefusal(c, receipt);
      const bytes = await store.read(receipt.value.sha256);
      if (!bytes) return answerRefusal(c, refuse(404, 'proof-not-found', MESSAGES.proofNotFound));
      return c.body(new Uint8Array(bytes), 200, { ...PROOF_RESPONSE_HEADERS, 'Content-Type': receipt.value.mimeType });
    })
    .patch('/payouts/:id/approve', requireUser, (c) => {
      const id = c.req.param('id');
      const actor = actorOf(c);
      return idempotent(c, db, {}, () => outcomeAnswer(approvePayout(db, actor, id, c.var.now), 200, (row) => payoutItem(db, row)));
    })
    .patch('/payouts/:id/reject', requireUser, async (c) => {
      const body = await readJson(c, rejectPayoutSchema);
      if (!body.ok) return answerRefusal(c, body);
      const id = c.req.param('id');
      const actor = actorOf(c);
      const { reason } = body.value;
      return idempotent(c, db, { reason }, () => outcomeAnswer(rejectPayout(db, actor, id, reason, c.var.now), 200, (row) => payoutItem(db, row)));
    });
}
