import { describe, expect, it } from 'vitest';
import { alertSegments } from './sms-segments';

const firstLines = (text: string) => alertSegments(text).map((segment) => segment.lines[0]!.text);

describe('alertSegments finds each alert however the paste was copied', () => {
  it.each([
    ['blank lines between alerts', 'Acct: **6120\nCR: NGN400.00\nDT- 26/JUL/2022 19:26:42\n\nAcct: **6120\nCR: NGN450.00\nDT- 26/JUL/2022 19:27:18', ['Acct: **6120', 'Acct: **6120']],
    ['no blank line, the next opening with "Debit:" (First Bank)', 'Debit: 320XXXX147\nAmt: NGN209.40\nDate: 16-SEP-2024 21:43:14\nDebit: 320XXXX147\nAmt: NGN15,000.00\nDate: 16-SEP-2024 21:43:14', ['Debit: 320XXXX147', 'Debit: 320XXXX147']],
    ['no blank line, the next opening with "Credit:"', 'Debit: NGN500.00\nTo: BLESSING UDO\nCredit: NGN900.00\nFrom: ADA EZE', ['Debit: NGN500.00', 'Credit: NGN900.00']],
    ['no blank line, the next opening with "Acc#:" and no heading (Sterling)', 'Money Out Alert!\nAcc#: **4410\nAmt: NGN 200.00\nAcc#: **4410\nAmt: NGN 300.00', ['Money Out Alert!', 'Acc#: **4410']],
    ['no blank line, a sentence alert then a labelled one', 'Credit NGN150,000.00 to Acct XX5127. Desc: NJFP STIPEND.\nAcct:421****903\nDT:24/05/2026 08:05:26 AM\nCR Amt:40,000.00', ['Credit NGN150,000.00 to Acct XX5127. Desc: NJFP STIPEND.', 'Acct:421****903']],
    ['a blank line after every line of one alert', 'Acct:429****615\n\nDT:25/06/2026 11:45:07 AM\n\nNIP//Paystack/Cowrywise\n\nCR Amt:3,900.00\n\nBal:3,987.12\n\nDial *966#', ['Acct:429****615']],
    ['a blank line inside an alert after its heading (Moniepoint)', 'CREDIT ALERT\n\nAcc: 512****377 (Personal)\nAmt: NGN1,000.00\n\nCREDIT ALERT\n\nAcc: 512****377 (Personal)\nAmt: NGN2,000.00', ['CREDIT ALERT', 'CREDIT ALERT']],
    ['sentence alerts, one a line, full of commas', 'Dear OPay user, N2,300.00 has been debited for Card Payment via POS on 14-May-2026 19:28.\nDear OPay user, N500.00 has been credited for Transfer via E-Channel on 12-Jun-2026 16:28.', ['Dear OPay user, N2,300.00 has been debited for Card Payment via POS on 14-May-2026 19:28.', 'Dear OPay user, N500.00 has been credited for Transfer via E-Channel on 12-Jun-2026 16:28.']],
  ])('%s', (_, text, expected) => {
    expect(firstLines(text)).toEqual(expected);
  });

  it('keeps a narration the bank wrapped onto a second line with its alert (Fidelity)', () => {
    const [alert] = alertSegments('Txn: Credit\nAcct:2XX..58X\nAmt:NGN 2,000.00\nDesc:ATM Trf 10701993-19\nSARI IGANMU RD NEW RD BUS\nDate:24-Aug-2018 10:42');
    expect(alert!.lines.map((line) => line.text)).toContain('SARI IGANMU RD NEW RD BUS');
  });
});
