import { describe, expect, it } from 'vitest';
import { otpBudgetFromEnv } from '../settings';
import { countryCode, phoneRange } from './phone-prefix';

describe('the range a code goes to', () => {
  it.each([
    ['+2348031234567', '234'],
    ['+447911123456', '44'],
    ['+14155550100', '1'],
    ['+79161234567', '7'],
    ['+233241234567', '233'],
    ['+27821234567', '27'],
  ])('%s is of country %s', (phone, country) => {
    expect(countryCode(phone)).toBe(country);
  });

  it.each([
    ['+2348031234567', { prefix: '+234803', country: '234', usual: true, foreign: false }],
    ['+2347031234567', { prefix: '+234703', country: '234', usual: true, foreign: false }],
    ['+2349151234567', { prefix: '+234915', country: '234', usual: true, foreign: false }],
    ['+2348101234567', { prefix: '+234810', country: '234', usual: true, foreign: false }],
    // 0700 and 0800 are non-geographic and toll-free ranges, a Lagos landline is no mobile: unusual at home.
    ['+2347001234567', { prefix: '+234700', country: '234', usual: false, foreign: false }],
    ['+2348001234567', { prefix: '+234800', country: '234', usual: false, foreign: false }],
    ['+23412345678', { prefix: '+234123', country: '234', usual: false, foreign: false }],
    ['+447911123456', { prefix: '+44791', country: '44', usual: false, foreign: true }],
    ['+12125550100', { prefix: '+1212', country: '1', usual: false, foreign: true }],
  ])('%s', (phone, range) => {
    expect(phoneRange(phone)).toEqual(range);
  });
});

describe('OTP_BUDGET_PER_HOUR', () => {
  it.each([
    [undefined, 2000],
    ['', 2000],
    [' 5000 ', 5000],
    ['1', 1],
    ['0', null],
    ['-5', null],
    ['2.5', null],
    ['lots', null],
  ])('%j reads as %j', (value, budget) => {
    expect(otpBudgetFromEnv(value, 2000)).toBe(budget);
  });
});
