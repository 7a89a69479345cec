import { describe, expect, it } from 'vitest';
import { share_title } from '../../../shared/i18n/paraglide/messages.js';
import { getLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { groupLocale } from '../../lib/group-locale';
import { purseSlugSegment, shareLink } from '../../lib/group-links';
import { shareFigures, shareMessage, SHARE_HASHTAGS } from './share-message';

const ORIGIN = 'https://grouppurse.ng';
const LINK = '3f2c8a1e-9b4d-4c2a-8e7f-1a2b3c4d5e6f';

describe('purseSlugSegment', () => {
  it.each([
    { name: 'School Fees', customSlug: 'class-of-2010/school-fees', segment: 'school-fees' },
    { name: 'School Fees', customSlug: null, segment: 'schoolfees' },
    { name: '  End of Year  Party ', customSlug: null, segment: 'endofyearparty' },
    { name: 'Building Fund', customSlug: 'building-fund', segment: 'buildingfund' },
    { name: 'Building Fund', customSlug: 'class-of-2010/', segment: 'buildingfund' },
    { name: 'Building Fund', customSlug: '', segment: 'buildingfund' },
    { name: 'ÀDÚRÀ Fund', customSlug: null, segment: 'adurafund' }, // what the server will store, so the link never changes at sync
    { name: 'Xmas Party 2026!', customSlug: null, segment: 'xmasparty2026' },
  ])('$name with customSlug $customSlug -> $segment', ({ name, customSlug, segment }) => {
    expect(purseSlugSegment({ name, customSlug })).toBe(segment);
  });
});

describe('shareLink', () => {
  const group = { registrationLink: LINK, customSlug: 'class-of-2010' };
  it.each([
    { name: 'the group alone: the register link', group, purse: null, link: `${ORIGIN}/register/${LINK}` },
    {
      name: 'a purse with its own slug',
      group,
      purse: { name: 'School Fees', customSlug: 'class-of-2010/school-fees' },
      link: `${ORIGIN}/class-of-2010/school-fees`,
    },
    { name: 'a purse without a slug: its name', group, purse: { name: 'Party Time', customSlug: null }, link: `${ORIGIN}/class-of-2010/partytime` },
    {
      name: 'a purse of an unsynced group (no group slug): the register link',
      group: { registrationLink: LINK, customSlug: null },
      purse: { name: 'Party', customSlug: null },
      link: `${ORIGIN}/register/${LINK}`,
    },
    { name: 'characters a path cannot carry are dropped, as the server drops them', group, purse: { name: 'Fees & Dues?', customSlug: null }, link: `${ORIGIN}/class-of-2010/feesdues` },
  ])('$name', ({ group: g, purse, link }) => {
    expect(shareLink(ORIGIN, g, purse)).toBe(link);
  });

  it('does not double the slash of an origin ending in one', () => {
    expect(shareLink(`${ORIGIN}/`, group, null)).toBe(`${ORIGIN}/register/${LINK}`);
  });
});

describe('shareMessage', () => {
  const link = `${ORIGIN}/class-of-2010/schoolfees`;

  it('carries the group, the purse, its progress, the deadline, the link, the product and the hashtags', () => {
    expect(
      shareMessage({
        groupName: 'Class of 2010',
        description: null,
        link,
        figures: {
          purseName: 'School Fees',
          targetKobo: 50_000_000,
          collectedKobo: 12_500_000,
          percent: 25,
          deadline: '2026-12-31T22:59:59.000Z',
          daysLeft: 12,
        },
      }),
    ).toBe(
      [
        '🎯 Join "Class of 2010" on GroupPurse!',
        '',
        '💰 Purse: School Fees',
        '📊 Progress: 25% (₦125,000 of ₦500,000 raised)',
        '⏰ Deadline: 31 Dec 2026 (12 days left)',
        '',
        `👉 Join here: ${link}`,
        '',
        '#GroupPurse #Contribution',
      ].join('\n'),
    );
  });

  it.each([
    {
      name: 'the group alone, with its description and totals',
      input: {
        groupName: 'Class of 2010',
        description: 'Reunion fund',
        figures: { purseName: null, targetKobo: 100_000, collectedKobo: 0, percent: 0, deadline: null, daysLeft: null },
      },
      lines: ['🎯 Join "Class of 2010" on GroupPurse!', 'Reunion fund', '', '📊 Progress: 0% (₦0 of ₦1,000 raised)', '', `👉 Join here: ${link}`, '', SHARE_HASHTAGS],
    },
    {
      name: 'a group with no purses yet',
      input: { groupName: 'New Group', description: null, figures: null },
      lines: ['🎯 Join "New Group" on GroupPurse!', '', `👉 Join here: ${link}`, '', SHARE_HASHTAGS],
    },
    {
      name: 'a purse on its last day',
      input: {
        groupName: 'G',
        description: null,
        figures: { purseName: 'P', targetKobo: 1_000, collectedKobo: 1_500, percent: 150, deadline: '2025-01-01T10:00:00Z', daysLeft: 1 },
      },
      lines: ['🎯 Join "G" on GroupPurse!', '', '💰 Purse: P', '📊 Progress: 150% (₦15 of ₦10 raised)', '⏰ Deadline: 1 Jan 2025 (1 day left)', '', `👉 Join here: ${link}`, '', SHARE_HASHTAGS],
    },
  ])('$name', ({ input, lines }) => {
    expect(shareMessage({ ...input, link })).toBe(lines.join('\n'));
  });
});

describe('shareFigures', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const fees = { name: 'School Fees', targetAmountKobo: 50_000_000, collectedAmountKobo: 12_500_000, deadline: '2025-03-20T12:00:00Z' };
  const party = { name: 'Party', targetAmountKobo: 10_000_000, collectedAmountKobo: 10_000_000, deadline: '2025-03-12T12:00:00Z' };
  const open = { name: 'Open', targetAmountKobo: 1_000, collectedAmountKobo: 0, deadline: null };

  it.each([
    { name: 'no purses', purses: [], chosen: null, figures: null },
    {
      name: 'the chosen purse only',
      purses: [fees, party],
      chosen: fees,
      figures: { purseName: 'School Fees', targetKobo: 50_000_000, collectedKobo: 12_500_000, percent: 25, deadline: fees.deadline, daysLeft: 10 },
    },
    {
      name: 'the group totals and the nearest deadline when none is chosen',
      purses: [fees, party, open],
      chosen: null,
      figures: { purseName: null, targetKobo: 60_001_000, collectedKobo: 22_500_000, percent: 37, deadline: party.deadline, daysLeft: 2 },
    },
    {
      name: 'a purse without a deadline',
      purses: [open],
      chosen: open,
      figures: { purseName: 'Open', targetKobo: 1_000, collectedKobo: 0, percent: 0, deadline: null, daysLeft: null },
    },
  ])('$name', ({ purses, chosen, figures }) => {
    expect(shareFigures(purses, chosen, now)).toEqual(figures);
  });
});

