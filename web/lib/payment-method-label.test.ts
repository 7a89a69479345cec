import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payment-method-label';

describe('paymentMethodLabel', () => {
  it('labels a catalogue method', () => {
    expect(paymentMethodLabel('bank_transfer')).toBe('Bank Transfer');
    expect(paymentMethodLabel('cash')).toBe('Cash');
  });

  it('shows an unknown method as it was stored', () => {
    expect(paymentMethodLabel('barter')).toBe('barter');
  });
});
