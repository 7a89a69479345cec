/**
 * Draws a planned corpus into a folder with its manifest.json: each entry's image and what it
 * truly shows, with the boxes where its figures were drawn. Cached: a folder that already holds
 * the same plan (same generator version and key) is reused as it is.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ReceiptFields } from '../../shared/receipt-reading';
import type { CorpusKind, PlannedEntry, Recapture } from './corpus-plan';
import { croppedBoxes, drawnTexts, type DrawnBoxes } from './drawn-boxes';
import type { LayoutSpec } from './layout-spec';
import { launchChromium, photograph, screenshotWithBoxes } from './render-receipt';

/** Bump when the drawings change, so cached corpora are redrawn. */
export const GENERATOR_VERSION = 5;

/** One image of the corpus and what it truly shows. */
export interface CorpusEntry {
  id: string;
  /** The image's file name in the corpus folder. */
  file: string;
  /** The image's absolute path. */
  path: string;
  kind: CorpusKind;
  /** The layout ('opay', 'gtworld', … for the nine fixed ones; 'wallet-stacked-0412', … for generated ones). */
  style: string;
  mode: 'light' | 'dark';
  font: string;
  /** For edited and reused entries: the entry whose receipt this one copies. */
  sameAs?: string;
  /** Whether the receipt also shows a fee and a balance (amounts the reader must not take). */
  shows: { fee: boolean; balance: boolean };
  fields: ReceiptFields;
  /** For generated layouts: the layout's family and whether it is held out of tuning. */
  family?: string;
  heldOut?: boolean;
  /**
   * Where the amount, reference, session ID and date were drawn, as fractions (0..1) of the image's
   * width and height; every place each is drawn. Present for every image that is a screenshot
   * (not a photo of a screen): kinds screenshot, pending, failed, edited, and reused re-saves.
   */
  boxes?: DrawnBoxes;
}

interface Manifest {
  generator: number;
  key: string;
  entries: Omit<CorpusEntry, 'path'>[];
}

/** Crops a few pixels off each side, scales and recompresses: an image saved again, or forwarded. */
async function recompress(image: Buffer, r: Recapture): Promise<{ image: Buffer; crop: [number, number, number, number] }> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const [top, right, bottom, left] = r.crop.map((f, i) => Math.round(f * (i % 2 === 0 ? height : width))) as [number, number, number, number];
  const out = await sharp(image)
    .extract({ left, top, width: width - left - right, height: height - top - bottom })
    .resize({ width: Math.round((width - left - right) * r.scale) })
    .jpeg({ quality: r.quality })
    .toBuffer();
  return { image: out, crop: [top / height, right / width, bottom / height, left / width] };
}

function describe(entry: PlannedEntry & { layout?: LayoutSpec }, dir: string, boxes: DrawnBoxes | null): CorpusEntry {
  const file = `${entry.id}.${entry.kind === 'photo' || entry.recapture || entry.capture.format === 'jpeg' ? 'jpg' : 'png'}`;
  return {
    id: entry.id, file, path: join(dir, file), kind: entry.kind, style: entry.style.name, mode: entry.look.mode, font: entry.look.font,
    ...(entry.sameAs ? { sameAs: entry.sameAs } : {}), shows: { fee: entry.look.showFee, balance: entry.look.showBalance }, fields: entry.values.fields,
    ...(entry.layout ? { family: entry.layout.family, heldOut: entry.layout.heldOut } : {}), ...(boxes ? { boxes } : {}),
  };
}

function cached(dir: string, key: string): CorpusEntry[] | null {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (manifest.generator !== GENERATOR_VERSION || manifest.key !== key) return null;
  const entries = manifest.entries.map((e) => ({ ...e, path: join(dir, e.file) }));
  return entries.every((e) => existsSync(e.path)) ? entries : null;
}

/**
 * Renders a plan into `dir` (or reuses it when `dir` already holds the plan of this key).
 * @example await renderPlan(dir, planCorpus(13), 'classic-13')
 */
export async function renderPlan(dir: string, plan: readonly (PlannedEntry & { layout?: LayoutSpec })[], key: string): Promise<CorpusEntry[]> {
  const reuse = cached(dir, key);
  if (reuse) return reuse;
  mkdirSync(dir, { recursive: true });
  const shots = new Map<string, { image: Buffer; boxes: DrawnBoxes | null }>();
  const entries: CorpusEntry[] = [];
  const browser = await launchChromium();
  try {
    for (const entry of plan) {
      let drawn: { image: Buffer; boxes: DrawnBoxes | null };
      if (entry.recapture) {
        // A re-capture starts from the original's saved image, not from a fresh drawing.
        const original = shots.get(entry.sameAs!)!;
        if (entry.recapture.photo) drawn = { image: await photograph(browser, original.image, entry.recapture.photo), boxes: null };
        else {
          const copy = await recompress(original.image, entry.recapture);
          drawn = { image: copy.image, boxes: original.boxes && croppedBoxes(original.boxes, copy.crop) };
        }
      } else {
        const shot = await screenshotWithBoxes(browser, entry.style.page(entry.values, entry.look), entry.capture, drawnTexts(entry.values, entry.look));
        drawn = entry.photo ? { image: await photograph(browser, shot.image, entry.photo), boxes: null } : shot;
      }
      // A re-capture copies the original's image as saved, boxes and all.
      shots.set(entry.id, entry.photo ? { image: drawn.image, boxes: null } : drawn);
      const described = describe(entry, dir, drawn.boxes);
      writeFileSync(described.path, drawn.image);
      entries.push(described);
    }
  } finally {
    await browser.close();
  }
  const manifest: Manifest = { generator: GENERATOR_VERSION, key, entries: entries.map(({ path: _path, ...rest }) => rest) };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return entries;
}
