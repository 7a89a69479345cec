import { describe, expect, it } from 'vitest';
import { columnsOf } from './header-row';

describe('columnsOf finds the columns wallets and banks print', () => {
  it.each([
    ['PalmPay', ['Transaction Date', 'Transaction Detail', 'Money In', 'Money Out', 'Transaction ID'], { date: 0, narration: 1, credit: 2, debit: 3, reference: 4 }],
    ['OPay', ['Trans. Time', 'Value Date', 'Description', 'Debit(₦)', 'Credit(₦)', 'Balance After(₦)', 'Channel', 'Transaction Reference'], { date: 0, narration: 2, debit: 3, credit: 4, balance: 5, reference: 7 }],
    ['a party column', ['Date', 'Beneficiary/Sender', 'Transaction Details', 'Credit'], { date: 0, party: 1, narration: 2, credit: 3 }],
    ['Remarks and Counterparty', ['Post Date', 'Counterparty', 'Remarks', 'Amount', 'Type'], { date: 0, party: 1, narration: 2, amount: 3, side: 4 }],
  ])('%s', (_, header, expected) => {
    expect(columnsOf(header)).toMatchObject(expected);
  });
});
