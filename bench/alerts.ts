/**
 * Real alerts read (issue 22 §4): every sample of sync-server/reconcile/fixtures/real-alerts.json
 * pasted alone, then all of a set pasted together in one text, through parseStatement. Prints,
 * per bank, the alerts read correctly (side, amount and date — or no date when the alert prints
 * none) on the tuning set and on the held-out set apart, and how many alerts were listed as
 * unreadable against silently lost (must be 0). A paste whose dates read either way is answered
 * "day first" as an admin would (Nigerian banks print day first) and counted as asked.
 * Run: npx tsx bench/alerts.ts            (add --failures to see the tuning set's misreads;
 *                                          the held-out set's are never printed)
 */
import { readFileSync } from 'node:fs';
import { parseStatement } from '../sync-server/reconcile/parse-statement';
import type { StatementOutcome } from '../sync-server/reconcile/statement-credit';

interface Sample {
  id: string;
  bank: string;
  heldOut: boolean;
  text: string;
  expect: { side: 'credit' | 'debit'; amountKobo: number; postedAt: string | null; narrationIncludes?: string };
}

const { alerts } = JSON.parse(readFileSync(new URL('../sync-server/reconcile/fixtures/real-alerts.json', import.meta.url), 'utf8')) as { alerts: Sample[] };
const showFailures = process.argv.includes('--failures');

async function read(text: string): Promise<{ outcome: StatementOutcome; asked: boolean }> {
  const outcome = await parseStatement({ text });
  if (!outcome.ok && outcome.code === 'statement-date-order-unknown') return { outcome: await parseStatement({ text }, { dateOrder: 'day-first' }), asked: true };
  return { outcome, asked: false };
}

type Verdict = 'read' | 'misread' | 'listed' | 'lost';

function judge(sample: Sample, outcome: StatementOutcome): { verdict: Verdict; why: string; narration: boolean | null } {
  if (!outcome.ok) {
    // A paste holding one debit alert is refused as "no credits", the debit counted in its detail.
    const debitCounted = outcome.code === 'statement-no-credits' && outcome.params.detail === '1 debits were skipped';
    if (debitCounted) return { verdict: sample.expect.side === 'debit' ? 'read' : 'misread', why: 'read as a debit', narration: null };
    return { verdict: 'lost', why: `refused: ${outcome.code} ${outcome.message}`, narration: null };
  }
  if (outcome.unreadable.length > 0 && outcome.credits.length === 0 && outcome.skippedDebits === 0) {
    const entry = outcome.unreadable[0]!;
    return { verdict: 'listed', why: `listed unreadable: ${entry.reason} (${entry.detail})`, narration: null };
  }
  const { expect } = sample;
  if (expect.side === 'debit') {
    const ok = outcome.skippedDebits === 1 && outcome.credits.length === 0 && outcome.unreadable.length === 0;
    return { verdict: ok ? 'read' : 'misread', why: `debits ${outcome.skippedDebits}, credits ${outcome.credits.length}, unreadable ${outcome.unreadable.length}`, narration: null };
  }
  const credit = outcome.credits[0];
  if (outcome.credits.length !== 1 || !credit || outcome.unreadable.length > 0) {
    return { verdict: 'misread', why: `credits ${outcome.credits.length}, debits ${outcome.skippedDebits}, unreadable ${outcome.unreadable.length}`, narration: null };
  }
  const narration = expect.narrationIncludes === undefined ? null : credit.narration.toUpperCase().includes(expect.narrationIncludes.toUpperCase());
  const ok = credit.amountKobo === expect.amountKobo && credit.postedAt === expect.postedAt;
  return { verdict: ok ? 'read' : 'misread', why: `amount ${credit.amountKobo} (want ${expect.amountKobo}), date ${credit.postedAt} (want ${expect.postedAt})`, narration };
}

type Tally = { read: number; total: number };
const rows = new Map<string, { tuning: Tally; heldOut: Tally }>();
const totals = { tuning: { read: 0, total: 0 }, heldOut: { read: 0, total: 0 } };
const counts = { listed: 0, lost: 0, misread: 0, asked: 0, narrationRight: 0, narrationChecked: 0 };
const failures: string[] = [];

