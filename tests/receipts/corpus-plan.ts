/**
 * What the receipt corpus holds, decided from a seed before anything is drawn: each entry's kind,
 * layout, look, capture size and known values. Pure: the same seed gives the same plan.
 */
import type { ReceiptStatus } from '../../shared/receipt-reading';
import { receiptValues, seeded, type Random, type ReceiptValues } from './receipt-data';
import { showsSeconds, type DateStyle, type MoneyStyle } from './receipt-format';
import { FONTS, RECEIPT_STYLES, type Look, type ReceiptStyle } from './receipt-styles';

/** screenshot: clean; photo: a photo of a screen; edited: an original with only the amount changed; reused: an original re-captured. */
export type CorpusKind = 'screenshot' | 'photo' | 'edited' | 'pending' | 'failed' | 'reused';

/** The phone the screenshot comes from (CSS width x pixel ratio = 360..1080 px) and how it was saved. */
export interface Capture { cssWidth: number; dpr: number; format: 'png' | 'jpeg'; quality: number }

/** A phone photographed on a surface: tilt, blur, grain, glare, JPEG quality and crop (fractions of each side). */
export interface PhotoParams {
  seed: number; rotateX: number; rotateY: number; rotate: number; blur: number; grain: number;
  glare: number; glareAt: [number, number]; quality: number; crop: [number, number, number, number]; background: string;
}

/** A re-capture of an existing image: crop (fractions), scale, JPEG quality, or a photo of it. */
export interface Recapture { crop: [number, number, number, number]; scale: number; quality: number; photo?: PhotoParams }

export interface PlannedEntry {
  id: string;
  kind: CorpusKind;
  style: ReceiptStyle;
  look: Look;
  values: ReceiptValues;
  capture: Capture;
  photo?: PhotoParams;
  recapture?: Recapture;
  sameAs?: string;
}

const SCREENS: readonly [number, number][] = [[360, 1], [360, 2], [390, 2], [412, 1.75], [360, 3], [392, 2.75], [430, 2.5]];
const MONEY: readonly MoneyStyle[] = ['₦', '₦ ', 'NGN ', 'NGN', '₦short'];
const DATES: readonly DateStyle[] = ['dd Mon yyyy, HH:mm:ss', 'Mon ddth, yyyy HH:mm:ss', 'dd/mm/yyyy hh:mm AM', 'yyyy-mm-dd HH:mm:ss', 'Weekday, Month d, yyyy h:mm AM', 'dd-Mon-yyyy HH:mm'];
const SURFACES = ['linear-gradient(160deg,#7a5230,#4e3320)', 'linear-gradient(200deg,#3d4a5c,#1c222b)', 'radial-gradient(circle at 30% 20%,#d9d4c7,#8d877a)', 'linear-gradient(120deg,#2f5d3a,#173020)'];

const between = (r: Random, min: number, max: number) => Math.round((min + r.next() * (max - min)) * 100) / 100;

function lookFor(r: Random, style: ReceiptStyle): Look {
  return {
    mode: r.pick(style.modes), font: style.font ?? r.pick(FONTS), fontPx: r.int(13, 17), money: r.pick(MONEY), date: r.pick(DATES),
    showFee: r.chance(0.4), showBalance: r.chance(0.3),
  };
}

/**
 * A photo of a phone screen with random tilt, blur, grain and glare.
 * @example photoParams(seeded(1)).quality // between 50 and 75
 */
export function photoParams(r: Random): PhotoParams {
  return {
    seed: r.int(1, 2 ** 30), rotateX: between(r, -12, 12), rotateY: between(r, -10, 10), rotate: between(r, -6, 6), blur: between(r, 0.3, 1.1),
    grain: between(r, 0.05, 0.14), glare: between(r, 0.1, 0.35), glareAt: [r.int(10, 90), r.int(10, 90)], quality: r.int(50, 75),
    crop: [between(r, 0, 0.04), between(r, 0, 0.04), between(r, 0, 0.04), between(r, 0, 0.04)], background: r.pick(SURFACES),
  };
}

function fresh(r: Random, id: string, kind: CorpusKind, style: ReceiptStyle, status: ReceiptStatus): PlannedEntry {
  const look = lookFor(r, style);
  const session = r.chance(0.7);
  const values = receiptValues(r, style.bank, status, { mask: r.chance(0.15), seconds: showsSeconds(look.date), reference: !session || r.chance(0.75), session });
  const [cssWidth, dpr] = r.pick(SCREENS);
  const capture: Capture = { cssWidth, dpr, format: r.chance(0.7) ? 'png' : 'jpeg', quality: r.int(82, 92) };
  return { id, kind, style, look, values, capture, ...(kind === 'photo' ? { photo: photoParams(r) } : {}) };
}

/** The fraud: the same screenshot, only the amount changed (a digit added or swapped). */
function edited(r: Random, id: string, original: PlannedEntry): PlannedEntry {
  const amount = original.values.fields.amountKobo!;
  const changed = r.chance(0.5) ? amount * 10 : amount + r.pick([1, 2, 3, 4]) * 10_000_00;
  return { ...original, id, kind: 'edited', sameAs: original.id, values: { ...original.values, fields: { ...original.values.fields, amountKobo: changed } } };
}

function reused(r: Random, id: string, original: PlannedEntry, photographed: boolean): PlannedEntry {
  const crop: Recapture['crop'] = [between(r, 0, 0.03), between(r, 0, 0.02), between(r, 0, 0.03), between(r, 0, 0.02)];
  const recapture: Recapture = { crop, scale: between(r, 0.55, 0.9), quality: r.int(55, 80), ...(photographed ? { photo: photoParams(r) } : {}) };
  return { ...original, id, kind: 'reused', sameAs: original.id, recapture };
}

/**
 * The corpus for a seed: 25 clean screenshots, 12 photos, 4 edited, 5 pending/failed, 5 reused.
 * @example planCorpus(13).length === 51
 */
export function planCorpus(seed: number): PlannedEntry[] {
  const r = seeded(seed);
  const styles = RECEIPT_STYLES;
  const shots = Array.from({ length: 25 }, (_, i) => fresh(r, `shot-${String(i + 1).padStart(2, '0')}`, 'screenshot', styles[i % styles.length]!, 'successful'));
  const photos = Array.from({ length: 12 }, (_, i) => fresh(r, `photo-${String(i + 1).padStart(2, '0')}`, 'photo', styles[(i + 4) % styles.length]!, 'successful'));
  const statuses: [CorpusKind, ReceiptStatus][] = [['pending', 'pending'], ['failed', 'failed'], ['pending', 'pending'], ['failed', 'failed'], ['pending', 'pending']];
  const unpaid = statuses.map(([kind, status], i) => fresh(r, `${kind}-${i + 1}`, kind, styles[(i * 2 + 1) % styles.length]!, status));
  // Originals of different layouts, so each fraud is tested against its own look.
  const edits = [0, 5, 10, 16].map((n, i) => edited(r, `edited-${i + 1}`, shots[n]!));
  const reuses = [
    reused(r, 'reused-1', shots[2]!, false), reused(r, 'reused-2', shots[7]!, false), reused(r, 'reused-3', shots[12]!, false),
    reused(r, 'reused-4', shots[21]!, true), reused(r, 'reused-5', photos[3]!, false),
  ];
  return [...shots, ...photos, ...unpaid, ...edits, ...reuses];
}
