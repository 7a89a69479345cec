/**
 * Generates the receipt corpus of issue 13: images of Nigerian bank receipts with their known
 * values, written to a folder with a manifest.json. Seeded and cached: the same seed and
 * generator version reuse the folder's images.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ReceiptFields } from '../../shared/receipt-reading';
import { planCorpus, type CorpusKind, type PlannedEntry, type Recapture } from './corpus-plan';
import { launchChromium, photograph, screenshot } from './render-receipt';

/** Bump when the drawings change, so cached corpora are redrawn. */
export const GENERATOR_VERSION = 4;
export const DEFAULT_SEED = 13;

/** One image of the corpus and what it truly shows. */
export interface CorpusEntry {
  id: string;
  /** The image's file name in the corpus folder. */
  file: string;
  /** The image's absolute path. */
  path: string;
  kind: CorpusKind;
  /** The layout ('opay', 'gtworld', 'access-slip', ...). */
  style: string;
  mode: 'light' | 'dark';
  font: string;
  /** For edited and reused entries: the entry whose receipt this one copies. */
  sameAs?: string;
  /** Whether the receipt also shows a fee and a balance (amounts the reader must not take). */
  shows: { fee: boolean; balance: boolean };
  fields: ReceiptFields;
}

interface Manifest {
  generator: number;
  seed: number;
  entries: Omit<CorpusEntry, 'path'>[];
}

/** Crops a few pixels off each side, scales and recompresses: an image saved again, or forwarded. */
async function recompress(image: Buffer, r: Recapture): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const [top, right, bottom, left] = r.crop.map((f, i) => Math.round(f * (i % 2 === 0 ? height : width))) as [number, number, number, number];
  return sharp(image)
    .extract({ left, top, width: width - left - right, height: height - top - bottom })
    .resize({ width: Math.round((width - left - right) * r.scale) })
    .jpeg({ quality: r.quality })
    .toBuffer();
}

function describe(entry: PlannedEntry, dir: string): CorpusEntry {
  const file = `${entry.id}.${entry.kind === 'photo' || entry.recapture || entry.capture.format === 'jpeg' ? 'jpg' : 'png'}`;
  return {
    id: entry.id, file, path: join(dir, file), kind: entry.kind, style: entry.style.name, mode: entry.look.mode, font: entry.look.font,
    ...(entry.sameAs ? { sameAs: entry.sameAs } : {}), shows: { fee: entry.look.showFee, balance: entry.look.showBalance }, fields: entry.values.fields,
  };
}

function cached(dir: string, seed: number): CorpusEntry[] | null {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (manifest.generator !== GENERATOR_VERSION || manifest.seed !== seed) return null;
  const entries = manifest.entries.map((e) => ({ ...e, path: join(dir, e.file) }));
  return entries.every((e) => existsSync(e.path)) ? entries : null;
}

/**
 * Renders the corpus into `dir` (or reuses it when `dir` already holds this seed's corpus).
 * @example const entries = await generateCorpus(join(tmpdir(), 'gp-receipts')); entries.length === 51
 */
export async function generateCorpus(dir: string, options: { seed?: number } = {}): Promise<CorpusEntry[]> {
  const seed = options.seed ?? DEFAULT_SEED;
  const reuse = cached(dir, seed);
  if (reuse) return reuse;
  mkdirSync(dir, { recursive: true });
  const plan = planCorpus(seed);
  const shots = new Map<string, Buffer>();
  const browser = await launchChromium();
  try {
    for (const entry of plan) {
      let image: Buffer;
      if (entry.recapture) {
        // A re-capture starts from the original's saved image, not from a fresh drawing.
        const original = shots.get(entry.sameAs!)!;
        image = entry.recapture.photo ? await photograph(browser, original, entry.recapture.photo) : await recompress(original, entry.recapture);
      } else {
        const shot = await screenshot(browser, entry.style.page(entry.values, entry.look), entry.capture);
        image = entry.photo ? await photograph(browser, shot, entry.photo) : shot;
      }
      shots.set(entry.id, image);
      writeFileSync(join(dir, describe(entry, dir).file), image);
    }
  } finally {
    await browser.close();
  }
  const entries = plan.map((entry) => describe(entry, dir));
  const manifest: Manifest = { generator: GENERATOR_VERSION, seed, entries: entries.map(({ path: _path, ...rest }) => rest) };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return entries;
}
