import type { Context } from 'hono';
import { ok, refuse, type Outcome } from '../outcome/outcome';

/** Whether a request carries a multipart form (a file with its fields). */
export function isMultipart(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * A multipart form's text fields and its one file field. A form sends every field as text and an
 * unset one as '': empty means not given (a blank amount then reads 'Amount is required').
 * @example await readForm(c, 'receipt') // ok({ fields: { amount: '5000' }, file: File })
 */
export async function readForm(c: Context, fileField: string): Promise<Outcome<{ fields: Record<string, unknown>; file: unknown }>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return refuse('invalid-body', { params: { form: true } });
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key !== fileField && typeof value === 'string' && value !== '') fields[key] = value;
  }
  return ok({ fields, file: form[fileField] });
}
