import { describe, expect, it } from 'vitest';
import { narrationWords, payerNameIn, payerWords } from './payer-name';

describe('payerNameIn finds the payer in a bank narration', () => {
  it.each([
    ['Adaeze Okafor', 'TRF FROM ADAEZE OKAFOR/GTB', true],
    ['Adaeze Okafor', 'NIP/OKAFOR ADAEZE/MOB', true],
    ['adaeze okafor', 'trf from okafor a', true],
    ['Adaeze Chiamaka Okafor', 'TRF FROM ADAEZE OKAFOR', true],
    ['Adaeze Okafor', 'TRF FROM ADAEZE OKAF', true],
    ['Tunde Bakare', 'NIP/ACCESS/TUNDE BAKARE & SONS/DUES', true],
    ['Madonna', 'TRF FROM MADONNA', true],
    ['Adaeze Okafor', 'TRF FROM ADAEZE NWOSU', false],
    ['Adaeze Okafor', 'TRF FROM CHIOMA OKAFOR', false],
    ['Adaeze Okafor', 'TRF FROM A O', false],
    ['Bo', 'TRF FROM BO', false],
  ])('%s in %j: %s', (name, narration, found) => {
    expect(payerNameIn(payerWords(name), narrationWords(narration))).toBe(found);
  });
});
