import type { SendResult } from './types';

/** What came back from a provider: its status and parsed JSON body (undefined when not JSON). */
export type ProviderReply = { ok: true; status: number; json: unknown } | { ok: false; reason: string };

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * POSTs to a provider and reads the whole reply within `timeoutMs`.
 * Network failures and timeouts come back as values ('timeout', 'network-error (ECONNREFUSED)'),
 * never thrown: a provider being down is an expected failure.
 */
export async function postToProvider(
  fetchFn: typeof fetch,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<ProviderReply> {
  try {
    // One signal covers both the headers and the body: a provider that stalls mid-body still times out.
    const response = await fetchFn(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { ok: true, status: response.status, json: parseJson(text) };
  } catch (error) {
    if (isTimeout(error)) return { ok: false, reason: 'timeout' };
    return { ok: false, reason: networkReason(error) };
  }
}

/** e.g. `failure('http-400', { message: 'Sender ID not found' }, [apiKey])` -> `{ ok: false, reason: 'http-400 (Sender ID not found)' }`. */
export function failure(code: string, json: unknown, secrets: readonly string[]): SendResult {
  const detail = providerMessage(json);
  if (detail === undefined) return { ok: false, reason: code };
  return { ok: false, reason: `${code} (${redact(detail, secrets)})` };
}

/** Reads a string (or number, as a string) field of an unknown JSON value. */
export function readField(json: unknown, key: string): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const value: unknown = (json as Record<string, unknown>)[key];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

// Only the error code goes into the reason: undici's messages can carry the request URL.
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = readField(cause, 'code');
  return code === undefined ? 'network-error' : `network-error (${code})`;
}

const MAX_DETAIL_LENGTH = 120;

function providerMessage(json: unknown): string | undefined {
  const message = readField(json, 'message') ?? readField(json, 'error');
  if (message === undefined) return undefined;
  return message.length > MAX_DETAIL_LENGTH ? `${message.slice(0, MAX_DETAIL_LENGTH)}…` : message;
}

// A provider may echo a request back in its error; our credentials must never reach the logs.
function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => (secret === '' ? result : result.split(secret).join('[redacted]')), text);
}
