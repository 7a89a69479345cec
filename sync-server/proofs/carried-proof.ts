import type { Database } from '../db/database';
import { ok, type Outcome } from '../outcome/outcome';
import { discardUnrecordedProof } from './proof-files';
import { inspectProof, type InspectedProof, type ProofRules } from './proof-service';
import type { ProofStore } from './proof-store';

/**
 * Answers a write whose request carried a proof's bytes (a data URL, a form's file) so that the
 * bytes are kept only if the write is accepted. They are checked and written to the store before
 * the write's transaction opens (a row must never name a missing file, and a transaction never
 * waits on the disk); the write records their rows in its own transaction when it accepts
 * (recordProof, given `carried`); a refused write takes back the file this request wrote, after
 * its transaction, so refusals cost no disk. Without bytes the write simply runs. Bytes that are
 * no acceptable image are the refusal, and nothing is written.
 * @example const kept = await keepProofIfAccepted(db, store, { bytes, rules }, (carried) => idempotent(c, db, body, (tx) => ...))
 */
export async function keepProofIfAccepted(
  db: Database,
  store: ProofStore,
  proof: { bytes: Uint8Array | null; rules: ProofRules },
  write: (carried: InspectedProof | undefined) => Promise<Response>,
): Promise<Outcome<Response>> {
  if (!proof.bytes) return ok(await write(undefined));
  const inspected = inspectProof(proof.bytes, proof.rules);
  if (!inspected.ok) return inspected;
  const carried = inspected.value;
  const wroteFile = await store.write(carried.sha256, proof.bytes);
  const response = await write(carried);
  if (wroteFile && !response.ok) await discardUnrecordedProof(db, store, carried.sha256);
  return ok(response);
}
