/**
 * `nice -n 10 node --import tsx bench/thumbnails.ts` (issue 26 §6): the thumbnails a reviewer's
 * phone keeps for offline review, on the receipt corpora (the nine fixed layouts and LAYOUTS
 * generated layouts per family, tuned and held out; screenshots and photos of screens). For each
 * receipt the real reader reads the original and its thumbnail: of the receipts whose amount (and
 * reference) it reads right on the original, the share it still reads right on the thumbnail
 * stands in for "legible" (the OCR is a harsher reader than an eye at 360 px). Prints the
 * thumbnails' sizes against the 20 KB cap and the server's time to make one. Asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { proofThumbnail, THUMBNAIL_MAX_BYTES } from '../sync-server/proofs/thumbnail';
import { createOcrEngine } from '../sync-server/receipts/ocr-engine';
import { readReceipt } from '../sync-server/receipts/read-receipt';
import { scoreFields } from '../tests/receipts/field-scores';
import { generateCorpus, generateLayoutCorpus, type CorpusEntry } from '../tests/receipts/generate-corpus';
import { percentile } from './load';

const LAYOUTS = Number(process.env.LAYOUTS ?? 10);
const SEED = 22;

const classic = await generateCorpus(join(tmpdir(), 'gp-receipts-corpus'));
const generated = await generateLayoutCorpus(join(tmpdir(), `gp-receipts-layouts-${SEED}-${LAYOUTS}`), { seed: SEED, layouts: LAYOUTS });
const entries: CorpusEntry[] = [...classic, ...generated];

const engine = await createOcrEngine();
await readReceipt(engine, new Uint8Array(readFileSync(entries[0]!.path)));

type Tally = { receipts: number; amountRight: number; amountKept: number; referenceRight: number; referenceKept: number; none: number };
const tallies = new Map<string, Tally>();
const sizes: number[] = [];
const makeMs: number[] = [];
const groupOf = (e: CorpusEntry) => `${e.family ? (e.heldOut ? 'held-out' : 'tuned') : 'fixed-9'} ${e.kind === 'photo' ? 'photo' : 'screenshot'}`;

for (const entry of entries) {
  const bytes = new Uint8Array(readFileSync(entry.path));
  const started = performance.now();
  const thumbnail = await proofThumbnail(bytes);
  makeMs.push(performance.now() - started);
  const tally = tallies.get(groupOf(entry)) ?? { receipts: 0, amountRight: 0, amountKept: 0, referenceRight: 0, referenceKept: 0, none: 0 };
  tallies.set(groupOf(entry), tally);
  tally.receipts += 1;
  if (!thumbnail) {
    tally.none += 1;
    continue;
  }
  sizes.push(thumbnail.length);
  const original = scoreFields(entry, (await readReceipt(engine, bytes)).reading);
  const small = scoreFields(entry, (await readReceipt(engine, thumbnail)).reading);
  if (original.amount) {
    tally.amountRight += 1;
    if (small.amount) tally.amountKept += 1;
  }
  if (original.reference) {
    tally.referenceRight += 1;
    if (small.reference) tally.referenceKept += 1;
  }
}
await engine.terminate();

const pct = (n: number, of: number) => (of === 0 ? '   –  ' : `${((100 * n) / of).toFixed(1).padStart(5)}%`);
console.log(`\n== thumbnails: still read right on the thumbnail, of those read right on the original (${entries.length} receipts)`);
console.log('group                 receipts   amount            reference         no thumbnail');
for (const [group, t] of [...tallies].sort()) {
  console.log(`${group.padEnd(22)}${String(t.receipts).padStart(8)}   ${pct(t.amountKept, t.amountRight)} of ${String(t.amountRight).padStart(3)}     ${pct(t.referenceKept, t.referenceRight)} of ${String(t.referenceRight).padStart(3)}     ${t.none}`);
}
const sorted = [...sizes].sort((a, b) => a - b);
const ms = [...makeMs].sort((a, b) => a - b);
console.log(`\nsizes: p50 ${(percentile(sorted, 0.5) / 1000).toFixed(1)} KB, p90 ${(percentile(sorted, 0.9) / 1000).toFixed(1)} KB, max ${(sorted.at(-1)! / 1000).toFixed(1)} KB (cap ${THUMBNAIL_MAX_BYTES / 1000} KB); over the cap: ${sorted.filter((n) => n > THUMBNAIL_MAX_BYTES).length}`);
console.log(`made in: p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms (sharp, on libvips's threads)`);
