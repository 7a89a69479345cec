import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { rejectPayoutSchema } from '../../shared/books';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database, Tx } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { isMultipart } from '../http/form-body';
import { requireUserOrLogIn } from '../http/login-redirect';
import { idempotent, outcomeAnswer, type Answer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readJson } from '../http/json';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { keepProofIfAccepted } from '../proofs/carried-proof';
import { PROOF_RESPONSE_HEADERS } from '../proofs/proof-headers';
import type { ProofStore } from '../proofs/proof-store';
import { PAYOUT_BODY_LIMITS, readPayoutRequest, RECEIPT_RULES } from './create-request';
import { approvePayout, rejectPayout } from './decide-service';
import { listPayouts, payoutItem, receiptFor } from './reads';
import { recordPayout, type PayoutRecord } from './record-service';

/** A form may carry a 10 MB receipt; JSON gets the API's usual room. */
const payoutBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const multipart = isMultipart(c);
  return bodyLimit({
    maxSize: multipart ? PAYOUT_BODY_LIMITS.multipart : PAYOUT_BODY_LIMITS.json,
    onError: (ctx) =>
      answerRefusal(ctx, multipart ? refuse('file-too-large', { field: 'receipt', params: { message: RECEIPT_RULES.tooLarge } }) : refuse('body-too-large')),
  })(c, next);
};

/** A payout service's outcome as the answer: the payout as listed (names read in the same transaction), or the refusal. */
async function payoutAnswer(tx: Tx, outcome: Outcome<PayoutRecord>, status: ContentfulStatusCode): Promise<Answer> {
  const presented = outcome.ok ? ok(await payoutItem(tx, outcome.value)) : outcome;
  return outcomeAnswer(presented, status, (item) => item);
}

/**
 * Payouts (issue 11 §1), mounted on /api; every route needs a session. Writes go through the same
 * services as sync push, each in the request's one transaction (an Idempotency-Key's, when one
 * is sent); the body is read before it opens.
 */
export function payoutsApi(db: Database, store: ProofStore) {
  return new Hono<AppEnv>()
    .post('/projects/:projectId/payouts', requireUser, payoutBodyLimit, async (c) => {
      const request = await readPayoutRequest(c);
      if (!request.ok) return answerRefusal(c, request);
      const { input, receiptBytes, fields } = request.value;
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      const answered = await keepProofIfAccepted(db, store, { bytes: receiptBytes, rules: RECEIPT_RULES }, (carried) => {
        const proofSha256 = carried?.sha256 ?? input.proofSha256;
        return idempotent(c, db, { fields, proofSha256 }, async (tx) =>
          payoutAnswer(tx, await recordPayout(tx, actor, projectId, { ...input, proofSha256 }, c.var.now, carried), 201),
        );
      });
      // A receipt that is no acceptable image is refused under the form's field name.
      return answered.ok ? answered.value : answerRefusal(c, { ...answered, field: 'receipt' });
    })
    .get('/projects/:projectId/payouts', requireUser, async (c) => {
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      return answerOutcome(c, await db.transaction((tx) => listPayouts(tx, actor, projectId), { readOnly: true }));
    })
    // The PDF statement links here: a logged-out browser is led through login, not shown JSON.
    .get('/payouts/:id/receipt', requireUserOrLogIn, async (c) => {
      const actor = actorOf(c);
      const payoutId = c.req.param('id');
      const receipt = await db.transaction((tx) => receiptFor(tx, actor, payoutId), { readOnly: true });
      if (!receipt.ok) return answerRefusal(c, receipt);
      // Read from the store after the transaction: no transaction waits on the disk or a network store.
      const bytes = await store.read(receipt.value.sha256);
      if (!bytes) return answerRefusal(c, refuse('proof-not-found'));
      return c.body(new Uint8Array(bytes), 200, { ...PROOF_RESPONSE_HEADERS, 'Content-Type': receipt.value.mimeType });
    })
    .patch('/payouts/:id/approve', requireUser, (c) => {
      const id = c.req.param('id');
      const actor = actorOf(c);
      return idempotent(c, db, {}, async (tx) => payoutAnswer(tx, await approvePayout(tx, actor, id, c.var.now), 200));
    })
    .patch('/payouts/:id/reject', requireUser, async (c) => {
      const body = await readJson(c, rejectPayoutSchema);
      if (!body.ok) return answerRefusal(c, body);
      const id = c.req.param('id');
      const actor = actorOf(c);
      const { reason } = body.value;
      return idempotent(c, db, { reason }, async (tx) => payoutAnswer(tx, await rejectPayout(tx, actor, id, reason, c.var.now), 200));
    });
}
