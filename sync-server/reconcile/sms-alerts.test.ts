import { describe, expect, it } from 'vitest';
import { smsCredits } from './sms-alerts';
import type { ReadOutcome } from './statement-credit';

const lagos = (wall: string) => new Date(`${wall}+01:00`).toISOString();

function read(text: string, dateOrder?: 'day-first' | 'month-first'): Extract<ReadOutcome, { ok: true }> {
  const outcome = smsCredits(text, dateOrder ? { dateOrder } : {});
  if (!outcome || !outcome.ok) throw new Error(`expected alerts, got ${outcome ? `${outcome.code}: ${outcome.message}` : 'null'}`);
  return outcome;
}

// Each kind of alert issue 22 found refused or lost, with the public source of its shape (names,
// digits and balances replaced). Every row must read as one credit (its amount and date) or one
// counted debit.
describe('smsCredits reads the alert shapes that were refused or lost', () => {
  it.each([
    // 1. An amount with no "Amt" label.
    ['CR: NGN5,000.00 (Union, "DT-" date)', 'Acct: **6120\nCR: NGN5,000.00\nDesc: ADEBOLA FUNMILAYO/via GTWORLD \nDT- 26/JUL/2022 10:08:40\nAvailable Bal: NGN7,215.30CR', 'expense SMS export (search-index id 23056591111)', 500_000, lagos('2022-07-26T10:08:40')],
    ['CR:N28,000.00 and a 24-hour time with PM (Fidelity)', 'Acct:**7716\nCR:N28,000.00\nDesc:OKOYE NNEKA/FIPUSSDOKOYE NNEKA UUSSD\nDT:09/JUN/26 15:29PM\nBal:N2,401,118.52CR', 'scripts/test-sms-parser.ts (search-index id 56609142252)', 2_800_000, lagos('2026-06-09T15:29:00')],
    ['DR:NGN with "Desc :" (Wema)', 'CR:NGN 50,000.00\nAcct No:0248****61\nDesc :NIP:OLUWASEUN- Re\nBal :NGN 59,310.00\n25-08-2026 13:22:41', 'banking_app Dart test (search-index id 59223624041)', 5_000_000, lagos('2026-08-25T13:22:41')],
    // 2. Sentence alerts.
    ['"N500.00 has been credited for Transfer via …" (OPay)', 'Dear OPay user, N500.00 has been credited for Transfer via E-Channel on 12-Jun-2026 16:28.', 'sarim2000/pennywiseai-tracker TestOpayBankParser.kt', 50_000, lagos('2026-06-12T16:28:00')],
    ['"NGN11,000.00 has just arrived from …" (Sterling)', 'Money In Alert. \nNGN11,000.00 has just arrived from Paystack into **4410 at 7:15 AM 19-Apr-2022 \nYou now have: NGN ***.', 'thedejijoseph/sms-parser parser.ipynb', 1_100_000, lagos('2022-04-19T07:15:00')],
    ['"Credit NGN150,000.00 to Acct XX3968" with no date (Access)', 'Credit NGN150,000.00 to Acct XX5127. Desc: NJFP STIPEND. Avail Bal: NGN171,940.35.', 'zelenaya_sms fixtures (search-index id 52668318641)', 15_000_000, null],
    ['"Has Been Credited with NGN2.00 On …" (First Bank)', 'Your Acct 310XXXX244 Has Been Credited with NGN2.00 On 24-MAR-2022 13:09:49 By REV:ONLINE PMNT-MX1049, 3IPG0001//539923. Bal: NGN418.07CR', 'thedejijoseph/sms-parser parser.ipynb', 200, lagos('2022-03-24T13:09:49')],
    // 3. The side as "Txn:CR" or a heading.
    ['Txn:CR (UBA), dates in the narration ignored', 'Txn:CR\nAc:2XX..35X\nAmt:NGN 1,357.35\nDes:Interest Paid 01-05-2026 to 31-05-2026\nDate:31-05-2026 02:20\nLoan? Dial *919*28#', 'banking_app Dart test (search-index id 59404398483)', 135_735, lagos('2026-05-31T02:20:00')],
    ['CREDIT ALERT heading, a blank line, then the time on its own line (Moniepoint)', 'CREDIT ALERT\n\nAcc: 512****377 (Personal)\nAmt: NGN1,000.00\nBal: NGN6,240.00\nDate: 15/01/26\nTime: 03:09 PM\nDesc: Transfer from DANIEL ETIM', 'sarim2000/pennywiseai-tracker pull 727', 100_000, lagos('2026-01-15T15:09:00')],
    // 4. Minus signs: a reversal is money coming back in.
    ['DR Amt:-300,000.00 reversal (Zenith)', 'Acct:221****734\nDT:22/07/2025 09:51:07 AM\n***RSVL NIP CR//CHINEDU EZE\nDR Amt:-300,000.00\nBal:300,511.20', 'banking_app Dart test (search-index id 59223624041)', 30_000_000, lagos('2025-07-22T09:51:07')],
    // 5. No date line.
    ['no date line: the credit is real, its day unknown (Jaiz, as the parser test trims it)', 'Acct:**581\nAmt:N100.00CR\nDesc:OPAY DIGITAL SERVICES LIMITED\nHelp:07007730000\nBal:N418.42\nBuy Airtime, Dial *773*Amount#', 'sarim2000/pennywiseai-tracker TestJaizBankParser.kt', 10_000, null],
    ['"NIP CR/MOB/DR FOLAKE" is a name, CR Amt the side (Zenith)', 'Acct:221****734\nDT:23/08/2026 09:06:35 PM\nNIP CR/MOB/DR FOLAKE ADEOYE/UBA\nCR Amt:15,000.00\nBal:15,077.66', 'banking_app Dart test (search-index id 59223624041)', 1_500_000, lagos('2026-08-23T21:06:35')],
  ])('%s', (_, text, _source, amountKobo, postedAt) => {
    const outcome = read(text);
    expect(outcome.credits.map((credit) => [credit.amountKobo, credit.postedAt])).toEqual([[amountKobo, postedAt]]);
    expect([outcome.skippedDebits, outcome.unreadable]).toEqual([0, []]);
  });

  it.each([
    ['DR: NGN5,500.00, COM+VAT:26.88 (Union)', 'Acct: **8841\nDR: NGN5,500.00, COM+VAT:26.88\nDesc: MOBILE/UNION Transfer to Bola Akinwale - NA\nDT: 12/APR/2022 17:00:01\nAvailable Bal: NGN40,208.12CR'],
    ['Txn:DR (UBA)', 'Txn:DR\nAc:2XX..35X\nAmt:NGN 15,000.00\nDes:POS PURCHASE SHOPRITE IKEJA\nDate:31-05-2026 02:20'],
    ['Money Out Alert! with "Amt 200.00" inside the narration (Sterling)', 'Money Out Alert!\nAcc#: **4410\nDesc: USSD/Airtime purchased of Amt 200.00 to Mobile 09051122340. RefID: 23\n09-May-2022 @ 5:32 PM\nAmt: NGN 200.00 \nAv.Bal: NGN ***'],
    ['Amt:NGN-57,000.00 under "Debit!" (Keystone: the minus repeats the heading)', 'Debit!\nAcct:602****815\nAmt:NGN-57,000.00\nDesc:TRF IFO DANLADI STORES\nDate:26-05-2026 0:0\nBal:NGN2,311.08'],
    ['"Debit:" naming the account, "MoneyCR" in the narration (First Bank)', 'Debit: 311XXXX518 Amt: NGN7,000.00 Date: 24-MAR-2022 11:10:20 Desc: FBNMOBILE:Tobi Alade/MoneyCR Pay and Win'],
  ])('counts a debit: %s', (_, text) => {
    expect(read(text)).toMatchObject({ credits: [], skippedDebits: 1, unreadable: [] });
  });

  it('keeps the narration, reference and balance the alert prints', () => {
    const [credit] = read('Credit\nAmt:NGN30,000.00\nAcc:145******620\nDesc:312NIPL2623600bZ/SEUN BALOGUN/S\nDate:24/08/2026\nAvail Bal:NGN45,904.15').credits;
    expect(credit).toMatchObject({ narration: '312NIPL2623600bZ/SEUN BALOGUN/S', balanceKobo: 4_590_415, reference: null });
    const [zenith] = read('Acct:221****734\nDT:23/08/2026 09:06:35 PM\nNIP CR/MOB/IBRAHIM GARBA/PAL\nCR Amt:300.00\nBal:88.41\nREF:187730412\nDial *966# for quick airtime').credits;
    expect(zenith).toMatchObject({ narration: 'NIP CR/MOB/IBRAHIM GARBA/PAL', reference: '187730412', balanceKobo: 8_841 });
  });
});

