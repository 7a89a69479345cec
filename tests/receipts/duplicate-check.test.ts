import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seeded } from './receipt-data';
import { duplicateReason, FINE_THRESHOLD, type ProofPrint } from './duplicate-check';
import { chooseThreshold, pairDistances, type PairDistance } from './duplicate-pairs';
import { fineDifference, fineSignature } from '../../sync-server/receipts/fine-difference';
import type { CorpusEntry } from './generate-corpus';

const W = 400;
const H = 800;

/** A receipt-like picture: a solid header, then lines of "letters" (thin strokes) of seeded lengths; optionally one line rewritten. */
function picture(seed: number, edit = false): Buffer {
  const r = seeded(seed);
  const pixels = Buffer.alloc(W * H, 255);
  pixels.fill(0, 0, W * 40);
  for (let row = 56; row < H - 30; row += 36) {
    const start = r.int(10, 60);
    const end = r.int(200, 390);
    // The edited bar is the "amount": a longer number in the same place.
    const stop = edit && row === 92 ? Math.min(390, end + 60) : end;
    for (let y = row; y < row + 14; y++) for (let x = start; x < stop; x++) if (x % 5 < 2) pixels[y * W + x] = 30;
  }
  return pixels;
}
const png = (pixels: Buffer) => sharp(pixels, { raw: { width: W, height: H, channels: 1 } }).png().toBuffer();

describe('the finer comparison', () => {
  it('finds an edited amount and a cropped, shrunk copy close, and a different receipt far', async () => {
    const original = await fineSignature(await png(picture(1)));
    const edited = await fineSignature(await png(picture(1, true)));
    const cropped = await fineSignature(await sharp(await png(picture(1))).extract({ left: 6, top: 16, width: W - 6, height: H - 16 }).resize({ width: 300 }).jpeg({ quality: 60 }).toBuffer());
    const other = await fineSignature(await png(picture(2)));
    expect(fineDifference(original, edited)).toBeLessThan(FINE_THRESHOLD);
    expect(fineDifference(original, cropped)).toBeLessThan(FINE_THRESHOLD);
    expect(fineDifference(original, other)).toBeGreaterThan(FINE_THRESHOLD * 2);
  });
});

describe('the duplicate detector', () => {
  const print = (dhash: string, reading: Partial<ProofPrint['reading']> = {}): ProofPrint => ({ dhash, fine: null, reading: { reference: null, sessionId: null, ...reading } });
  const zeros = '0'.repeat(64);
  it.each([
    ['the same session ID', { sessionId: '000013261124093412000123456789' }, { sessionId: '000013261124093412000123456789' }, 'same-transfer'],
    ['the same long reference', { reference: 'GTB261124123456789' }, { reference: 'GTB261124123456789' }, 'same-transfer'],
    ['a short reference in common (could collide)', { reference: 'ABC123' }, { reference: 'ABC123' }, null],
    ['different session IDs', { sessionId: '000013261124093412000123456789' }, { sessionId: '000013261124093412000123456780' }, null],
    ['nothing read', {}, {}, null],
  ] as const)('calls two proofs with %s %s', async (_name, a, b, reason) => {
    expect(await duplicateReason(print(zeros, a), print(zeros, b))).toBe(reason);
  });
});

describe('the threshold chosen from measured pairs', () => {
  const pair = (distance: number, shouldFlag: boolean): PairDistance => ({ a: 'a', b: 'b', distance, shouldFlag, sameStyle: true });
  it.each([
    ['midway when the sets separate', [pair(2, true), pair(9, true), pair(19, false), pair(40, false)], { threshold: 13, margin: 10, separates: true, fp: 0, fn: 0 }],
    ['below the closest genuine pair when they overlap, counting the misses', [pair(3, true), pair(17, true), pair(11, false)], { threshold: 10, margin: -6, separates: false, fp: 0, fn: 1 }],
  ] as const)('lies %s', (_name, pairs, want) => {
    const c = chooseThreshold(pairs);
    expect({ threshold: c.threshold, margin: c.margin, separates: c.separates, fp: c.falsePositives.length, fn: c.falseNegatives.length }).toEqual(want);
  });

  it('counts a copy of a copy as the same receipt as the original', () => {
    const entry = (id: string, sameAs?: string) => ({ id, style: 'opay', ...(sameAs ? { sameAs } : {}) }) as CorpusEntry;
    const pairs = pairDistances([entry('shot'), entry('edited', 'shot'), entry('reused', 'edited'), entry('other')], () => 1);
    expect(pairs.filter((p) => p.shouldFlag).map((p) => `${p.a}~${p.b}`)).toEqual(['shot~edited', 'shot~reused', 'edited~reused']);
  });
});
