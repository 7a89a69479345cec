import { describe, expect, it } from 'vitest';
import { defaultersText, defaultersTitle } from './defaulters-text';

const dayo = { userId: 'dayo', name: 'Dayo Bello', leftKobo: 1_000_000 };

describe('the statement\'s who-has-not-paid section', () => {
  it.each([
    ['a levy, one owing', { defaulters: [dayo], owedKobo: 2_000_000, everyonePaid: false, showMemberAmounts: true }, 'Not paid in full (1)', 'Dayo Bello (₦10,000 to go)'],
    ['a levy, amounts hidden', { defaulters: [dayo], owedKobo: 2_000_000, everyonePaid: false, showMemberAmounts: false }, 'Not paid in full (1)', 'Dayo Bello'],
    ['a levy all paid in full', { defaulters: [], owedKobo: 2_000_000, everyonePaid: true, showMemberAmounts: true }, 'Not paid in full (0)', 'Everyone has paid.'],
    ['no amount per member, all gave', { defaulters: [], owedKobo: null, everyonePaid: false, showMemberAmounts: true }, 'Not yet paid (0)', 'Every member has contributed.'],
    ['no amount per member, one gave nothing', { defaulters: [{ ...dayo, leftKobo: null }], owedKobo: null, everyonePaid: false, showMemberAmounts: true }, 'Not yet paid (1)', 'Dayo Bello'],
  ])('%s', (_, s, title, text) => {
    expect(defaultersTitle(s)).toBe(title);
    expect(defaultersText(s)).toBe(text);
  });
});
