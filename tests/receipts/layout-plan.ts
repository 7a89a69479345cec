/**
 * Plans of receipts in generated layouts: the broad corpus (several layouts of every family,
 * screenshots and photos of a screen) and a series of different transfers in one layout (same
 * payer and payee, other amounts, dates and references). Pure: the same seed gives the same plan.
 */
import type { ReceiptStatus } from '../../shared/receipt-reading';
import { photoParams, type Capture, type CorpusKind, type PlannedEntry } from './corpus-plan';
import { layoutPage } from './layout-page';
import { FAMILIES, generateLayout, type FamilyName, type LayoutSpec } from './layout-spec';
import { receiptValues, seeded, type Random, type ReceiptValues } from './receipt-data';
import { showsSeconds, type DateStyle, type MoneyStyle } from './receipt-format';
import type { Look, ReceiptStyle } from './receipt-styles';
import { referenceOf } from './reference-kinds';

const SCREENS: readonly [number, number][] = [[360, 2], [390, 3], [412, 2.625], [360, 3], [393, 2.75], [430, 3], [375, 2], [360, 1.5]];
const MONEY: readonly MoneyStyle[] = ['₦', '₦ ', 'NGN ', 'NGN', '₦short'];
const DATES: readonly DateStyle[] = ['dd Mon yyyy, HH:mm:ss', 'Mon ddth, yyyy HH:mm:ss', 'dd/mm/yyyy hh:mm AM', 'yyyy-mm-dd HH:mm:ss', 'Weekday, Month d, yyyy h:mm AM', 'dd-Mon-yyyy HH:mm'];

/**
 * A layout as a corpus style: its id is the style name, its page draws the layout. The reference
 * is drawn as the app prints it (a Paystack-style code in lower case), known upper-cased.
 * @example styleOf(generateLayout('wallet-stacked', 1)).name === 'wallet-stacked-0001'
 */
export function styleOf(spec: LayoutSpec): ReceiptStyle {
  const drawn = (v: ReceiptValues) => (v.fields.reference && spec.referenceKind === 'paystack' ? v.fields.reference.toLowerCase() : v.fields.reference);
  return { name: spec.id, bank: spec.sessionBank, font: spec.font, modes: spec.modes, page: (v, look) => layoutPage(spec, v, look, drawn(v)) };
}

/** How one app on one phone shows its receipts: fixed for a layout's series. */
export function lookOf(r: Random, spec: LayoutSpec): Look {
  return { mode: r.pick(spec.modes), font: spec.font, fontPx: spec.fontPx, money: r.pick(MONEY), date: r.pick(DATES), showFee: r.chance(0.4), showBalance: r.chance(0.3) };
}

function captureOf(r: Random): Capture {
  const [cssWidth, dpr] = r.pick(SCREENS);
  return { cssWidth, dpr, format: r.chance(0.7) ? 'png' : 'jpeg', quality: r.int(82, 92) };
}

/** One receipt's values in a layout: the app's reference shape, a session ID most of the time. */
function valuesFor(r: Random, spec: LayoutSpec, look: Look, status: ReceiptStatus): ReceiptValues {
  const session = r.chance(0.7);
  const values = receiptValues(r, spec.sessionBank, status, { mask: r.chance(0.15), seconds: showsSeconds(look.date), reference: true, session });
  const withReference = !session || r.chance(0.75);
  const reference = withReference ? referenceOf(r, spec.referenceKind, values.lagos).toUpperCase() : null;
  return { ...values, fields: { ...values.fields, reference } };
}

/** A planned receipt of a generated layout, with its family recorded. */
export type LayoutEntry = PlannedEntry & { layout: LayoutSpec };

/**
 * The broad corpus: `layouts` layouts of each family (or of `families`), each drawn once as a
 * clean screenshot and, for every `photoEvery`-th layout, once more as a photo of a screen.
 * @example planLayoutCorpus(22, { layouts: 20 }).length // 8 families × (20 screenshots + 10 photos)
 */
export function planLayoutCorpus(seed: number, options: { layouts: number; photoEvery?: number; families?: readonly FamilyName[] }): LayoutEntry[] {
  const families = options.families ?? (Object.keys(FAMILIES) as FamilyName[]);
  const photoEvery = options.photoEvery ?? 2;
  const entries: LayoutEntry[] = [];
  for (const family of families) {
    for (let n = 0; n < options.layouts; n += 1) {
      const layout = generateLayout(family, seed * 1000 + n);
      const r = seeded(seed * 1_000_003 + n * 31 + family.length);
      const style = styleOf(layout);
      const add = (kind: CorpusKind) => {
        const look = lookOf(r, layout);
        const values = valuesFor(r, layout, look, 'successful');
        entries.push({ id: `${kind}-${layout.id}`, kind, style, look, values, capture: captureOf(r), layout, ...(kind === 'photo' ? { photo: photoParams(r) } : {}) });
      };
      add('screenshot');
      if (n % photoEvery === 0) add('photo');
    }
  }
  return entries;
}

/**
 * `count` different transfers in one layout on one phone: the same payer and payee (name,
 * account, bank), other amounts, dates, references and session IDs; one in five repeats an
 * earlier amount, as members paying the same dues do.
 * @example planTransfers(generateLayout('hero-list', 7), 30, 1).map((p) => p.values.fields.amountKobo)
 */
export function planTransfers(layout: LayoutSpec, count: number, seed: number): LayoutEntry[] {
  const r = seeded(seed * 7_777_777 + 13);
  const look = lookOf(r, layout);
  const capture = captureOf(r);
  const style = styleOf(layout);
  const first = valuesFor(r, layout, look, 'successful');
  const plans: LayoutEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    const fresh = n === 0 ? first : valuesFor(r, layout, look, 'successful');
    const amountKobo = n > 0 && r.chance(0.2) ? plans[r.int(0, n - 1)]!.values.fields.amountKobo : fresh.fields.amountKobo;
    const values: ReceiptValues = {
      ...fresh,
      beneficiaryName: first.beneficiaryName, senderName: first.senderName, senderAccount: first.senderAccount, senderBank: first.senderBank,
      fields: { ...fresh.fields, amountKobo, accountNumber: first.fields.accountNumber, accountName: first.fields.accountName, bank: first.fields.bank },
    };
    plans.push({ id: `transfer-${layout.id}-${String(n + 1).padStart(2, '0')}`, kind: 'screenshot', style, look, values, capture, layout });
  }
  return plans;
}
