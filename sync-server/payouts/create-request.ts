import type { Context } from 'hono';
import { createPayoutSchema, type CreatePayout } from '../../shared/books';
import type { AppEnv } from '../http/app-env';
import { readJsonValue } from '../http/json';
import { validate } from '../outcome/validate';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { PROOF_RULES } from '../proofs/proof-service';
import { isMultipart, readForm } from '../http/form-body';

/**
 * Reading POST /api/projects/{id}/payouts in its two shapes into one request:
 * - JSON by createPayoutSchema, the receipt (if any) uploaded first with `PUT /api/proofs/{sha256}`
 *   and named by `proofSha256` (what the device's sync engine does);
 * - multipart form data with the same fields as text and the receipt as a `receipt` file (a form
 *   in a browser that is online), its bytes checked and kept only if the payout is accepted.
 * Nothing is stored here.
 */
export interface PayoutRequest {
  input: CreatePayout;
  /** The receipt's bytes when the form carried them. */
  receiptBytes: Uint8Array | null;
  /** The body's fields without the receipt bytes: what an Idempotency-Key's request hash covers. */
  fields: Record<string, unknown>;
}

/** A receipt is an image of at most 10 MB, checked like any proof (magic bytes, pixels). */
export const RECEIPT_RULES = PROOF_RULES.upload;

/** JSON bodies hold no image; a form may hold a 10 MB receipt and its fields. */
export const PAYOUT_BODY_LIMITS = { json: 64 * 1024, multipart: Math.ceil(10.5 * 1024 * 1024) } as const;

async function readFields(c: Context<AppEnv>): Promise<Outcome<{ fields: Record<string, unknown>; receipt: unknown }>> {
  if (!isMultipart(c)) {
    const read = await readJsonValue(c);
    if (!read.ok) return read;
    if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) {
      return refuse('invalid-body');
    }
    return ok({ fields: read.value as Record<string, unknown>, receipt: undefined });
  }
  const form = await readForm(c, 'receipt');
  if (!form.ok) return form;
  return ok({ fields: form.value.fields, receipt: form.value.file });
}

/**
 * Reads and validates a payout: its fields by the shared schema (the texts name the field), then
 * the receipt file, if any (its type and size are checked when it is kept).
 */
export async function readPayoutRequest(c: Context<AppEnv>): Promise<Outcome<PayoutRequest>> {
  const read = await readFields(c);
  if (!read.ok) return read;
  const { fields, receipt } = read.value;
  const input = validate(createPayoutSchema, fields);
  if (!input.ok) return input;
  if (receipt === undefined || receipt === '') return ok({ input: input.value, receiptBytes: null, fields });
  if (!(receipt instanceof File)) return refuse('invalid-file', { field: 'receipt', params: { message: RECEIPT_RULES.notImage } });
  return ok({ input: input.value, receiptBytes: new Uint8Array(await receipt.arrayBuffer()), fields });
}