describe('shareMessage in the group’s language', () => {
  it('writes a Hausa group’s message in Hausa while the app itself speaks English', () => {
    const figures = { purseName: 'Kuɗin makaranta', targetKobo: 50_000_000, collectedKobo: 12_500_000, percent: 25, deadline: '2026-12-31T22:59:59.000Z', daysLeft: 12 };
    const link = `${ORIGIN}/register/${LINK}`;
    expect(getLocale()).toBe('en');
    expect(shareMessage({ groupName: 'Ajo', description: null, figures, link, locale: 'ha' })).toBe(
      [
        '🎯 Shiga "Ajo" a GroupPurse!',
        '',
        '💰 Asusu: Kuɗin makaranta',
        '📊 Ci gaba: 25% (an tara ₦125,000 cikin ₦500,000)',
        '⏰ Ranar ƙarshe: 31 Dec 2026 (saura kwanaki 12)',
        '',
        `👉 Shiga nan: ${link}`,
        '',
        SHARE_HASHTAGS,
      ].join('\n'),
    );
    expect(share_title()).toBe('Share to WhatsApp');
  });

  it('writes a group with no language chosen (stored before issue 15) in English', () => {
    const link = `${ORIGIN}/register/${LINK}`;
    expect(shareMessage({ groupName: 'G', description: null, figures: null, link, locale: groupLocale({}) })).toBe(['🎯 Join "G" on GroupPurse!', '', `👉 Join here: ${link}`, '', SHARE_HASHTAGS].join('\n'));
  });
});
