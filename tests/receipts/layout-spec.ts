/**
 * Generated receipt layouts (issue 22 point 2): a seeded layout is a structural FAMILY (where the
 * amount, the status and the details sit, and whether labels stand beside or over their values)
 * filled in with random wording, case, fonts, sizes, colours, brand header, status pill, icons,
 * separators and cards. Pure: the same seed gives the same layout.
 */
import { seeded, type BankKey } from './receipt-data';
import { BRANDS, pickLabels, type LabelSet } from './layout-labels';
import type { ReferenceKind } from './reference-kinds';

/** The structural schemes. A family fixes the skeleton; everything else varies per layout. */
export const FAMILIES = {
  // Tuned: the reader may be changed while looking at these families' failures.
  'hero-list': 'a brand header, a headline amount (label above or none), a status, then label-beside-value rows',
  'table-rows': 'a bordered two-column table of label and value cells, the amount one of its rows',
  'printed-slip': 'a monospace slip: LABEL: value lines between dashed rules, the amount one of them',
  'two-column-grid': 'a coloured header with the amount and status, then label-over-value cells two to a row',
  'banner-list': 'a coloured banner naming the status, then a label column and a value column, the amount a bigger row',
  // Held out: chosen before any tuning and never looked at one by one; only their totals are read.
  'wallet-stacked': 'a label above a large amount, a status line, then the details as label-over-value lines (the wallet layout of issue 22)',
  'amount-footer': 'a status pill on top, label-beside-value details, and the amount last in a highlighted footer',
  'centred-ticket': 'everything centred: a tick icon, the status, the amount, then centred label-over-value pairs between dashed rules',
} as const;

export type FamilyName = keyof typeof FAMILIES;

/** The families kept out of all tuning of the reader (written down before tuning started). */
export const HELD_OUT_FAMILIES: readonly FamilyName[] = ['wallet-stacked', 'amount-footer', 'centred-ticket'];
export const TUNED_FAMILIES = (Object.keys(FAMILIES) as FamilyName[]).filter((family) => !HELD_OUT_FAMILIES.includes(family));

/** The detail rows a receipt may show, besides the amount. */
export type DetailField = 'name' | 'account' | 'bank' | 'date' | 'reference' | 'session' | 'fee' | 'balance' | 'sender' | 'narration' | 'status';

export interface LayoutSpec {
  /** family-seed, e.g. 'wallet-stacked-0412'. */
  id: string;
  family: FamilyName;
  heldOut: boolean;
  /** How the app writes its own references, and whose NIP code starts its session IDs. */
  referenceKind: ReferenceKind;
  sessionBank: BankKey;
  labels: LabelSet;
  /** The app's one font, base size in CSS px, and the headline amount's size as a multiple of it. */
  font: string;
  fontPx: number;
  heroScale: number;
  heroLabel: boolean;
  heroAlign: 'left' | 'center' | 'right';
  brand: { name: string; colour: string; header: 'band' | 'plain' | 'logo'; };
  status: { look: 'pill' | 'text' | 'icon-text'; where: 'above-amount' | 'below-amount' };
  separator: 'none' | 'line' | 'dashed';
  card: boolean;
  valueWeight: 400 | 600 | 700;
  /** Labels in capitals at a smaller size, as many wallets print them. */
  smallLabels: boolean;
  order: DetailField[];
  modes: readonly ('light' | 'dark')[];
  buttons: boolean;
}

const COLOURS = ['#00b876', '#0357ee', '#40196d', '#6b3fe4', '#dd4f05', '#e30613', '#003b71', '#0a7d32', '#d71e28', '#0f766e', '#b45309', '#1d4ed8', '#111827', '#7c3aed', '#059669'];
const REFERENCE_KINDS: readonly ReferenceKind[] = ['gtb', 'opay', 'moniepoint', 'kuda', 'palmpay', 'access', 'zenith', 'firstbank', 'uba', 'trf', 'flw', 'paystack'];
const SESSION_BANKS: readonly BankKey[] = ['gtb', 'opay', 'moniepoint', 'kuda', 'palmpay', 'access', 'zenith', 'firstbank', 'uba'];
/** Fonts of this machine (fc-list) and Noto Sans served from node_modules. */
export const LAYOUT_FONTS = ['Noto Sans', 'DejaVu Sans', 'DejaVu Sans Condensed', 'Liberation Sans', 'Liberation Sans Narrow', 'DejaVu Serif', 'Liberation Serif'] as const;
const MONO_FONTS = ['Liberation Mono', 'DejaVu Sans Mono'] as const;

/** The optional rows and the order apps put them in: the money first or the parties first. */
function detailOrder(r: ReturnType<typeof seeded>): DetailField[] {
  const parties: DetailField[] = r.chance(0.5) ? ['name', 'account', 'bank'] : ['name', 'bank', 'account'];
  const ids: DetailField[] = r.chance(0.5) ? ['reference', 'session'] : ['session', 'reference'];
  const extras: DetailField[] = [...(r.chance(0.5) ? ['sender' as const] : []), ...(r.chance(0.5) ? ['narration' as const] : [])];
  const blocks = [parties, ids, ['date'] as DetailField[], extras];
  // A few apps lead with the identifiers or the date; most with the beneficiary.
  if (r.chance(0.4)) blocks.unshift(blocks.splice(r.int(1, 2), 1)[0]!);
  return [...blocks.flat(), 'fee', 'balance'];
}

/**
 * One layout of a family from a seed.
 * @example generateLayout('wallet-stacked', 412).heroLabel // true or false, the same for seed 412
 */
export function generateLayout(family: FamilyName, seed: number): LayoutSpec {
  const r = seeded(seed * 7919 + Object.keys(FAMILIES).indexOf(family));
  const slip = family === 'printed-slip';
  const labelCase = slip ? 'upper' : r.pick(['title', 'title', 'upper', 'sentence'] as const);
  return {
    id: `${family}-${String(seed).padStart(4, '0')}`,
    family,
    heldOut: HELD_OUT_FAMILIES.includes(family),
    referenceKind: r.pick(REFERENCE_KINDS),
    sessionBank: r.pick(SESSION_BANKS),
    labels: pickLabels(r, labelCase, slip || r.chance(0.15)),
    font: slip ? r.pick(MONO_FONTS) : r.pick(LAYOUT_FONTS),
    fontPx: r.int(13, 17),
    heroScale: Math.round((1.7 + r.next() * 1.1) * 10) / 10,
    // The wallet layout of issue 22 has its label above the amount; other families vary.
    heroLabel: family === 'wallet-stacked' ? r.chance(0.85) : r.chance(0.5),
    heroAlign: family === 'centred-ticket' ? 'center' : r.pick(['left', 'center', 'center', 'right'] as const),
    brand: { name: r.pick(BRANDS), colour: r.pick(COLOURS), header: r.pick(['band', 'plain', 'logo'] as const) },
    status: { look: r.pick(['pill', 'text', 'icon-text'] as const), where: r.chance(0.7) ? 'below-amount' : 'above-amount' },
    separator: slip ? 'dashed' : r.pick(['none', 'line', 'dashed'] as const),
    card: !slip && r.chance(0.5),
    valueWeight: r.pick([400, 600, 700] as const),
    smallLabels: !slip && r.chance(0.35),
    order: detailOrder(r),
    modes: slip || family === 'table-rows' ? ['light'] : r.chance(0.5) ? ['light', 'dark'] : ['light'],
    buttons: r.chance(0.5),
  };
}
