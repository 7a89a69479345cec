/**
 * Small same-origin JSON client for the GroupPurse API.
 *
 * - A non-2xx answer throws `ApiError`: `.status` is the HTTP status, `.message` the server's
 *   `{ message }` when it sent one, `.code` its reason code (shared/reasons.ts: a screen may word
 *   the refusal itself, in the reader's language) and `.raw` the spec's "status: body text" form (SPEC §8).
 * - A request that never got an answer (no network, DNS, server down) throws `OfflineError`.
 * - A `FormData` body is sent as multipart (a file upload); any other body as JSON.
 */

export const OFFLINE_MESSAGE = 'You are offline. Check your connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The message the server put in its JSON body, if any. */
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    /** SPEC §8 form: `${status}: ${body text or status text}`. */
    readonly raw: string,
    serverMessage: string | undefined,
    /** The server's reason code (shared/reasons.ts) and the parameters its text needs, when it sent them. */
    readonly code?: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(serverMessage ?? raw);
    this.serverMessage = serverMessage;
  }
}

export class OfflineError extends Error {
  override readonly name = 'OfflineError';

  constructor(options?: { cause?: unknown }) {
    super(OFFLINE_MESSAGE, options);
  }
}

/** Anything with a zod-like `parse`; keeps this module free of a schema library. */
export interface Parser<T> {
  parse(data: unknown): T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  parser?: Parser<T>,
): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  };
  if (body instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary itself.
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    // fetch only rejects when no answer arrived at all (offline, DNS, connection refused).
    throw new OfflineError({ cause: error });
  }

  const text = await response.text().catch(() => '');
  if (!response.ok) throw toApiError(response, text);

  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return parser ? parser.parse(data) : (data as T);
}

function toApiError(response: Response, text: string): ApiError {
  const raw = `${response.status}: ${text || response.statusText}`;
  let serverMessage: string | undefined;
  let code: string | undefined;
  let params: Record<string, unknown> | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object') {
      if ('code' in parsed && typeof parsed.code === 'string') code = parsed.code;
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
  get: <T = unknown>(path: string, parser?: Parser<T>) => apiRequest<T>('GET', path, undefined, parser),
  post: <T = unknown>(path: string, body?: unknown, parser?: Parser<T>) => apiRequest<T>('POST', path, body, parser),
};

/**
 * The text to show for a failed request: the server's message when it gave one, the offline
 * message when there was no answer, otherwise the screen's fallback text from the spec.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof OfflineError) return error.message;
  return fallback;
}