describe('smsCredits never drops an alert silently', () => {
  it('lists an alert with no amount by its number and first line, and imports the rest', () => {
    const outcome = read('Acct: **6120\nCR: NGN5,000.00\nDT- 26/JUL/2022 10:08:40\n\nAcct:**581\nDesc:OPAY DIGITAL SERVICES LIMITED\nBal:N418.42\n\nTxn:CR\nAc:2XX..35X\nAmt:NGN 1,357.35\nDate:31-05-2026 02:20');
    expect(outcome.credits.map((credit) => [credit.line, credit.amountKobo])).toEqual([[1, 500_000], [3, 135_735]]);
    expect(outcome.unreadable).toEqual([{ unit: 'Alert', line: 2, firstLine: 'Acct:**581', reason: 'amount-missing', detail: 'no amount was found' }]);
  });

  it.each([
    ['a garbled amount', 'Acct: 0123****89\nAmt: NGN5,0O0.00 CR\nDate: 24-11-2026 10:21', 'amount-not-a-number', 'the amount "5,0O0.00" is not a number'],
    ['no side anywhere', 'Acct: 0123****89\nAmt: NGN5,000.00\nDate: 24-11-2026 10:21', 'side-unknown', 'no credit or debit marker'],
    ['a date label that is not a date', 'Acct: 0123****89\nAmt: NGN5,000.00 CR\nDate: yesterday', 'date-not-a-date', 'the date "yesterday" is not a date'],
    ['a date that does not exist', 'Acct: 0123****89\nAmt: NGN5,000.00 CR\nDate: 31/11/2026', 'date-not-a-date', 'the date "31/11/2026" is not a date'],
  ])('lists %s with why, beside a readable alert', (_, bad, reason, detail) => {
    const outcome = read(`${bad}\n\nCR: NGN700.00\nAcct No:0248****61\nDesc :NIP:ADA\n25-08-2026 13:22:41`);
    expect(outcome.credits.map((credit) => credit.amountKobo)).toEqual([70_000]);
    expect(outcome.unreadable).toEqual([{ unit: 'Alert', line: 1, firstLine: 'Acct: 0123****89', reason, detail }]);
  });

  it('lists text that is not an alert (a note, a one-time code) between alerts, numbered in paste order', () => {
    const outcome = read(
      'Here are this week\'s alerts\n\nDear OPay user, N500.00 has been credited for Transfer via E-Channel on 12-Jun-2026 16:28.\n\n*DO NOT DISCLOSE* A pending Debit of NGN50.00 on your Account. Use 912230 as your One Time Passcode.',
    );
    expect(outcome.credits.map((credit) => credit.line)).toEqual([2]);
    expect(outcome.unreadable.map((entry) => [entry.line, entry.reason, entry.firstLine])).toEqual([
      [1, 'not-an-alert', "Here are this week's alerts"],
      [3, 'not-an-alert', '*DO NOT DISCLOSE* A pending Debit of NGN50.00 on your Account. Use 912230 as your One Time Passcode.'],
    ]);
  });

  it('cuts a long first line to 120 characters', () => {
    const outcome = read(`${'x'.repeat(300)}\n\nCR: NGN700.00\nDesc :ADA\n25-08-2026 13:22:41`);
    expect(outcome.unreadable[0]!.firstLine).toHaveLength(120);
  });

  it('keeps the bank\'s advertising with the alert above, not as an unreadable block', () => {
    const outcome = read('Acct:238****617\nDT:18/06/2026 10:47:37 AM\nISW KEMI OGUNDIPE Trf\nCR Amt:48,000.00\nBal:612,390.80\n\nDial *966# for quick airtime/Data purchase');
    expect([outcome.credits.length, outcome.unreadable]).toEqual([1, []]);
  });

  it('returns null for a text with no alert at all (the caller says "not a statement")', () => {
    expect(smsCredits('Dear customer, thank you for banking with us.')).toBeNull();
  });
});

