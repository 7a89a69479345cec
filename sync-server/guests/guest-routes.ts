import { Hono } from 'hono';
import { MESSAGES } from '../../shared/errors';
import { guestCodeSchema, guestGiftSchema } from '../../shared/guest-gifts';
import { deliverOtp, otpSettings, type AuthDeps } from '../auth/auth-service';
import type { AppEnv } from '../http/app-env';
import { limitBody } from '../http/body-limit';
import { readForm } from '../http/form-body';
import { answerOutcome, answerRefusal, readJson } from '../http/json';
import { refuse } from '../outcome/outcome';
import { validate } from '../outcome/validate';
import { keepProofIfAccepted } from '../proofs/carried-proof';
import { PROOF_RULES } from '../proofs/proof-service';
import type { ProofStore } from '../proofs/proof-store';
import { SUBMIT_BODY_LIMITS } from '../contributions/submit-request';
import { giveAsGuest, requestGuestCode } from './guest-service';

/** A gift carries its receipt as a form's file: the member-payment flow's room (10 MB). */
const giftBodyLimit = limitBody({ maxSize: SUBMIT_BODY_LIMITS.multipart, onError: (c) => answerRefusal(c, refuse('file-too-large', { params: { message: MESSAGES.imageTooLarge10MB } })) });

/**
 * Gifts from outside the group (issue 27 §4), under /api/guest-gifts, for a visitor with no
 * session: a code to the giver's phone, then the gift (multipart: fullName, phoneNumber, otp,
 * amount, notes, and the receipt as the file `receipt`), answered 201 with the gift's id and
 * status. Behind the origin check like every write; the services check the purse and the caps.
 * The receipt's bytes are written before the transaction and kept only if the gift is accepted.
 */
export function guestGiftRoutes(deps: AuthDeps, store: ProofStore) {
  const { db } = deps;
  const meta = (c: { var: { ip: string; now: Date } }) => ({ ip: c.var.ip, now: c.var.now });
  return new Hono<AppEnv>()
    .post('/:projectId/code', async (c) => {
      const body = await readJson(c, guestCodeSchema);
      if (!body.ok) return answerRefusal(c, body);
      const settings = await otpSettings(deps);
      const issued = await db.transaction((tx) => requestGuestCode(tx, settings, c.req.param('projectId'), body.value.phoneNumber, meta(c)));
      // The code is issued and committed first; only then is the provider called.
      return answerOutcome(c, issued.ok ? await deliverOtp(deps, issued.value) : issued);
    })
    .post('/:projectId', giftBodyLimit, async (c) => {
      const form = await readForm(c, 'receipt');
      if (!form.ok) return answerRefusal(c, form);
      const gift = validate(guestGiftSchema, form.value.fields);
      if (!gift.ok) return answerRefusal(c, gift);
      const file = form.value.file;
      if (!(file instanceof File)) return answerRefusal(c, refuse('invalid-field', { field: 'receipt', params: { message: MESSAGES.proofRequired } }));
      const settings = await otpSettings(deps);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const answered = await keepProofIfAccepted(db, store, { bytes, rules: PROOF_RULES.memberPayment }, async (carried) => {
        const given = await db.transaction((tx) => giveAsGuest(tx, settings, c.req.param('projectId'), gift.value, carried!, meta(c)));
        return given.ok ? c.json({ id: given.value.id, status: given.value.status, guest: given.value.guest }, 201) : answerRefusal(c, given);
      });
      return answered.ok ? answered.value : answerRefusal(c, answered);
    });
}
