/**
 * `nice -n 10 node --import tsx bench/receipts.ts` (issues 13 and 22): the receipt reader on the
 * fixed-layout corpus and on the broad corpus of generated layouts (LAYOUTS layouts per family, 30
 * by default: a clean screenshot of each and a photo of a screen of every other one). Prints the
 * share right per field for tuned and held-out families, clean and photo, per family, the duplicate
 * detector on the fixed corpus, and what OCR costs per proof. Misreadings are listed for tuned
 * layouts only: held-out families are never looked at one by one (layout-spec.ts).
 * SAVE=name keeps this run's readings; BEFORE=name prints a saved run's table on the same corpus
 * first, so a change to the reader is measured before and after on the same images.
 * Asserts nothing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOcrEngine } from '../sync-server/receipts/ocr-engine';
import { readReceipt, type ReceiptResult } from '../sync-server/receipts/read-receipt';
import { measureAccuracy, readCorpus, type ReadResult } from '../tests/receipts/accuracy';
import { fieldTable, formatAccuracy } from '../tests/receipts/accuracy-table';
import { accuracyRows, scoreFields, SCORED_FIELDS } from '../tests/receipts/field-scores';
import { generateCorpus, generateLayoutCorpus, type CorpusEntry } from '../tests/receipts/generate-corpus';
import { HELD_OUT_FAMILIES } from '../tests/receipts/layout-spec';

const LAYOUTS = Number(process.env.LAYOUTS ?? 30);
const SEED = 22;
const saved = join(tmpdir(), 'gp-receipts-bench');

const generating = performance.now();
const classic = await generateCorpus(join(tmpdir(), 'gp-receipts-corpus'));
const generated = await generateLayoutCorpus(join(tmpdir(), `gp-receipts-layouts-${SEED}-${LAYOUTS}`), { seed: SEED, layouts: LAYOUTS });
const generateS = (performance.now() - generating) / 1000;
const entries = [...classic, ...generated];

const engine = await createOcrEngine();
// A first read warms the worker (wasm compiled, model loaded), as a long-running server's would be.
await readReceipt(engine, new Uint8Array(readFileSync(entries[0]!.path)));
const results = new Map<string, ReadResult>();
const cpu = process.cpuUsage();
const started = performance.now();
const scored = await readCorpus(entries, async (bytes) => readReceipt(engine, bytes));
const wallS = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
await engine.terminate();
for (const s of scored) results.set(s.entry.id, s.result);

/** tuned / held-out / fixed, and clean or photo. */
const groupOf = (e: CorpusEntry) => `${e.family ? (e.heldOut ? 'held-out' : 'tuned') : 'fixed-9'} ${e.kind}`;

function tables(label: string, readings: Map<string, ReadResult>): void {
  const rescored = entries.filter((e) => readings.has(e.id)).map((entry) => {
    const r = readings.get(entry.id)!;
    return { entry, score: scoreFields(entry, r.reading, r.regions) };
  });
  console.log(`\n== receipts (${label}): share right per field`);
  for (const line of fieldTable(accuracyRows(rescored, groupOf).filter((row) => row.group !== 'all'), 'group')) console.log(line);
  console.log(`\n== receipts (${label}): per family (amount and reference are the goals)`);
  const layouts = rescored.filter((s) => s.entry.family);
  for (const line of fieldTable(accuracyRows(layouts, (e) => `${e.heldOut ? '*' : ' '}${e.family} ${e.kind}`).filter((row) => row.group !== 'all').sort((a, b) => a.group.localeCompare(b.group)), 'family (* held out)')) console.log(line);
}

if (process.env.BEFORE) {
  const before = JSON.parse(readFileSync(join(saved, `${process.env.BEFORE}.json`), 'utf8')) as Record<string, ReadResult>;
  tables(`before: ${process.env.BEFORE}`, new Map(Object.entries(before)));
}
tables('this reader', results);
if (process.env.SAVE) {
  if (!existsSync(saved)) mkdirSync(saved, { recursive: true });
  writeFileSync(join(saved, `${process.env.SAVE}.json`), JSON.stringify(Object.fromEntries(results)));
}

console.log(`\n(goal on held-out families: amounts and references >= 90 % on clean screenshots, >= 75 % on photos; held out: ${HELD_OUT_FAMILIES.join(', ')})`);
console.log(`(fields: ${SCORED_FIELDS.join(', ')}; reference = every identifier shown read exactly; ref and session each alone where shown; regions = the figures read right have regions on their drawn boxes)`);
console.log('\nmisread on tuned layouts (first 25):');
const misread = scored.filter((s) => !s.entry.heldOut && s.entry.family && SCORED_FIELDS.some((f) => s.score[f] === false));
for (const s of misread.slice(0, 25)) console.log(`  ${s.entry.id} (${s.entry.mode}, ${s.entry.font}): ${SCORED_FIELDS.filter((f) => s.score[f] === false).join(', ')}`);

// The duplicate detector on the fixed corpus, from the readings above (no second OCR pass).
const inOrder = classic.map((e) => results.get(e.id)! as ReceiptResult).values();
const report = await measureAccuracy(classic, async () => inOrder.next().value!);
console.log(`\n== receipts: the fixed-layout corpus (${classic.length} images) with the duplicate detector`);
for (const line of formatAccuracy(report)) console.log(line);

const counts = new Map<string, number>();
for (const e of generated) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
console.log(`\n== receipts: ${entries.length} images (${classic.length} fixed-layout, ${generated.length} generated: ${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')}), drawn in ${generateS.toFixed(0)} s${generateS < 5 ? ' (cached)' : ''}`);
console.log(`OCR with one engine (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}): ${(wallS / entries.length).toFixed(2)} s wall and ${((used.user + used.system) / 1e6 / entries.length).toFixed(2)} CPU s per proof`);
