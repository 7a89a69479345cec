import { Hono, type MiddlewareHandler } from 'hono';
import { rejectContributionSchema } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { limitBody } from '../http/body-limit';
import { isMultipart } from '../http/form-body';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readOptionalJson } from '../http/json';
import { refuse } from '../outcome/outcome';
import { keepProofIfAccepted } from '../proofs/carried-proof';
import { PROOF_RESPONSE_HEADERS } from '../proofs/proof-headers';
import { proofThumbnail } from '../proofs/thumbnail';
import type { ProofStore } from '../proofs/proof-store';
import { memberPurses, proofFor, reviewerContributions, userContributions, userSummary } from './reads';
import { decisionItem } from './review-service';
import { readSubmission, SUBMIT_BODY_LIMITS } from './submit-request';
import { submitContributionItem } from './submit-service';

/**
 * A submission carries an image, so it gets more room than the API's 64 KB: a 5 MB image as a
 * data URL in JSON, a 10 MB file in a form. Past that, the answer is the shape's too-large text.
 */
const limits = {
  multipart: limitBody({ maxSize: SUBMIT_BODY_LIMITS.multipart, onError: (c) => answerRefusal(c, refuse('file-too-large', { params: { message: MESSAGES.imageTooLarge10MB } })) }),
  json: limitBody({ maxSize: SUBMIT_BODY_LIMITS.json, onError: (c) => answerRefusal(c, refuse('file-too-large', { params: { message: MESSAGES.imageTooLarge5MB } })) }),
};
const submitBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (isMultipart(c) ? limits.multipart : limits.json)(c, next);

/**
 * SPEC §7 contribution calls under /api/contributions, all for signed-in users. Each request is
 * one transaction, opened here: reads as read-only ones, writes through `idempotent` (which honours
 * an Idempotency-Key) and the same services as sync push. Bodies are read before it opens, and a
 * proof's bytes are written to the store before it too (keepProofIfAccepted): no transaction waits
 * on the network or the disk.
 */
export function contributionRoutes(db: Database, store: ProofStore) {
  const read = { readOnly: true };
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .post('/', submitBodyLimit, async (c) => {
      const submission = await readSubmission(c);
      if (!submission.ok) return answerRefusal(c, submission);
      const { input, proofBytes, rules, fields } = submission.value;
      const actor = actorOf(c);
      // Carried bytes are kept only if the submission is accepted (keepProofIfAccepted).
      const answered = await keepProofIfAccepted(db, store, { bytes: proofBytes, rules }, (carried) => {
        const proofSha256 = carried?.sha256 ?? input.proofSha256;
        return idempotent(c, db, { fields, proofSha256 }, async (tx) =>
          outcomeAnswer(await submitContributionItem(tx, actor, { ...input, proofSha256 }, c.var.now, carried), 201, (item) => item),
        );
      });
      return answered.ok ? answered.value : answerRefusal(c, answered);
    })
    .get('/admin', async (c) => answerOutcome(c, await db.transaction((tx) => reviewerContributions(tx, actorOf(c)), read)))
    .get('/admin/:userId', async (c) => answerOutcome(c, await db.transaction((tx) => reviewerContributions(tx, actorOf(c), c.req.param('userId')), read)))
    .get('/user/:userId/summary', async (c) => answerOutcome(c, await db.transaction((tx) => userSummary(tx, actorOf(c), c.req.param('userId')), read)))
    .get('/user/:userId', async (c) => answerOutcome(c, await db.transaction((tx) => userContributions(tx, actorOf(c), c.req.param('userId')), read)))
    .get('/member/:userId/projects', async (c) => answerOutcome(c, await db.transaction((tx) => memberPurses(tx, actorOf(c), c.req.param('userId')), read)))
    .get('/:id/proof', async (c) => {
      const proof = await db.transaction((tx) => proofFor(tx, actorOf(c), c.req.param('id')), read);
      if (!proof.ok) return answerRefusal(c, proof);
      // Read after the transaction: it never waits on the disk.
      const bytes = await store.read(proof.value.sha256);
      if (!bytes) return answerRefusal(c, refuse('proof-not-found'));
      return c.body(new Uint8Array(bytes), 200, { ...PROOF_RESPONSE_HEADERS, 'Content-Type': proof.value.mimeType });
    })
    .get('/:id/proof/thumbnail', async (c) => {
      // Who may see the proof may see its thumbnail (issue 26 §6: kept on reviewers' phones).
      const proof = await db.transaction((tx) => proofFor(tx, actorOf(c), c.req.param('id')), read);
      if (!proof.ok) return answerRefusal(c, proof);
      const bytes = await store.read(proof.value.sha256);
      const thumbnail = bytes ? await proofThumbnail(bytes) : null;
      if (!thumbnail) return answerRefusal(c, refuse('proof-not-found'));
      return c.body(new Uint8Array(thumbnail), 200, { ...PROOF_RESPONSE_HEADERS, 'Content-Type': 'image/jpeg' });
    })
    .patch('/:id/confirm', (c) => {
      const id = c.req.param('id');
      const actor = actorOf(c);
      return idempotent(c, db, {}, async (tx) => outcomeAnswer(await decisionItem(tx, actor, id, { status: 'confirmed', reason: null }, c.var.now), 200, (item) => item));
    })
    .patch('/:id/reject', async (c) => {
      const body = await readOptionalJson(c, rejectContributionSchema);
      if (!body.ok) return answerRefusal(c, body);
      const id = c.req.param('id');
      const actor = actorOf(c);
      const reason = body.value.reason;
      return idempotent(c, db, { reason }, async (tx) =>
        outcomeAnswer(await decisionItem(tx, actor, id, { status: 'rejected', reason }, c.var.now), 200, (item) => item),
      );
    });
}
