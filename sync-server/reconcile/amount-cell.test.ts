import { describe, expect, it } from 'vitest';
import { parseAmountCell } from './amount-cell';

describe('parseAmountCell reads the money cells Nigerian statements print', () => {
  it.each([
    ['5,000.00', 500000],
    ['₦5,000.00', 500000],
    ['NGN 5,000', 500000],
    ['NGN5,000.50', 500050],
    ['N5,000.00', 500000],
    ['5000', 500000],
    ['0.29', 29],
    ['  12,345,678.90 ', 1234567890],
    ['(5,000.00)', -500000],
    ['-2,500.00', -250000],
    ['+3.56', 356],
    ['+5,000.00', 500000],
    ['+₦5,000.00', 500000],
    [5000.1, 500010],
    [0.29, 29],
  ])('reads %j as %d kobo', (cell, kobo) => {
    expect(parseAmountCell(cell)).toEqual({ kind: 'amount', kobo, side: null });
  });

  it.each([
    ['5,000.00 CR', 'credit'],
    ['5,000.00DR', 'debit'],
    ['NGN 700 Cr', 'credit'],
  ])('keeps the side printed after %j', (cell, side) => {
    expect(parseAmountCell(cell)).toMatchObject({ kind: 'amount', side });
  });

  it.each([[''], ['-'], ['--'], ['  '], ['—'], [null], ['₦ -']])('reads %j as no amount', (cell) => {
    expect(parseAmountCell(cell)).toEqual({ kind: 'none' });
  });

  it.each([['5,0O0'], ['5.000,00'], ['12,34'], ['abc'], ['5,000.001'], [new Date()]])('refuses %j as not a number', (cell) => {
    expect(parseAmountCell(cell)).toEqual({ kind: 'invalid' });
  });
});
