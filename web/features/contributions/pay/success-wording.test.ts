import { describe, expect, it } from 'vitest';
import { successWording } from './success-wording';

describe('the payment success screen’s wording', () => {
  it.each([
    [{ queued: true, online: false }, 'saved-on-phone'],
    [{ queued: true, online: true }, 'submitted'],
    [{ queued: false, online: true }, 'submitted'],
    // Sent before the signal dropped: the server has it, so "submitted" is true.
    [{ queued: false, online: false }, 'submitted'],
  ] as const)('for %o says %s', (state, wording) => {
    expect(successWording(state)).toBe(wording);
  });
});
