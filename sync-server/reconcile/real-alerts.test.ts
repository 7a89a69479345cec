import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';

interface Sample {
  id: string;
  bank: string;
  heldOut: boolean;
  text: string;
  expect: { side: 'credit' | 'debit'; amountKobo: number; postedAt: string | null };
}

const { alerts } = JSON.parse(readFileSync(new URL('./fixtures/real-alerts.json', import.meta.url), 'utf8')) as { alerts: Sample[] };
const tuning = alerts.filter((sample) => !sample.heldOut);

// Real alert shapes from public sources (fixtures/real-alerts.json). The held-out third is only
// counted by bench/alerts.ts, never tuned on: here it must only never be lost.
describe('parseStatement reads real Nigerian alerts', () => {
  it('holds at least 70 samples from at least 15 banks, a third held out', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(70);
    expect(new Set(alerts.map((sample) => sample.bank)).size).toBeGreaterThanOrEqual(15);
    expect(alerts.filter((sample) => sample.heldOut).length / alerts.length).toBeGreaterThan(0.28);
  });

  it.each(tuning.map((sample) => [sample.id, sample] as const))('%s (tuning set): side, amount and date', async (_, sample) => {
    const outcome = await parseStatement({ text: sample.text }, { dateOrder: 'day-first' });
    if (sample.expect.side === 'debit') {
      expect(outcome).toMatchObject({ ok: false, code: 'statement-no-credits', params: { detail: '1 debits were skipped' } });
      return;
    }
    expect(outcome).toMatchObject({ ok: true, unreadable: [], skippedDebits: 0 });
    expect(outcome.ok && outcome.credits.map((credit) => [credit.amountKobo, credit.postedAt])).toEqual([[sample.expect.amountKobo, sample.expect.postedAt]]);
  });

  it('loses none of the held-out alerts: each is read or listed, alone and all pasted together', async () => {
    const heldOut = alerts.filter((sample) => sample.heldOut);
    for (const sample of heldOut) {
      const outcome = await parseStatement({ text: sample.text }, { dateOrder: 'day-first' });
      const accounted = outcome.ok ? outcome.credits.length + outcome.skippedDebits + outcome.unreadable.length : outcome.code === 'statement-no-credits' ? 1 : 0;
      expect(accounted, sample.id).toBe(1);
    }
    const together = await parseStatement({ text: heldOut.map((sample) => sample.text.trim()).join('\n') }, { dateOrder: 'day-first' });
    expect(together.ok && together.credits.length + together.skippedDebits + together.unreadable.length).toBe(heldOut.length);
  });

  it('reads the tuning alerts pasted together with no blank line between them, in order', async () => {
    const outcome = await parseStatement({ text: tuning.map((sample) => sample.text.trim()).join('\n') }, { dateOrder: 'day-first' });
    const credits = tuning.filter((sample) => sample.expect.side === 'credit').map((sample) => [sample.expect.amountKobo, sample.expect.postedAt]);
    expect(outcome).toMatchObject({ ok: true, unreadable: [], skippedDebits: tuning.length - credits.length });
    expect(outcome.ok && outcome.credits.map((credit) => [credit.amountKobo, credit.postedAt])).toEqual(credits);
  });
});
