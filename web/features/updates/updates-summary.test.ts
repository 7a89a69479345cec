import { describe, expect, it } from 'vitest';
import { countThisWeek, priorityBadge } from './updates-summary';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('countThisWeek', () => {
  it('counts the announcements of the last 7 days only', () => {
    const items = [
      { createdAt: '2025-03-10T11:00:00.000Z' },
      { createdAt: '2025-03-03T12:00:00.000Z' }, // exactly 7 days ago: still this week
      { createdAt: '2025-03-03T11:59:59.000Z' }, // just over 7 days ago
      { createdAt: '2025-01-01T00:00:00.000Z' },
      { createdAt: '2025-03-10T12:05:00.000Z' }, // the phone's clock is a little behind
      { createdAt: 'not a date' },
    ];
    expect(countThisWeek(items, now)).toBe(3);
  });

  it('is 0 with nothing', () => {
    expect(countThisWeek([], now)).toBe(0);
  });
});

describe('priorityBadge', () => {
  it('shows high in red and medium in yellow', () => {
    expect(priorityBadge('high')).toEqual({ label: 'High Priority', className: 'badge-error' });
    expect(priorityBadge('medium').label).toBe('Medium Priority');
    expect(priorityBadge('medium').className).toContain('yellow');
  });

  it('shows any other priority plain, in its own word', () => {
    expect(priorityBadge('low').label).toBe('Low Priority');
    expect(priorityBadge('URGENT').label).toBe('Urgent Priority');
    expect(priorityBadge('').label).toBe('Normal Priority');
    expect(priorityBadge('low').className).not.toMatch(/error|yellow/);
  });
});
