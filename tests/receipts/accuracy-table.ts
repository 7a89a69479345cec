/**
 * The accuracy report as printed lines: the field table per kind, the duplicate detector's
 * distances and rates, and a few misreadings with what was read instead.
 */
import type { AccuracyReport, DuplicateMeasure } from './accuracy';
import { CANDIDATE_DISTANCE } from './duplicate-check';
import { SCORED_FIELDS, type AccuracyRow } from './field-scores';

const pct = (share: number) => (Number.isNaN(share) ? '–' : `${(share * 100).toFixed(0)}%`).padStart(5);
const range = (values: number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');
const rate = (share: number) => `${(share * 100).toFixed(1)}%`;
const closest = (values: number[]) => (values.length ? String(Math.min(...values)) : '–');

function detectorLines(name: string, unit: string, m: DuplicateMeasure): string[] {
  const flag = m.pairs.filter((p) => p.shouldFlag);
  const genuine = m.pairs.filter((p) => !p.shouldFlag);
  const sameStyle = genuine.filter((p) => p.sameStyle);
  const edited = flag.filter((p) => p.a.startsWith('edited') || p.b.startsWith('edited'));
  const c = m.choice;
  return [
    `${name}: pairs to flag ${flag.length} (edited ${range(edited.map((p) => p.distance))} ${unit}, all ${range(flag.map((p) => p.distance))}); ` +
      `different genuine receipts ${genuine.length} (closest ${closest(genuine.map((p) => p.distance))}, same layout closest ${closest(sameStyle.map((p) => p.distance))})`,
    `  threshold ${c.threshold} ${unit} (margin ${c.margin}${c.separates ? '' : ': the two sets overlap'}) | false positives ${c.falsePositives.length} (${rate(c.falsePositiveRate)}) | ` +
      `false negatives ${c.falseNegatives.length} of ${flag.length} (${rate(c.falseNegativeRate)})${c.falseNegatives.length ? `: ${c.falseNegatives.map((p) => `${p.a}~${p.b} ${p.distance}`).join(', ')}` : ''}`,
  ];
}

/**
 * The share right per field, one line per group.
 * @example fieldTable(accuracyRows(scored, groupOf), 'group').forEach((line) => console.log(line));
 */
export function fieldTable(rows: readonly AccuracyRow[], heading: string): string[] {
  const width = Math.max(11, heading.length, ...rows.map((row) => row.group.length));
  const lines = [`${heading.padEnd(width)}   n ${SCORED_FIELDS.map((f) => f.padStart(9)).join('')}`];
  for (const row of rows) lines.push(`${row.group.padEnd(width)} ${String(row.count).padStart(3)} ${SCORED_FIELDS.map((f) => pct(row.share[f]).padStart(9)).join('')}`);
  return lines;
}

/**
 * The printed report.
 * @example formatAccuracy(report).forEach((line) => console.log(line));
 */
export function formatAccuracy(report: AccuracyReport): string[] {
  const lines = fieldTable(report.rows, 'kind');
  lines.push('(reference = every identifier the receipt shows, its reference and/or 30-digit session ID, read exactly; ref, session = each alone where shown; date = the same instant; regions = the regions of the figures read right hold the drawn values)');
  lines.push(...detectorLines('plain dHash (bits of 256)', 'bits', report.dhash));
  lines.push(...detectorLines(`finer comparison, only on the ${report.fine.pairs.length} dHash candidates (<= ${CANDIDATE_DISTANCE} bits), in tenths of % of pixels`, '‰', report.fine));
  const d = report.detector;
  lines.push(`the server's detector (candidates by dHash, decided by the image rule of issue 22, or a shared session ID/reference): false positives ${d.falsePositives.length} (${rate(d.falsePositiveRate)}), ` +
    `false negatives ${d.falseNegatives.length} (${rate(d.falseNegativeRate)})${d.falseNegatives.length ? `: ${d.falseNegatives.map((p) => `${p.a}~${p.b}`).join(', ')}` : ''}; caught only by the shared ID: ${d.byTransfer.map((p) => `${p.a}~${p.b}`).join(', ') || 'none'}`);
  return lines;
}

/**
 * The misread fields of each entry, with the known and the read value.
 * @example misreadings(report).slice(0, 5)
 */
export function misreadings(report: AccuracyReport): string[] {
  return report.scored
    .filter((s) => SCORED_FIELDS.some((f) => s.score[f] === false))
    .map((s) => `${s.entry.id} (${s.entry.style}, ${s.entry.mode}, ${s.entry.font}): ${SCORED_FIELDS.filter((f) => s.score[f] === false).join(', ')}`);
}
