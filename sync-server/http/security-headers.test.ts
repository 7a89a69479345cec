import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOME_MARKUP_GUARD } from '../../shared/home-markup';
import { testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let webRoot: string;
beforeEach(() => {
  webRoot = mkdtempSync(join(tmpdir(), 'gp-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>GroupPurse</title>');
  t = testApp({ webRoot });
});
afterEach(() => {
  t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('security headers', () => {
  it('gives the pages the full set: a CSP that forbids framing and foreign script, HSTS, nosniff', async () => {
    const res = await t.send('GET', '/register/some-link');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('lets exactly one inline script run: the guard of the sign-in markup of / (shared/home-markup.ts), by its hash', async () => {
    const csp = (await t.send('GET', '/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(HOME_MARKUP_GUARD).digest('base64')}'`);
  });

  it('gives a JSON answer only what protects it: nosniff, no framing, no cross-origin reads', async () => {
    const res = await t.call('GET', '/api/groups/registration/no-such-link');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const documentOnly of ['content-security-policy', 'strict-transport-security', 'referrer-policy', 'x-dns-prefetch-control', 'origin-agent-cluster']) {
      expect(res.headers.get(documentOnly)).toBeNull();
    }
  });
});
