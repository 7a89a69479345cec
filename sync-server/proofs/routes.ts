import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sha256Schema } from '../../shared/contributions';
import { requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { answerRefusal } from '../http/json';
import { refuse } from '../http/outcome';
import { PROOF_RULES, storeProof } from './proof-service';
import type { ProofStore } from './proof-store';

/**
 * `PUT /api/proofs/:sha256`: the device's sync engine uploads a proof's raw bytes under their hash
 * before it pushes the mutation naming that hash (DESIGN "Offline-first data flow"). Idempotent by
 * content: 201 when new, 200 when already stored. A body whose hash is not the path's was damaged
 * on the way (422) and is not stored.
 */
export function proofRoutes(db: Db, store: ProofStore) {
  const limit = bodyLimit({
    maxSize: PROOF_RULES.upload.limitBytes,
    onError: (c) => c.json({ message: PROOF_RULES.upload.tooLarge, code: 'file-too-large' }, 413),
  });
  return new Hono<AppEnv>().put('/:sha256', requireUser, limit, async (c) => {
    const sha = sha256Schema.safeParse(c.req.param('sha256'));
    if (!sha.success) return answerRefusal(c, refuse(400, 'invalid-field', 'Invalid proof id', 'sha256'));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const stored = await storeProof(db, store, {
      uploaderId: c.var.user!.id, // ! : requireUser ran
      bytes,
      rules: PROOF_RULES.upload,
      now: c.var.now,
      expectedSha256: sha.data,
    });
    if (!stored.ok) return answerRefusal(c, stored);
    const { sha256, mimeType, size, created } = stored.value;
    return c.json({ sha256, mimeType, size }, created ? 201 : 200);
  });
}
