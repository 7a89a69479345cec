import { afterEach, describe, expect, it, vi } from 'vitest';
import { overwriteGetLocale } from '../../shared/i18n/paraglide/runtime.js';
import { restoreLocaleAfterEach } from '../../shared/i18n/test-locale';
import { api, ApiError, errorMessage, offlineMessage, OfflineError } from './api';
import './refusal-wording';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  restoreLocaleAfterEach();

  it('posts JSON with same-origin credentials and returns the parsed answer', async () => {
    const fetchMock = stubFetch(json({ expiresAt: '2030-01-01T00:00:00Z' }));
    const answer = await api.post('/api/auth/send-otp', { phoneNumber: '+2348031234567' });

    expect(answer).toEqual({ expiresAt: '2030-01-01T00:00:00Z' });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/send-otp');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"phoneNumber":"+2348031234567"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends a FormData body as multipart, leaving the Content-Type with its boundary to the browser', async () => {
    const fetchMock = stubFetch(json({ added: 1 }, 201));
    const form = new FormData();
    form.append('statement', new Blob(['a,b'], { type: 'text/csv' }), 'jan.csv');
    await expect(api.post('/api/groups/g1/statements', form)).resolves.toEqual({ added: 1 });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = stubFetch(json({ status: 'ok' }));
    await api.get('/api/health');
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('runs the answer through the given parser', async () => {
    stubFetch(json({ user: { id: 'u1' } }));
    const parser = { parse: (data: unknown) => ({ parsed: data }) };
    await expect(api.get('/api/auth/me', parser)).resolves.toEqual({ parsed: { user: { id: 'u1' } } });
  });

  it('returns undefined for an empty 204 answer', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('maps a JSON error body to ApiError with the server message, the status and the raw text', async () => {
    stubFetch(json({ message: 'Invalid OTP' }, 400));
    const error = await api.post('/api/auth/login-with-otp', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('Invalid OTP');
    expect(apiError.serverMessage).toBe('Invalid OTP');
    expect(apiError.raw).toBe('400: {"message":"Invalid OTP"}');
  });

  it('carries the reason code and its parameters, so a screen can word the refusal itself', async () => {
    stubFetch(json({ message: 'Already Confirmed', code: 'already-decided', params: { status: 'confirmed' } }, 409));
    const error = (await api.post('/api/contributions/c1/confirm').catch((e: unknown) => e)) as ApiError;

    expect(error.code).toBe('already-decided');
    expect(error.params).toEqual({ status: 'confirmed' });
    expect(error.serverMessage).toBe('Already Confirmed');
  });

  it('shows a refusal in the reader\'s language from its code and params', async () => {
    overwriteGetLocale(() => 'ha');
    stubFetch(json({ message: 'Username is required', code: 'invalid-field', field: 'username', params: { messageKey: 'usernameRequired' } }, 400));
    const error = (await api.post('/api/auth/send-login-otp', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.serverMessage).toBe('Username is required');
    expect(error.message).toBe('Ana buƙatar sunan mai amfani');
    expect(errorMessage(error, 'fallback')).toBe('Ana buƙatar sunan mai amfani');

    stubFetch(json({ message: 'Statement line 3 is already matched to a payment.', code: 'statement-credit-matched', params: { line: 3 } }, 409));
    const matched = (await api.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(matched.text).toBe('Layin statement 3 ya riga ya dace da wani biyan kuɗi.');
  });

  it('words the formerly English-only refusals by code alone, and keeps a code it does not know out of `.code`', async () => {
    overwriteGetLocale(() => 'ha');
    const said = async (body: unknown, status: number) => {
      stubFetch(json(body, status));
      return (await api.post('/api/x', {}).catch((e: unknown) => e)) as ApiError;
    };
    // The English beside the code is not read: the catalogue's Hausa is shown.
    expect((await said({ message: 'whatever', code: 'protocol-mismatch' }, 409)).text).toBe('Don Allah ka sabunta app domin a aika (sigar app ɗin ba ta dace da ta server ba).');
    expect((await said({ message: 'whatever', code: 'cross-site' }, 403)).text).toBe('An ƙi buƙata daga wani shafi.');
    expect((await said({ message: 'whatever', code: 'invalid-body', params: { form: true } }, 400)).text).toBe('Jikin buƙatar dole ya zama fom mai inganci.');
    expect((await said({ message: 'whatever', code: 'invalid-field', params: { unsafeField: 'Full name' } }, 400)).text).toContain('Cikakken suna');
    const newer = await said({ message: 'A newer server said so', code: 'some-newer-code' }, 422);
    expect([newer.code, newer.text]).toEqual([undefined, 'A newer server said so']);
  });

  it('keeps the raw "status: body" text as the message when the body has no message', async () => {
    stubFetch(new Response('Bad Gateway from proxy', { status: 502 }));
    const error = (await api.get('/api/auth/me').catch((e: unknown) => e)) as ApiError;

    expect(error.status).toBe(502);
    expect(error.serverMessage).toBeUndefined();
    expect(error.message).toBe('502: Bad Gateway from proxy');
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const error = (await api.get('/api/auth/me').catch((e: unknown) => e)) as ApiError;
    expect(error.raw).toBe('401: Unauthorized');
  });

  it('throws OfflineError with a friendly message when fetch itself fails', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await api.get('/api/health').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(OfflineError);
    expect((error as OfflineError).message).toBe(offlineMessage());
  });
});

describe('api client on a network gone silent', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fetch that reaches the network and never hears back, as a 2G link dropped without a word; it lets go when aborted, as fetch does. */
  function silentFetch(answer?: () => Response) {
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
          if (answer) resolve(answer());
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  /** Where `promise` stands after the microtasks now due: its value or error, or 'pending'. */
  async function state(promise: Promise<unknown>): Promise<unknown> {
    let settled: unknown = 'pending';
    promise.then((value) => (settled = { value }), (error: unknown) => (settled = { error }));
    await vi.advanceTimersByTimeAsync(0);
    return settled;
  }

  it('gives up on a request with no answer after 45 s, as offline, so the screen says so instead of spinning', async () => {
    vi.useFakeTimers();
    const fetchMock = silentFetch();
    const sent = api.post('/api/auth/send-login-otp', { phoneNumber: '+2348031234567' });
    sent.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(44_000);
    expect(await state(sent)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_100); // 45 s, and 1 ms for each of the body's bytes
    const outcome = (await state(sent)) as { error: unknown };
    expect(outcome.error).toBeInstanceOf(OfflineError);
    expect((outcome.error as OfflineError).message).toBe(offlineMessage());
    expect(((outcome.error as OfflineError).cause as Error).name).toBe('StalledRequest');
    expect((fetchMock.mock.calls[0]![1]?.signal as AbortSignal).aborted).toBe(true);
  });

  it('gives up on an answer whose body stops half-way, and keeps a refusal whose body broke off as a refusal', async () => {
    vi.useFakeTimers();
    const halfBody = (status: number) => () =>
      new Response(
        new ReadableStream({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('{"expiresAt":'));
          },
        }),
        { status, statusText: status === 200 ? 'OK' : 'Too Many Requests' },
      );
    silentFetch(halfBody(200));
    const cut = api.post('/api/auth/send-login-otp', {});
    cut.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(45_100);
    expect(((await state(cut)) as { error: unknown }).error).toBeInstanceOf(OfflineError);

    silentFetch(halfBody(429));
    const refused = api.post('/api/auth/send-login-otp', {});
    refused.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(45_100);
    const error = ((await state(refused)) as { error: unknown }).error as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.raw]).toEqual([429, '429: Too Many Requests']);
  });

  it('gives a file being sent 1 ms a byte more, as a slow upload is not a silent network', async () => {
    vi.useFakeTimers();
    silentFetch();
    const form = new FormData();
    form.append('statement', new Blob([new Uint8Array(100_000)]), 'march.xlsx');
    const sent = api.post('/api/groups/g1/statements', form);
    sent.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(144_000);
    expect(await state(sent)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(((await state(sent)) as { error: unknown }).error).toBeInstanceOf(OfflineError);
  });

  it('waits longer when told to, for an answer the server takes its time over (a receipt it reads)', async () => {
    vi.useFakeTimers();
    silentFetch();
    const read = api.post('/api/proofs/abc/amount', undefined, undefined, { stallMs: 90_000 });
    read.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(89_000);
    expect(await state(read)).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(((await state(read)) as { error: unknown }).error).toBeInstanceOf(OfflineError);
  });
});

describe('errorMessage', () => {
  it('prefers the server message', () => {
    expect(errorMessage(new ApiError(400, '400: x', 'Phone already registered'), 'Please try again later.')).toBe(
      'Phone already registered',
    );
  });

  it('uses the fallback when the server sent no message', () => {
    expect(errorMessage(new ApiError(500, '500: Internal', undefined), 'Please try again later.')).toBe(
      'Please try again later.',
    );
    expect(errorMessage(new Error('boom'), 'Please try again later.')).toBe('Please try again later.');
  });

  it('explains that there is no connection', () => {
    expect(errorMessage(new OfflineError(), 'Please try again later.')).toBe(offlineMessage());
  });
});