for (const sample of alerts) {
  const { outcome, asked } = await read(sample.text);
  const { verdict, why, narration } = judge(sample, outcome);
  const set = sample.heldOut ? 'heldOut' : 'tuning';
  const row = rows.get(sample.bank) ?? { tuning: { read: 0, total: 0 }, heldOut: { read: 0, total: 0 } };
  rows.set(sample.bank, row);
  row[set].total += 1;
  totals[set].total += 1;
  if (verdict === 'read') {
    row[set].read += 1;
    totals[set].read += 1;
  } else counts[verdict] += 1;
  if (asked) counts.asked += 1;
  if (narration !== null) {
    counts.narrationChecked += 1;
    if (narration) counts.narrationRight += 1;
  }
  if (verdict !== 'read' && !sample.heldOut) failures.push(`${sample.id}: ${verdict}: ${why}`);
}

const cell = (tally: Tally) => (tally.total === 0 ? '—' : `${tally.read}/${tally.total}`);
console.log('Real alerts, each pasted alone: read correctly (side, amount, date)');
console.log(`${'bank'.padEnd(14)}${'tuning'.padStart(8)}${'held-out'.padStart(10)}`);
for (const [bank, row] of [...rows].sort(([a], [b]) => a.localeCompare(b))) console.log(`${bank.padEnd(14)}${cell(row.tuning).padStart(8)}${cell(row.heldOut).padStart(10)}`);
console.log(`${'total'.padEnd(14)}${cell(totals.tuning).padStart(8)}${cell(totals.heldOut).padStart(10)}`);
console.log(`banks: ${rows.size}; misread: ${counts.misread}; listed as unreadable: ${counts.listed}; silently lost: ${counts.lost}`);
console.log(`asked for the date order (answered day first): ${counts.asked}; payer/narration words kept: ${counts.narrationRight}/${counts.narrationChecked}`);

// A seeded shuffle, so every run pastes the same orders.
let seed = 22;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const shuffled = <T>(list: readonly T[]): T[] => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
};

// All of a set in one paste, with and without blank lines between the alerts, in fixture order
// and in three shuffled orders.
for (const [name, heldOut] of [['tuning', false], ['held-out', true]] as const) {
  const fixtureOrder = alerts.filter((sample) => sample.heldOut === heldOut);
  for (const [set, order] of [[fixtureOrder, 'fixture order'], ...[1, 2, 3].map((n) => [shuffled(fixtureOrder), `shuffle ${n}`] as const)] as const)
  for (const [joint, label] of [['\n\n', `${order}, blank lines between`], ['\n', `${order}, no blank line between`]] as const) {
    const { outcome, asked } = await read(set.map((sample) => sample.text.trim()).join(joint));
    if (!outcome.ok) {
      console.log(`${name}, one paste (${label}): refused: ${outcome.code}`);
      continue;
    }
    const found = outcome.credits.length + outcome.skippedDebits + outcome.unreadable.length;
    const expected = set.filter((sample) => sample.expect.side === 'credit');
    const credits = expected.length;
    // Each credit in paste order must be the expected one: amount and date.
    const wrong = expected.filter((sample, index) => !(outcome.credits[index]?.amountKobo === sample.expect.amountKobo && outcome.credits[index]?.postedAt === sample.expect.postedAt));
    const right = credits - wrong.length;
    if (process.env.SHOW_WRONG) for (const sample of wrong) console.log('  wrong:', sample.bank, JSON.stringify(sample.expect), JSON.stringify(outcome.credits[expected.indexOf(sample)]));
    console.log(
      `${name}, one paste of ${set.length} (${label}): ${outcome.credits.length}/${credits} credits (${right} right), ${outcome.skippedDebits}/${set.length - credits} debits, ` +
        `${outcome.unreadable.length} listed unreadable, ${Math.max(0, set.length - found)} lost${found > set.length ? `, ${found - set.length} extra` : ''}${asked ? ' (asked for the date order)' : ''}`,
    );
  }
}
if (showFailures) for (const failure of failures) console.log(failure);
