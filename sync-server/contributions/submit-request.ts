import type { Context } from 'hono';
import { submitContributionSchema, type SubmitContribution } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import type { AppEnv } from '../http/app-env';
import { readJsonValue } from '../http/json';
import { validate } from '../outcome/validate';
import { isMultipart, readForm } from '../http/form-body';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { decodeDataUrl } from '../proofs/data-url';
import { notAnImage, PROOF_RULES, type ProofRules } from '../proofs/proof-service';

/**
 * Reading POST /api/contributions in its three shapes (SPEC §7) into one submission:
 * - the dashboard dialog (JSON, proof optional, 5 MB);
 * - the Make Payment page (JSON with `paymentType` or `purseId`; method and proof required, 5 MB);
 * - the member-payment flow (multipart with a proof file; proof required, 10 MB).
 * A proof arrives as bytes (a data URL or a file) or, from a client that uploaded it first with
 * `PUT /api/proofs/{sha256}`, as `proofSha256`. Nothing is stored here.
 */
export type SubmitShape = 'dialog' | 'makePayment' | 'memberPayment';

export interface Submission {
  shape: SubmitShape;
  rules: ProofRules;
  /** Validated fields; `proofSha256` is the body's own, if it named an uploaded proof. */
  input: SubmitContribution;
  /** The proof's bytes when the body carried them. */
  proofBytes: Uint8Array | null;
  /** The body's fields without the proof bytes: what an Idempotency-Key's request hash covers. */
  fields: Record<string, unknown>;
}

/** Shapes by their body limits: a data URL is 4/3 of its image, plus the other fields. */
export const SUBMIT_BODY_LIMITS = {
  json: Math.ceil(7.5 * 1024 * 1024),
  multipart: Math.ceil(10.5 * 1024 * 1024),
} as const;

type RawBody = { shape: SubmitShape; fields: Record<string, unknown>; proof: unknown };

async function readJsonBody(c: Context<AppEnv>): Promise<Outcome<RawBody>> {
  const read = await readJsonValue(c);
  if (!read.ok) return read;
  const body = read.value;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse('invalid-body');
  }
  const { proofOfPayment, ...fields } = body as Record<string, unknown>;
  const shape = 'paymentType' in fields || 'purseId' in fields ? 'makePayment' : 'dialog';
  return ok({ shape, fields, proof: proofOfPayment });
}

async function readMultipartBody(c: Context<AppEnv>): Promise<Outcome<RawBody>> {
  // A blank userId means the session user.
  const form = await readForm(c, 'proofOfPayment');
  if (!form.ok) return form;
  return ok({ shape: 'memberPayment', fields: form.value.fields, proof: form.value.file });
}

async function proofBytesOf(proof: unknown, rules: ProofRules): Promise<Outcome<Uint8Array | null>> {
  if (proof === undefined || proof === null || proof === '') return ok(null);
  if (proof instanceof File) return ok(new Uint8Array(await proof.arrayBuffer()));
  if (typeof proof === 'string') return decodeDataUrl(proof, rules);
  return notAnImage(rules);
}

/**
 * Reads and validates a submission: fields first (the spec's texts: 'Please select a group',
 * 'Amount is required', 'Amount must be a positive number' …), then what the shape requires
 * (a method and a proof on the Make Payment page, a proof file in the member-payment flow).
 * The proof's type and size are checked when it is stored.
 */
export async function readSubmission(c: Context<AppEnv>): Promise<Outcome<Submission>> {
  const raw = isMultipart(c) ? await readMultipartBody(c) : await readJsonBody(c);
  if (!raw.ok) return raw;
  const { shape, fields } = raw.value;
  const rules = PROOF_RULES[shape];
  const input = validate(submitContributionSchema, fields);
  if (!input.ok) return input;
  if (shape === 'makePayment' && (fields.paymentType === undefined || fields.paymentType === null)) {
    return refuse('invalid-field', { field: 'paymentType', params: { message: MESSAGES.paymentTypeRequired } });
  }
  const proofBytes = await proofBytesOf(raw.value.proof, rules);
  if (!proofBytes.ok) return proofBytes;
  if (shape !== 'dialog' && proofBytes.value === null && input.value.proofSha256 === null) {
    return refuse('invalid-field', { field: 'proofOfPayment', params: { message: MESSAGES.proofRequired } });
  }
  return ok({ shape, rules, input: input.value, proofBytes: proofBytes.value, fields });
}
