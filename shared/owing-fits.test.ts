import { describe, expect, it } from 'vitest';
import { owingFits, type OwingMember } from './owing-fits';

const owing = (name: string, toSendKobo: number, extra: Partial<OwingMember> = {}): OwingMember => ({
  userId: `u-${name.split(' ')[0]!.toLowerCase()}`,
  name,
  projectId: 'dues',
  purseName: 'Monthly Dues',
  toSendKobo,
  perPeriodKobo: 500_000,
  ...extra,
});
const fits = (amountKobo: number, narration: string, members: OwingMember[]) => owingFits({ amountKobo, narration }, members).map((f) => `${f.name}: ${f.reasons.join('+')}`);

const ada = owing('Adaeze Chiamaka Okafor', 500_000);
const tunde = owing('Tunde Bakare', 1_500_000);
const kemi = owing('Kemi Bello', 500_000);

describe('the owing members a credit with no proof may be from', () => {
  it('puts a member named in the narration whose amount fits first, and alone', () => {
    // Narrations as Kuda, GTBank and Moniepoint print them (the reconcile fixtures' forms).
    expect(fits(500_000, 'ADAEZE CHIAMAKA OKAFOR ajo november', [ada, kemi])).toEqual(['Adaeze Chiamaka Okafor: name-in-narration+amount-owed']);
    expect(fits(1_000_000, 'NIP/ACCESS/TUNDE BAKARE & SONS/DUES', [ada, tunde, kemi])).toEqual(['Tunde Bakare: name-in-narration+whole-periods']);
  });

  it('names a member in the narration who owes, whatever the amount, before members who only owe the amount', () => {
    expect(fits(300_000, 'TRF FROM OKAFOR A/GTB', [ada, kemi])).toEqual(['Adaeze Chiamaka Okafor: name-in-narration']);
    const weekly = owing('Tunde Bakare', 1_200_000, { perPeriodKobo: 400_000, purseName: 'Weekly Ajo' });
    expect(fits(500_000, 'TRF FROM BAKARE T', [ada, weekly, kemi])).toEqual(['Tunde Bakare: name-in-narration', 'Adaeze Chiamaka Okafor: amount-owed', 'Kemi Bello: amount-owed']);
  });

  it('names nobody on an amount many members owe, nor anyone who owes nothing', () => {
    const many = ['Ada Obi', 'Bisi Ade', 'Chidi Eze', 'Dayo Ola'].map((n) => owing(n, 500_000));
    expect(fits(500_000, 'MOBILE TRANSFER', many)).toEqual([]);
    expect(fits(500_000, 'MOBILE TRANSFER', many.slice(0, 3))).toHaveLength(3);
    expect(fits(500_000, 'TRF FROM KEMI BELLO', [owing('Kemi Bello', 0)])).toEqual([]);
    // A credit of more than they owe is not theirs by amount.
    expect(fits(2_000_000, 'MOBILE TRANSFER', [tunde])).toEqual([]);
    // Nor a sum that is no whole number of periods.
    expect(fits(700_000, 'MOBILE TRANSFER', [tunde])).toEqual([]);
  });

  it('never takes a surname alone, or another person of the same surname, for the member', () => {
    expect(fits(300_000, 'TRF FROM CHIOMA OKAFOR', [ada])).toEqual([]);
    expect(fits(300_000, 'TRF FROM OKAFOR', [ada])).toEqual([]);
  });
});
