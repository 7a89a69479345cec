/**
 * `npx tsx bench/transfer-links.ts` (issue 22 §1): does the image check link two different
 * transfers of one bank app? For each layout, 30 transfers from one payer to one account (amounts
 * drawn from six, so many are equal; other days, references and session IDs) plus 2 edited amounts
 * and 2 re-saved copies (tests/transfers/transfer-corpus.ts). Every pair of a layout is judged by
 * the old rule (a dHash candidate, then the whole-image comparison) and by the new one
 * (transfer-likeness.ts, on the same dHash candidates), fed three ways: ideal readings with the
 * boxes the page drew; the drawn boxes with nothing read; and the real reader's readings and
 * boxes (tesseract), where a shared reference or session ID also links, as on the server. Prints
 * false links (different transfers linked) and missed links (copies not linked) for each.
 * TRANSFERS=10 draws fewer per layout.
 */
import { NO_RECEIPT_FIELDS, type ReceiptReading } from '../shared/receipt-reading';
import { CANDIDATE_MAX_BITS } from '../sync-server/receipt-checks/dhash-index';
import { referenceKeys } from '../sync-server/receipt-checks/reference-key';
import { greyImage } from '../sync-server/receipt-checks/region-difference';
import { REGION_THRESHOLD, transferLikeness, type LikenessProof, type LikenessVerdict } from '../sync-server/receipt-checks/transfer-likeness';
import { dHash, hammingDistance } from '../sync-server/receipts/dhash';
import { fineSignature, sameScreenshot } from '../sync-server/receipts/fine-difference';
import { createOcrEngine } from '../sync-server/receipts/ocr-engine';
import { readReceipt, type ReceiptResult } from '../sync-server/receipts/read-receipt';
import { launchChromium } from '../tests/receipts/render-receipt';
import { generateLayout, HELD_OUT_FAMILIES } from '../tests/receipts/layout-spec';
import type { Random } from '../tests/receipts/receipt-data';
import { FONTS, RECEIPT_STYLES, type Look, type ReceiptStyle } from '../tests/receipts/receipt-styles';
import { transferCorpus, type TransferImage } from '../tests/transfers/transfer-corpus';

const COUNT = Number(process.env.TRANSFERS ?? 30);
const browser = await launchChromium();
let started = performance.now();
// The nine fixed layouts, and one generated layout of each held-out family (never tuned on: tests/receipts/layout-spec.ts).
const looks = (style: ReceiptStyle, r: Random): Look => ({
  mode: r.pick(style.modes), font: style.font ?? r.pick(FONTS), fontPx: 15, money: r.pick(['₦', 'NGN ', '₦short'] as const), date: 'dd Mon yyyy, HH:mm:ss', showFee: false, showBalance: false,
});
const layouts = HELD_OUT_FAMILIES.map((family, i) => generateLayout(family, 22 + i));
const images = await transferCorpus(browser, { styles: RECEIPT_STYLES, looks, layouts }, COUNT, 22);
await browser.close();
console.log(`drew ${images.length} images in ${((performance.now() - started) / 1000).toFixed(0)} s`);

started = performance.now();
const engine = await createOcrEngine();
const read = new Map<string, ReceiptResult>();
for (const image of images) read.set(image.id, await readReceipt(engine, image.bytes));
await engine.terminate();
console.log(`read ${images.length} images in ${((performance.now() - started) / 1000).toFixed(0)} s`);

const prints = await Promise.all(images.map(async (image) => ({ image, dhash: await dHash(image.bytes), fine: await fineSignature(image.bytes), grey: greyImage(image.bytes) })));
type Print = (typeof prints)[number];
const ideal = (image: TransferImage): ReceiptReading => ({ ...NO_RECEIPT_FIELDS, ...image.values.fields, state: 'read' });
const modes: Record<string, (p: Print) => LikenessProof> = {
  'ideal reading + drawn areas': (p) => ({ fine: p.fine, reading: ideal(p.image), regions: p.image.boxes, grey: () => p.grey }),
  'drawn areas, nothing read': (p) => ({ fine: p.fine, reading: null, regions: p.image.boxes, grey: () => p.grey }),
  'the real reader (OCR)': (p) => ({ fine: p.fine, reading: read.get(p.image.id)!.reading, regions: read.get(p.image.id)!.regions ?? null, grey: () => p.grey }),
};
const keysOf = (p: Print) => referenceKeys([read.get(p.image.id)!.reading.reference, read.get(p.image.id)!.reading.sessionId]);

