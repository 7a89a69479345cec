import { describe, expect, it } from 'vitest';
import { decideDateOrder, orderEvidence } from './date-order';

const at = (...texts: string[]) => texts.map((text, index) => ({ where: `row ${index + 2}`, text }));

describe('orderEvidence tells which order a date proves', () => {
  it.each([
    ['24/11/2026', 'day-first'],
    ['09/14/2026 06:49:31 AM', 'month-first'],
    ['09/05/2026', 'either'],
    ['5-9-26', 'either'],
    ['24-Nov-2026', null],
    ['2026-11-24 10:21:33', null],
    ['31/31/2026', null],
  ])('%s proves %s', (text, evidence) => {
    expect(orderEvidence(text)).toBe(evidence);
  });
});

describe('decideDateOrder decides per file, never guessing', () => {
  it('takes the order a date over 12 proves, for every date of the file', () => {
    expect(decideDateOrder(at('09/05/2026', '09/14/2026'))).toEqual({ ok: true, order: 'month-first' });
    expect(decideDateOrder(at('09/05/2026', '24/05/2026'))).toEqual({ ok: true, order: 'day-first' });
  });

  it('asks when every date reads either way, showing two of them and their rows', () => {
    expect(decideDateOrder(at('09/05/2026', '10/06/2026', '11/07/2026'))).toMatchObject({
      ok: false,
      code: 'statement-date-order-unknown',
      params: { dates: '"09/05/2026", "10/06/2026"', detail: 'row 2 and row 3' },
    });
  });

  it('refuses a file whose dates prove both orders, naming both rows', () => {
    expect(decideDateOrder(at('25/03/2026', '03/25/2026'))).toMatchObject({
      ok: false,
      code: 'statement-date-order-unknown',
      params: { detail: 'row 2 "25/03/2026" can only be day first, row 3 "03/25/2026" only month first' },
    });
  });

  it('uses the admin\'s answer when the file cannot decide, and the file\'s proof over the answer', () => {
    expect(decideDateOrder(at('09/05/2026'), 'month-first')).toEqual({ ok: true, order: 'month-first' });
    expect(decideDateOrder(at('09/05/2026', '24/05/2026'), 'month-first')).toEqual({ ok: true, order: 'day-first' });
  });

  it('needs no order for a file without numeric day-month dates', () => {
    expect(decideDateOrder(at('24-Nov-2026', '2026-11-25'))).toEqual({ ok: true, order: null });
  });
});
