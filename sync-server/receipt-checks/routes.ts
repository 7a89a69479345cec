import { Hono } from 'hono';
import { sha256Schema } from '../../shared/contributions';
import { requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { answerRefusal } from '../http/json';
import { refuse } from '../outcome/outcome';
import { readOwnReceiptAmount } from './own-receipt-amount';
import type { ReceiptRunner } from './runner';

/**
 * `POST /api/proofs/:sha256/amount`: the amount the server reads from bytes the caller uploaded,
 * for the pay flow to propose (issue 27 §1: a receipt shared from the bank app). `{ amount }`, null
 * when it cannot be read. The request waits for the OCR (seconds), which runs on the receipt thread.
 */
export function ownReceiptRoutes(db: Database, receipts: ReceiptRunner | undefined) {
  return new Hono<AppEnv>().post('/:sha256/amount', requireUser, async (c) => {
    const sha = sha256Schema.safeParse(c.req.param('sha256'));
    // The shared schema's text ('Invalid proof id'), as the upload route words it.
    if (!sha.success) return answerRefusal(c, refuse('invalid-field', { field: 'sha256', params: { message: sha.error.issues[0]?.message } }));
    const read = receipts ? (hash: string) => receipts.readStored(hash) : null;
    const answer = await readOwnReceiptAmount(db, read, { userId: c.var.user!.id, sha256: sha.data, now: c.var.now }); // ! : requireUser ran
    return answer.ok ? c.json(answer.value) : answerRefusal(c, answer);
  });
}
