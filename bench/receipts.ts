/**
 * `node --import tsx bench/receipts.ts` (issue 13, points 4 and 5): the receipt reader on the
 * generated corpus. Prints the accuracy table per kind, the duplicate detector's distances,
 * threshold and false-positive/negative rates, and what OCR costs per proof on this machine: CPU
 * seconds (the whole process's CPU, tesseract's worker thread included, over the run / proofs),
 * peak RSS, and proofs read per minute with one engine and with two. Asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOcrEngine, type OcrEngine } from '../sync-server/receipts/ocr-engine';
import { readReceipt, type ReceiptResult } from '../sync-server/receipts/read-receipt';
import { measureAccuracy } from '../tests/receipts/accuracy';
import { formatAccuracy, misreadings } from '../tests/receipts/accuracy-table';
import { generateCorpus } from '../tests/receipts/generate-corpus';

const dir = join(tmpdir(), 'gp-receipts-corpus');
const generating = performance.now();
const entries = await generateCorpus(dir);
const generateMs = performance.now() - generating;
const proofs = entries.map((e) => new Uint8Array(readFileSync(e.path)));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Reads every proof with `engines.length` engines working side by side; wall time and process CPU. */
async function readAll(engines: OcrEngine[]): Promise<{ results: ReceiptResult[]; wallMs: number; cpuS: number }> {
  const results: ReceiptResult[] = new Array(proofs.length);
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  // Each engine takes the next proof when it finishes one, as the server's queue workers would.
  await Promise.all(engines.map(async (engine) => {
    for (let i = next++; i < proofs.length; i = next++) results[i] = await readReceipt(engine, proofs[i]!);
  }));
  const used = process.cpuUsage(cpu);
  return { results, wallMs: performance.now() - started, cpuS: (used.user + used.system) / 1e6 };
}

const startingOne = performance.now();
const one = [await createOcrEngine()];
const startMs = performance.now() - startingOne;
// A first read warms the worker (wasm compiled, model loaded), as a long-running server's would be.
await readReceipt(one[0]!, proofs[0]!);
const single = await readAll(one);
const rssOne = process.resourceUsage().maxRSS;
const two = [...one, await createOcrEngine()];
await readReceipt(two[1]!, proofs[0]!);
const double = await readAll(two);
const rssTwo = process.resourceUsage().maxRSS;
await Promise.all(two.map((engine) => engine.terminate()));

// The accuracy is scored on the one-engine results (measureAccuracy asks for them in corpus order).
const inOrder = single.results.values();
const report = await measureAccuracy(entries, async () => inOrder.next().value!);

const counts = new Map<string, number>();
for (const e of entries) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
const kinds = [...counts].map(([kind, n]) => `${n} ${kind}`).join(', ');
console.log(`\n== receipts: accuracy on the generated corpus (${entries.length} images: ${kinds}; ${new Set(entries.map((e) => e.style)).size} layouts; generated in ${(generateMs / 1000).toFixed(1)} s${generateMs < 2000 ? ', cached' : ''})`);
console.log('goal: amounts and references >= 90 % on clean screenshots, >= 75 % on photos of a screen; zero false duplicate flags');
for (const line of formatAccuracy(report)) console.log(line);
console.log('misread (first 12):');
for (const line of misreadings(report).slice(0, 12)) console.log(`  ${line}`);

const perMinute = (run: typeof single) => (proofs.length / (run.wallMs / 60_000)).toFixed(1);
// Wall-clock rates suffer when other work shares the cores; CPU seconds per proof do not.
console.log(`\n== receipts: OCR cost per proof (${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}, ${proofs.length} proofs, tesseract.js 7 LSTM, eng 4.0.0_best_int)`);
console.log(`engine start: ${(startMs / 1000).toFixed(2)} s`);
console.log(`one engine:  ${perMinute(single)} proofs/min | ${(single.wallMs / proofs.length / 1000).toFixed(2)} s wall and ${(single.cpuS / proofs.length).toFixed(2)} CPU s per proof | peak RSS ${mb(rssOne)}`);
console.log(`two engines: ${perMinute(double)} proofs/min | ${(double.wallMs / proofs.length / 1000).toFixed(2)} s wall and ${(double.cpuS / proofs.length).toFixed(2)} CPU s per proof | peak RSS ${mb(rssTwo)}`);
