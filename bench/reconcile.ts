/**
 * Statement import and matching (issue 13 §4): a generated 5,000-line statement, as CSV and as
 * XLSX, parsed and matched against 2,000 pending proofs. Prints the median of several rounds and
 * the process's peak memory. Run: node --import tsx bench/reconcile.ts
 *
 * The data is shaped like one busy purse: most members pay the same dues (₦5,000 is 40 % of the
 * proofs), so the amount buckets are large and the matcher's work is the realistic worst case.
 */
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { matchCredits, type PendingProof } from '../sync-server/reconcile/match-credits';
import { parseStatement } from '../sync-server/reconcile/parse-statement';
import type { StatementCredit } from '../sync-server/reconcile/statement-credit';

const LINES = 5_000;
const PROOFS = 2_000;
const ROUNDS = 7;
const FIRST = ['ADAEZE', 'EMEKA', 'TUNDE', 'FATIMA', 'CHIDI', 'AMINA', 'GRACE', 'MUSA', 'IFEOMA', 'BOLA', 'KEMI', 'SEGUN'];
const LAST = ['OKAFOR', 'OBI', 'BAKARE', 'ABUBAKAR', 'EZE', 'YUSUF', 'ADEBAYO', 'IBRAHIM', 'NWOSU', 'ADE', 'BELLO', 'OJO'];
const UNPAID_LAST = ['DANJUMA', 'NNAMDI', 'OKONKWO', 'LAWAL'];
const DUES = [5_000, 5_000, 5_000, 5_000, 10_000, 10_000, 2_000, 20_000, 3_500, 7_500];

// A small deterministic generator, so every run measures the same statement.
let seed = 13;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

interface Line { at: Date; naira: number; credit: boolean; name: string; reference: string }
const start = Date.UTC(2026, 9, 1, 7);
const lines: Line[] = Array.from({ length: LINES }, (_, i) => ({
  at: new Date(start + i * 15 * 60_000 + Math.floor(random() * 600_000)),
  naira: random() < 0.7 ? pick(DUES) : Math.floor(random() * 50_000) + 100,
  credit: random() < 0.75,
  name: `${pick(FIRST)} ${pick(LAST)}`,
  reference: `NIP${100000000 + i}`,
}));
const lagos = (d: Date) => new Date(d.getTime() + 3_600_000);
const csvDate = (d: Date) => lagos(d).toISOString().slice(0, 19).replace('T', ' ');
const money = (n: number) => n.toLocaleString('en-NG', { minimumFractionDigits: 2 });

const csv = [
  'ACCESS BANK PLC - CUSTOMER STATEMENT',
  'Account Name:,AJO PURSE',
  'Posted Date,Reference,Description,Withdrawals,Lodgements,Balance',
  ...lines.map((l) => `${csvDate(l.at)},${l.reference},"${l.credit ? 'TRF FROM' : 'TRF TO'} ${l.name}/NIP MOB",${l.credit ? '-' : `"${money(l.naira)}"`},${l.credit ? `"${money(l.naira)}"` : '-'},"${money(1_000_000)}"`),
].join('\n');
const sheet: SheetData = [
  ['GTBANK STATEMENT', null, null, null, null],
  ['Trans Date', 'Reference', 'Narration', 'Debit', 'Credit'],
  ...lines.map((l) => [
    { value: lagos(l.at), type: Date, format: 'dd/mm/yyyy hh:mm:ss' },
    l.reference,
    `${l.credit ? 'TRF FROM' : 'TRF TO'} ${l.name}`,
    l.credit ? null : l.naira,
    l.credit ? l.naira : null,
  ]),
];

// Proofs: most for credits of the statement (a third naming their reference), the rest unpaid.
const creditLines = lines.filter((l) => l.credit);
const paidLine = new Map<string, number>();
const pending: PendingProof[] = Array.from({ length: PROOFS }, (_, i) => {
  const paid = i < PROOFS * 0.8 ? creditLines[Math.floor((i * creditLines.length) / PROOFS)]! : null;
  // The CSV's row of a line is its index + 4 (three rows of title and header above).
  if (paid) paidLine.set(`c${i}`, lines.indexOf(paid) + 4);
  const at = paid ? paid.at : new Date(start + Math.floor(random() * LINES * 15 * 60_000));
  return {
    id: `c${i}`,
    amountKobo: (paid ? paid.naira : pick(DUES)) * 100,
    submittedAt: new Date(at.getTime() + Math.floor(random() * 3 * 3_600_000)).toISOString(),
    // The unpaid members bear names no credit carries: a wrong "confident" match is then the matcher's fault.
    payerName: paid ? paid.name.split(' ').reverse().join(' ').toLowerCase() : `${pick(FIRST)} ${pick(UNPAID_LAST)}`,
    declaredReference: paid && i % 3 === 0 ? paid.reference : null,
    readReference: null,
    readSessionId: null,
    readPaidAt: paid && i % 2 === 0 ? at.toISOString() : null,
    readAmountKobo: null,
    payCode: null,
  };
});

async function median<T>(run: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const times: number[] = [];
  let value!: T;
  for (let round = 0; round < ROUNDS; round += 1) {
    const began = performance.now();
    value = await run();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(ROUNDS / 2)]!, value };
}

const csvBytes = new TextEncoder().encode(csv);
const xlsxBytes = new Uint8Array(await writeXlsxFile(sheet).toBuffer());
const parsedCsv = await median(() => parseStatement({ bytes: csvBytes }));
const parsedXlsx = await median(() => parseStatement({ bytes: xlsxBytes }));
if (!parsedCsv.value.ok || !parsedXlsx.value.ok) throw new Error('the generated statements must parse');
const credits: StatementCredit[] = parsedCsv.value.credits;
const matched = await median(() => matchCredits(credits, pending));
const result = matched.value;

const confident = result.matches.filter((m) => m.confident);
const wrong = confident.filter((m) => paidLine.get(m.contributionId) !== m.line).length;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`Statement reconcile: ${LINES} lines (${credits.length} credits) against ${PROOFS} pending proofs, median of ${ROUNDS}`);
console.log(`  parse CSV   ${mb(csvBytes.length).padStart(8)}  ${parsedCsv.ms.toFixed(0).padStart(6)} ms`);
console.log(`  parse XLSX  ${mb(xlsxBytes.length).padStart(8)}  ${parsedXlsx.ms.toFixed(0).padStart(6)} ms`);
console.log(`  match                 ${matched.ms.toFixed(0).padStart(6)} ms  (${result.matches.length} matches, ${confident.length} confident of which ${wrong} wrong, ${result.unmatchedCredits.length} credits and ${result.unmatchedProofs.length} proofs unmatched)`);
console.log(`  peak memory (RSS)     ${mb(process.resourceUsage().maxRSS * 1024)}`);
