/**
 * The receipt corpora (issues 13 and 22): images of Nigerian bank receipts with their known values
 * and where their figures were drawn, written to a folder with a manifest.json. Seeded and cached:
 * the same seed and generator version reuse the folder's images.
 *  - generateCorpus: the nine fixed layouts with edited, reused, pending and failed copies;
 *  - generateLayoutCorpus: generated layouts of every family, tuned and held out (layout-spec.ts);
 *  - renderTransfers: many different transfers in one generated layout.
 */
import { planCorpus } from './corpus-plan';
import { planLayoutCorpus, planTransfers } from './layout-plan';
import type { FamilyName, LayoutSpec } from './layout-spec';
import { renderPlan, type CorpusEntry } from './render-plan';

export { GENERATOR_VERSION, type CorpusEntry } from './render-plan';
export const DEFAULT_SEED = 13;

/**
 * Renders the fixed-layout corpus into `dir` (or reuses it when `dir` already holds this seed's corpus).
 * @example const entries = await generateCorpus(join(tmpdir(), 'gp-receipts')); entries.length === 51
 */
export function generateCorpus(dir: string, options: { seed?: number } = {}): Promise<CorpusEntry[]> {
  const seed = options.seed ?? DEFAULT_SEED;
  return renderPlan(dir, planCorpus(seed), `classic-${seed}`);
}

/**
 * Renders `layouts` generated layouts of each family (or of `families`) into `dir`: one clean
 * screenshot each, and a photo of a screen of every `photoEvery`-th. Entries carry family and heldOut.
 * @example const entries = await generateLayoutCorpus(dir, { seed: 22, layouts: 25 });
 */
export function generateLayoutCorpus(dir: string, options: { seed: number; layouts: number; photoEvery?: number; families?: readonly FamilyName[] }): Promise<CorpusEntry[]> {
  const key = `layouts-${options.seed}-${options.layouts}-${options.photoEvery ?? 2}-${(options.families ?? []).join(',')}`;
  return renderPlan(dir, planLayoutCorpus(options.seed, options), key);
}

/**
 * Renders `count` different transfers in one layout into `dir` (planTransfers: same payer and
 * payee, other amounts, dates, references and session IDs, some amounts repeated), as clean
 * screenshots with their boxes; ids `transfer-<layout id>-01`, …
 * @example const receipts = await renderTransfers(dir, generateLayout('hero-list', 7), 30, 1);
 */
export function renderTransfers(dir: string, layout: LayoutSpec, count: number, seed: number): Promise<CorpusEntry[]> {
  return renderPlan(dir, planTransfers(layout, count, seed), `transfers-${layout.id}-${count}-${seed}`);
}
