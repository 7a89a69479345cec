import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('../../../shared/auth-schemas');
  vi.resetModules();
  vi.unstubAllGlobals();
});

describe('the auth calls', () => {
  it('fail as offline, sending nothing, when their answer schemas cannot be loaded (no signal, the app not on the phone)', async () => {
    vi.resetModules();
    vi.doMock('../../../shared/auth-schemas', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { sendLoginOtp } = await import('./auth-api');
    const { OfflineError } = await import('../../lib/api');
    await expect(sendLoginOtp({ username: 'ada', phoneNumber: '+2348031234567' })).rejects.toBeInstanceOf(OfflineError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('check the answer against its schema once loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ expiresAt: 'not a date' }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const { sendLoginOtp } = await import('./auth-api');
    await expect(sendLoginOtp({ username: 'ada', phoneNumber: '+2348031234567' })).rejects.toThrow();
  });
});