describe('smsCredits reads a paste\'s slash dates in one order, never guessing', () => {
  const ambiguous = 'Credit\nAmt:NGN2,000.00\nAcc:190**402\nDesc:TRF FROM ADA\nDate:09/06/2026';
  const dayFirst = 'Credit\nAmt:NGN3,000.00\nAcc:190**402\nDesc:TRF FROM EMEKA\nDate:18/03/2026';

  it('asks when no alert of the paste decides, naming two dates', () => {
    expect(smsCredits(`${ambiguous}\n\n${ambiguous.replace('09/06', '10/07')}`)).toMatchObject({
      ok: false,
      code: 'statement-date-order-unknown',
      params: { dates: '"09/06/2026", "10/07/2026"', detail: 'alert 1 and alert 2' },
    });
  });

  it('follows the alert that decides (18/03 is day first), and the admin\'s answer when none does', () => {
    expect(read(`${ambiguous}\n\n${dayFirst}`).credits.map((credit) => credit.postedAt)).toEqual([lagos('2026-06-09T00:00:00'), lagos('2026-03-18T00:00:00')]);
    expect(read(ambiguous, 'month-first').credits[0]!.postedAt).toBe(lagos('2026-09-06T00:00:00'));
    expect(read(ambiguous, 'month-first').dateOrder).toBe('month-first');
  });
});
