import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/languages';
import { noticeText, type NoticeParams } from './notices';

// Issue 23 §2, §3: a partner made or unmade is told in their language; members are told who went
// and, when none is left, that nobody approves payouts now.
const notices: NoticeParams[] = [
  { kind: 'partnerAdded', group: 'Unity Ajo' },
  { kind: 'partnerRemoved', group: 'Unity Ajo', partner: null, remaining: 0 },
  { kind: 'partnerRemoved', group: 'Unity Ajo', partner: 'Ngozi Eze', remaining: 1 },
  { kind: 'partnerRemoved', group: 'Unity Ajo', partner: 'Ngozi Eze', remaining: 0 },
];
const row = (params: NoticeParams) => ({ type: 'partner_removed', title: 'stored', message: 'stored', params });

describe('partner notices', () => {
  it.each(LOCALES.flatMap((locale) => notices.map((params) => [locale, params] as const)))('%s: %o names the group and the partner, every placeholder filled', (locale, params) => {
    const text = noticeText(row(params), locale);
    expect(text.message).toContain('Unity Ajo');
    if (params.kind === 'partnerRemoved' && params.partner) expect(text.message).toContain('Ngozi Eze');
    expect(`${text.title} ${text.message}`).not.toMatch(/[{}]/);
  });

  it('says in English who was removed, and when none is left that nobody approves payouts', () => {
    expect(noticeText(row(notices[2]!), 'en').message).toBe('Ngozi Eze is no longer an accountability partner of Unity Ajo. Payouts no longer need their approval.');
    expect(noticeText(row(notices[3]!), 'en').message).toContain('nobody approves its payouts');
    expect(noticeText(row(notices[1]!), 'en').title).toBe('No Longer a Partner');
  });
});
