import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sha256Schema } from '../../shared/contributions';
import { requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { answerRefusal } from '../http/json';
import { refuse } from '../outcome/outcome';
import { storeProof } from './proof-files';
import { PROOF_RULES } from './proof-service';
import type { ProofStore } from './proof-store';

/**
 * `PUT /api/proofs/:sha256`: the device's sync engine uploads a proof's raw bytes under their hash
 * before it pushes the mutation naming that hash (DESIGN "Offline-first data flow"). Idempotent by
 * content: 201 when new, 200 when already stored. A body whose hash is not the path's was damaged
 * on the way ('proof-hash-mismatch') and is not stored. The body is read, and the file written,
 * outside any transaction (storeProof opens its own short ones around the file).
 */
export function proofRoutes(db: Database, store: ProofStore) {
  const limit = bodyLimit({
    maxSize: PROOF_RULES.upload.limitBytes,
    onError: (c) => answerRefusal(c, refuse('file-too-large', { params: { message: PROOF_RULES.upload.tooLarge } })),
  });
  return new Hono<AppEnv>().put('/:sha256', requireUser, limit, async (c) => {
    const sha = sha256Schema.safeParse(c.req.param('sha256'));
    // The shared schema's text ('Invalid proof id').
    if (!sha.success) return answerRefusal(c, refuse('invalid-field', { field: 'sha256', params: { message: sha.error.issues[0]?.message } }));
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
