import { describe, expect, it } from 'vitest';
import {
  daysLeftLabel,
  nearestDeadline,
  registrationLookupParser,
  toGroupSummary,
} from './group-summary';

const project = (overrides: Record<string, unknown> = {}) => ({
  id: 'p1',
  name: 'School Fees',
  description: null,
  targetAmount: '500000.00',
  collectedAmount: '125000.00',
  deadline: null,
  customSlug: null,
  status: 'active',
  ...overrides,
});

const lookup = (overrides: Record<string, unknown> = {}) => ({
  group: { id: 'g1', name: 'Class of 2010', description: 'Reunion fund' },
  projects: [project()],
  totalTarget: '500000.00',
  totalCollected: '125000.00',
  memberCount: 12,
  ...overrides,
});

const summaryOf = (json: unknown) => toGroupSummary(registrationLookupParser.parse(json));

describe('toGroupSummary', () => {
  it.each([
    { target: '500000.00', collected: '125000.00', targetKobo: 50_000_000, collectedKobo: 12_500_000, remainingKobo: 37_500_000, percent: 25 },
    { target: '1500.50', collected: '0.29', targetKobo: 150_050, collectedKobo: 29, remainingKobo: 150_021, percent: 0 },
    { target: '200.00', collected: '29.00', targetKobo: 20_000, collectedKobo: 2_900, remainingKobo: 17_100, percent: 15 },
    { target: '1000.00', collected: '1500.00', targetKobo: 100_000, collectedKobo: 150_000, remainingKobo: 0, percent: 150 },
    { target: '0.00', collected: '0.00', targetKobo: 0, collectedKobo: 0, remainingKobo: 0, percent: 0 },
    { target: 2500, collected: 1000.5, targetKobo: 250_000, collectedKobo: 100_050, remainingKobo: 149_950, percent: 40 },
  ])('reads totals $target / $collected exactly into kobo', ({ target, collected, ...expected }) => {
    const summary = summaryOf(lookup({ totalTarget: target, totalCollected: collected }));
    expect({
      targetKobo: summary.targetKobo,
      collectedKobo: summary.collectedKobo,
      remainingKobo: summary.remainingKobo,
      percent: summary.percent,
    }).toEqual(expected);
  });

  it('gives each purse its kobo amounts and percentage', () => {
    const summary = summaryOf(
      lookup({ projects: [project(), project({ id: 'p2', name: 'Party', targetAmount: '3.00', collectedAmount: '2.00' })] }),
    );
    expect(summary.purses.map((p) => [p.id, p.targetKobo, p.collectedKobo, p.percent])).toEqual([
      ['p1', 50_000_000, 12_500_000, 25],
      ['p2', 300, 200, 67],
    ]);
  });

  it('fills what the server may leave out: description, collected amount, status, member count', () => {
    const summary = summaryOf({
      group: { id: 'g1', name: 'Empty' },
      projects: [{ id: 'p1', name: 'Fund', targetAmount: '10.00' }],
      totalTarget: '10.00',
      totalCollected: '0.00',
    });
    expect(summary.description).toBeNull();
    expect(summary.memberCount).toBe(0);
    expect(summary.purses[0]).toMatchObject({ collectedKobo: 0, status: 'active', deadline: null, customSlug: null, description: null });
  });

  it('treats an empty description as none', () => {
    expect(summaryOf(lookup({ group: { id: 'g1', name: 'G', description: '' } })).description).toBeNull();
  });

  it.each(['1.234', 'abc', '', '1e3', null, true])('refuses an amount that is not naira: %j', (bad) => {
    expect(() => summaryOf(lookup({ totalTarget: bad }))).toThrow();
    expect(() => summaryOf(lookup({ projects: [project({ collectedAmount: bad })] }))).toThrow();
  });

  it.each([
    ['no group', lookup({ group: undefined })],
    ['a number group id', lookup({ group: { id: 7, name: 'G' } })],
    ['a nameless purse', lookup({ projects: [project({ name: undefined })] })],
    ['purses that are not a list', lookup({ projects: {} })],
    ['a negative member count', lookup({ memberCount: -1 })],
    ['a fractional member count', lookup({ memberCount: 1.5 })],
    ['a number status', lookup({ projects: [project({ status: 1 })] })],
    ['an array answer', [lookup()]],
    ['null', null],
  ])('refuses an answer with %s', (_name, bad) => {
    expect(() => summaryOf(bad)).toThrow();
  });
});

describe('nearestDeadline', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each([
    { name: 'no purses', deadlines: [], expected: null },
    { name: 'no deadlines', deadlines: [null, null], expected: null },
    { name: 'only unreadable deadlines', deadlines: ['soon', null], expected: null },
    { name: 'one deadline ahead', deadlines: ['2025-03-12T12:00:00Z'], expected: { deadline: '2025-03-12T12:00:00Z', days: 2 } },
    {
      name: 'the nearest of several ahead',
      deadlines: ['2025-04-01T00:00:00Z', '2025-03-11T00:00:00Z', null, '2025-03-20T00:00:00Z'],
      expected: { deadline: '2025-03-11T00:00:00Z', days: 1 },
    },
    {
      name: 'the nearest ahead, skipping one already passed',
      deadlines: ['2025-03-01T00:00:00Z', '2025-03-15T12:00:00Z'],
      expected: { deadline: '2025-03-15T12:00:00Z', days: 5 },
    },
    {
      name: 'the latest passed when all have passed',
      deadlines: ['2025-01-01T00:00:00Z', '2025-03-09T00:00:00Z'],
      expected: { deadline: '2025-03-09T00:00:00Z', days: 0 },
    },
    { name: 'part of a day ahead counts as a day', deadlines: ['2025-03-10T13:00:00Z'], expected: { deadline: '2025-03-10T13:00:00Z', days: 1 } },
  ])('picks $name', ({ deadlines, expected }) => {
    expect(nearestDeadline(deadlines.map((deadline) => ({ deadline })), now)).toEqual(expected);
  });
});

describe('daysLeftLabel', () => {
  it.each([
    [0, '0 days left'],
    [1, '1 day left'],
    [2, '2 days left'],
    [30, '30 days left'],
  ])('%i -> %s', (days, label) => {
    expect(daysLeftLabel(days)).toBe(label);
  });
});
