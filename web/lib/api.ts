/**
 * Small same-origin JSON client for the GroupPurse API.
 *
 * - A non-2xx answer throws `ApiError`: `.status` is the HTTP status, `.text` (and `.message`) the
 *   refusal in the reader's language, worded from its reason code and parameters when the code is
 *   one of ours (shared/reasons.ts), else the server's `{ message }`; `.serverMessage` that message
 *   as sent (English), `.code` and `.params` as sent, and `.raw` the spec's "status: body text" form (SPEC §8).
 * - A request that never got an answer (no network, DNS, server down) throws `OfflineError`; so
 *   does one the network left silent for STALL_MS (stall-guard.ts), instead of a button spinning
 *   for the minutes a phone's TCP stack takes to give up.
 * - A `FormData` body is sent as multipart (a file upload); any other body as JSON.
 */
import { common_offline } from '../../shared/i18n/paraglide/messages.js';
import { isReasonCode, type ReasonCode } from '../../shared/reason-codes';
import { guardStalls, STALL_MS } from './stall-guard';

type RefusalWording = (code: ReasonCode | undefined, params: Record<string, unknown> | undefined, serverMessage: string | undefined) => string | undefined;
/**
 * How a refusal is worded: the server's message until `refusal-wording.ts` loads with the router
 * and words each code in the reader's language. Not imported here, because every reason text in
 * every language (about 20 KiB gzip) would then sit on the public pages' first paint, which only
 * meets refusals in the moment before the router arrives.
 */
let wordRefusal: RefusalWording = (_code, _params, serverMessage) => serverMessage;
export function setRefusalWording(wording: RefusalWording): void {
  wordRefusal = wording;
}

/** The offline text in the current language. */
export const offlineMessage = (): string => common_offline();

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The message the server put in its JSON body, if any (English). */
  readonly serverMessage: string | undefined;
  /** The refusal in the reader's language (from code and params), else the server's message, if any. */
  readonly text: string | undefined;

  constructor(
    readonly status: number,
    /** SPEC §8 form: `${status}: ${body text or status text}`. */
    readonly raw: string,
    serverMessage: string | undefined,
    /** The server's reason code (shared/reason-codes.ts; one this app does not know is left out) and the parameters its text needs, when it sent them. */
    readonly code?: ReasonCode,
    readonly params?: Record<string, unknown>,
  ) {
    const text = wordRefusal(code, params, serverMessage);
    super(text ?? raw);
    this.serverMessage = serverMessage;
    this.text = text;
  }
}

export class OfflineError extends Error {
  override readonly name = 'OfflineError';

  constructor(options?: { cause?: unknown }) {
    super(offlineMessage(), options);
  }
}

/** Anything with a zod-like `parse`; keeps this module free of a schema library. */
export interface Parser<T> {
  parse(data: unknown): T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** No byte for this long ends the request as offline (STALL_MS); longer for an answer the server takes its time to work out. */
  stallMs?: number;
  /**
   * Sent as Idempotency-Key (DESIGN "Server"): the server applies a write once per key and answers
   * a repeat with the first answer. A screen keeps one key across its retries of one action until
   * an answer arrives, so a tap after an answer lost on the way back does not do it twice.
   */
  idempotencyKey?: string;
}

export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  parser?: Parser<T>,
  { stallMs = STALL_MS, idempotencyKey }: RequestOptions = {},
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }) },
  };
  if (body instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary itself.
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  // The global fetch as it is at the call (tests stub it). Its answer starts only once the body is
  // up: a file sent (a bank statement, a guest's receipt) adds 1 ms a byte, about 8 kbit/s, as the
  // sync's proof upload does, so a slow but working upload is not taken for a silent one.
  const request = guardStalls((input, requestInit) => fetch(input, requestInit), stallMs + bodyBytes(init.body));
  let response: Response;
  let text: string;
  try {
    response = await request(path, init);
  } catch (error) {
    // fetch only rejects when no answer arrived at all (offline, DNS, connection refused), or here
    // when the network went silent.
    throw new OfflineError({ cause: error });
  }
  try {
    text = await response.text();
  } catch (error) {
    // The answer broke off, or went silent, half-way: a refusal is still worded from its status;
    // an answer that was not read whole is no answer.
    if (response.ok) throw new OfflineError({ cause: error });
    text = '';
  }
  if (!response.ok) throw toApiError(response, text);

  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return parser ? parser.parse(data) : (data as T);
}

/** About how many bytes `body` sends (a string's UTF-16 length stands for its bytes). */
function bodyBytes(body: RequestInit['body']): number {
  if (typeof body === 'string') return body.length;
  if (body instanceof FormData) {
    let bytes = 0;
    for (const [, value] of body.entries()) bytes += typeof value === 'string' ? value.length : value.size;
    return bytes;
  }
  return 0;
}

function toApiError(response: Response, text: string): ApiError {
  const raw = `${response.status}: ${text || response.statusText}`;
  let serverMessage: string | undefined;
  let code: ReasonCode | undefined;
  let params: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') {
      if ('code' in parsed && isReasonCode(parsed.code)) code = parsed.code;
      if ('params' in parsed && typeof parsed.params === 'object' && parsed.params !== null) params = parsed.params as Record<string, unknown>;
    }
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      parsed.message !== ''
    ) {
      serverMessage = parsed.message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): only `raw` carries the text.
  }
  return new ApiError(response.status, raw, serverMessage, code, params);
}

export const api = {
  get: <T = unknown>(path: string, parser?: Parser<T>, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, parser, options),
  post: <T = unknown>(path: string, body?: unknown, parser?: Parser<T>, options?: RequestOptions) => apiRequest<T>('POST', path, body, parser, options),
};

/**
 * The text to show for a failed request: the refusal in the reader's language (or the server's
 * message) when it gave one, the offline message when there was no answer, otherwise the screen's
 * fallback text from the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.text ?? fallback;
  if (error instanceof OfflineError) return error.message;
  return fallback;
}
