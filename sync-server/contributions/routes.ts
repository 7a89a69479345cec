import { Hono, type MiddlewareHandler } from 'hono';
import { rejectContributionSchema } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readOptionalJson } from '../http/json';
import { refuse } from '../http/outcome';
import { keepProofIfAccepted } from '../proofs/carried-proof';
import { PROOF_RESPONSE_HEADERS } from '../proofs/proof-headers';
import type { ProofStore } from '../proofs/proof-store';
import { contributionItem, memberProjects, proofFor, reviewerContributions, userContributions, userSummary } from './reads';
import { confirmContribution, rejectContribution } from './review-service';
import { limitBody } from '../http/body-limit';
import { isMultipart } from '../http/form-body';
import { readSubmission, SUBMIT_BODY_LIMITS } from './submit-request';
import { submitContribution } from './submit-service';



/**
 * A submission carries an image, so it gets more room than the API's 64 KB: a 5 MB image as a
 * data URL in JSON, a 10 MB file in a form. Past that, the answer is the shape's too-large text.
 */
const limits = {
  multipart: limitBody({ maxSize: SUBMIT_BODY_LIMITS.multipart, onError: (c) => c.json({ message: MESSAGES.imageTooLarge10MB, code: 'file-too-large' }, 413) }),
  json: limitBody({ maxSize: SUBMIT_BODY_LIMITS.json, onError: (c) => c.json({ message: MESSAGES.imageTooLarge5MB, code: 'file-too-large' }, 413) }),
};
const submitBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (isMultipart(c) ? limits.multipart : limits.json)(c, next);

/**
 * SPEC §7 contribution calls under /api/contributions, all for signed-in users. Writes go through
 * the same services as sync push, each inside an Idempotency-Key's transaction when one is sent.
 */
export function contributionRoutes(db: Db, store: ProofStore) {
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
        return idempotent(c, db, { fields, proofSha256 }, () =>
          outcomeAnswer(submitContribution(db, actor, { ...input, proofSha256 }, c.var.now, carried), 201, (row) => contributionItem(db, row.id, actor)),
        );
      });
      return answered.ok ? answered.value : answerRefusal(c, answered);
    })
    .get('/admin', (c) => answerOutcome(c, reviewerContributions(db, actorOf(c))))
    .get('/admin/:userId', (c) => answerOutcome(c, reviewerContributions(db, actorOf(c), c.req.param('userId'))))
    .get('/user/:userId/summary', (c) => answerOutcome(c, userSummary(db, actorOf(c), c.req.param('userId'))))
    .get('/user/:userId', (c) => answerOutcome(c, userContributions(db, actorOf(c), c.req.param('userId'))))
    .get('/member/:userId/projects', (c) => answerOutcome(c, memberProjects(db, actorOf(c), c.req.param('userId'))))
    .get('/:id/proof', async (c) => {
      const proof = proofFor(db, actorOf(c), c.req.param('id'));
      if (!proof.ok) return answerRefusal(c, proof);
      const bytes = await store.read(proof.value.sha256);
      if (!bytes) return answerRefusal(c, refuse(404, 'proof-not-found', MESSAGES.proofNotFound));
      return c.body(new Uint8Array(bytes), 200, { ...PROOF_RESPONSE_HEADERS, 'Content-Type': proof.value.mimeType });
    })
    .patch('/:id/confirm', (c) => {
      const id = c.req.param('id');
      const actor = actorOf(c);
      return idempotent(c, db, {}, () => outcomeAnswer(confirmContribution(db, actor, id, c.var.now), 200, (row) => contributionItem(db, row.id, actor)));
    })
    .patch('/:id/reject', async (c) => {
      const body = await readOptionalJson(c, rejectContributionSchema);
      if (!body.ok) return answerRefusal(c, body);
      const id = c.req.param('id');
      const actor = actorOf(c);
      const reason = body.value.reason;
      return idempotent(c, db, { reason }, () =>
        outcomeAnswer(rejectContribution(db, actor, id, reason, c.var.now), 200, (row) => contributionItem(db, row.id, actor)),
      );
    });
}
