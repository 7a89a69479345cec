import { describe, expect, it } from 'vitest';
import { shouldInstallServiceWorker } from './precache-policy';

describe('shouldInstallServiceWorker', () => {
  it.each([
    ['a signed-in user on 2G', true, { type: 'cellular', effectiveType: '2g', saveData: true }, true],
    ['a visitor on mobile data', false, { type: 'cellular', effectiveType: '4g' }, false],
    ['a visitor with Save-Data on Wi-Fi', false, { type: 'wifi', effectiveType: '4g', saveData: true }, false],
    ['a visitor on a slow connection of unknown type', false, { effectiveType: '2g' }, false],
    ['a visitor on 3G of unknown type', false, { effectiveType: '3g' }, false],
    ['a visitor on Wi-Fi', false, { type: 'wifi', effectiveType: '4g' }, true],
    ['a visitor on a fast connection of unknown type (desktop)', false, { effectiveType: '4g' }, true],
    ['a visitor whose browser does not tell', false, undefined, true],
  ])('%s: %s', (_, signedIn, connection, expected) => {
    expect(shouldInstallServiceWorker({ signedIn, connection })).toBe(expected);
  });
});
