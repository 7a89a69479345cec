import { describe, expect, it } from 'vitest';
import { firstVisitWorkerUrl, isFirstVisitWorker, keepableAssets } from './first-visit-cache';

describe('first-visit worker', () => {
  it('tells the light worker from the full one by its script URL', () => {
    expect(isFirstVisitWorker(new URL(firstVisitWorkerUrl(), 'https://gp.ng').href)).toBe(true);
    expect(isFirstVisitWorker('https://gp.ng/sw.js?first-visit')).toBe(true);
    expect(isFirstVisitWorker('https://gp.ng/sw.js')).toBe(false);
  });

  it('keeps only same-origin hashed assets, once each', () => {
    const origin = 'https://gp.ng';
    expect(
      keepableAssets(['https://gp.ng/assets/index-abc.js', '/assets/index-abc.js', 'https://cdn.example/assets/x.js', 'https://gp.ng/api/groups/registration/x', 42, 'not a url ::'], origin),
    ).toEqual(['/assets/index-abc.js']);
  });
});