interface Tally { falseLinks: string[]; missed: string[]; pairs: number; copies: number; copyAreas: number[]; transferAreas: number[] }
const tally = new Map<string, Tally>();
const count = (rule: string, linked: boolean, same: boolean, name: string, verdict?: LikenessVerdict) => {
  const t = tally.get(rule) ?? { falseLinks: [], missed: [], pairs: 0, copies: 0, copyAreas: [], transferAreas: [] };
  tally.set(rule, t);
  if (same) t.copies += 1;
  else t.pairs += 1;
  if (linked && !same) t.falseLinks.push(name);
  if (!linked && same) t.missed.push(name);
  if (verdict?.areaDifference !== undefined) (same ? t.copyAreas : t.transferAreas).push(verdict.areaDifference);
};
let edited = 0;
let editedCalledEdited = 0;
for (let i = 0; i < prints.length; i++) {
  for (let j = i + 1; j < prints.length; j++) {
    const [a, b] = [prints[i]!, prints[j]!];
    if (a.image.layout !== b.image.layout) continue;
    const same = a.image.transfer === b.image.transfer;
    const name = `${a.image.id}~${b.image.id}`;
    // As the server: only the dHash index's candidates are compared (dhash-index.ts).
    const candidate = hammingDistance(a.dhash, b.dhash) <= CANDIDATE_MAX_BITS;
    count('old: dHash + whole image', candidate && (await sameScreenshot(a.fine, b.fine)), same, name);
    for (const [mode, proof] of Object.entries(modes)) {
      const verdict: LikenessVerdict = candidate ? await transferLikeness(proof(a), proof(b)) : { likeness: null, why: 'not-aligned' };
      count(`new: ${mode}`, verdict.likeness !== null, same, name, verdict);
      if (mode === 'the real reader (OCR)') {
        // The server links by a shared reference or session ID too (reuse.ts), picture or not.
        const shared = keysOf(a).some((key) => keysOf(b).includes(key));
        count('server: image or same reference (OCR)', verdict.likeness !== null || shared, same, name);
        if (same && (a.image.kind === 'edited' || b.image.kind === 'edited')) {
          edited += 1;
          if (verdict.likeness === 'amount-differs') editedCalledEdited += 1;
        }
      }
    }
  }
}
const layoutCount = new Set(images.map((image) => image.layout)).size;
console.log(`\n== transfer links: ${layoutCount} layouts (9 fixed, ${layouts.length} generated of held-out families) x ${COUNT} transfers of one payer to one account, + 2 edited and 2 re-saved copies each (area threshold ${REGION_THRESHOLD})`);
console.log('rule                                     | false links / different-transfer pairs | missed / copy pairs');
for (const [rule, t] of tally) {
  console.log(`${rule.padEnd(40)} | ${String(t.falseLinks.length).padStart(5)} / ${String(t.pairs).padEnd(31)}| ${t.missed.length} / ${t.copies}`);
  if (t.missed.length) console.log(`    missed: ${t.missed.slice(0, 10).join(', ')}`);
  if (t.falseLinks.length && !rule.startsWith('old')) console.log(`    false: ${t.falseLinks.slice(0, 10).join(', ')}`);
  const sorted = (list: number[]) => [...list].sort((x, y) => x - y);
  const copies = sorted(t.copyAreas);
  const transfers = sorted(t.transferAreas);
  if (copies.length || transfers.length) {
    console.log(`    areas: copies ${copies.map((v) => v.toFixed(2)).join(' ') || '-'}; two transfers from ${transfers[0]?.toFixed(3) ?? '-'} (n=${transfers.length}, 5th ${transfers[4]?.toFixed(3) ?? '-'})`);
  }
}
console.log(`edited amounts called "amount area differs" by the real reader's rule: ${editedCalledEdited} of ${edited}`);
