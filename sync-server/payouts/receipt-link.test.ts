import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { type Circle, eachTestACircle, pngBytes, sha256Of } from '../contributions/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { fund, postPayout, uploadReceipt } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

async function payoutWithReceipt(): Promise<{ id: string; bytes: Uint8Array }> {
  await fund(c, 1000);
  const bytes = pngBytes(120, 41);
  await uploadReceipt(c.admin, 41);
  const id = (await postPayout(c.admin, c.project.id, { proofSha256: sha256Of(bytes) })).json.id as string;
  return { id, bytes };
}

// The PDF statement prints {origin}/api/payouts/{id}/receipt (web/features/report/pdf).
describe('the PDF statement receipt link, opened with no session', () => {
  it('sends a browser to the app login, which comes back to the receipt', async () => {
    const { id } = await payoutWithReceipt();
    const res = await t.app.request(`/api/payouts/${id}/receipt`, { headers: { accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/?redirect=${encodeURIComponent(`/api/payouts/${id}/receipt`)}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).not.toContain('Please log in');
  });

  it.each([
    ['the app (JSON)', 'application/json'],
    ['fetch with no Accept', '*/*'],
    ['an <img>', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'],
  ])('keeps the 401 JSON for %s', async (_label, accept) => {
    const { id } = await payoutWithReceipt();
    const res = await t.app.request(`/api/payouts/${id}/receipt`, { headers: { accept } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: MESSAGES.notSignedIn, code: 'not-signed-in' });
  });

  it('serves the image to the same browser once logged in', async () => {
    const { id, bytes } = await payoutWithReceipt();
    const res = await c.member.call('GET', `/api/payouts/${id}/receipt`, undefined, { accept: BROWSER_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.bytes).toEqual(bytes);
  });
});
