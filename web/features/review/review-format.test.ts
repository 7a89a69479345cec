import { describe, expect, it } from 'vitest';
import { formatDateTime, paymentMethodLabel } from './review-format';

describe('paymentMethodLabel', () => {
  it('labels a catalogue method', () => {
    expect(paymentMethodLabel('bank_transfer')).toBe('Bank Transfer');
    expect(paymentMethodLabel('cash')).toBe('Cash');
  });

  it('shows an unknown method as it was stored', () => {
    expect(paymentMethodLabel('barter')).toBe('barter');
  });
});

describe('formatDateTime', () => {
  it('shows the date and time on Lagos time', () => {
    const text = formatDateTime('2025-03-01T23:30:00Z');
    expect(text).toContain('2 Mar 2025');
    expect(text).toMatch(/12:30\s?am/i);
  });

  it('is empty for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
