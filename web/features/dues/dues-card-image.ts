/**
 * The member's dues card as a small picture to share into WhatsApp (issue 25 §3): the purse, the
 * group and schedule, each period as a coloured chip with its state written in it, and what they
 * owe, in the member's language. Drawn on a canvas on the phone (offline too; no library, no
 * font to download): `cardImageLayout` places everything (pure, tested with a stand-in measure),
 * `drawCardImage` paints it. A PNG of flat colours: a few tens of KB.
 */
import type { FineStanding, PeriodState } from '../../../shared/dues-ledger';
import { isFrequency } from '../../../shared/purse-schedule';
import type { PurseDuesView } from './dues-data';
import { cellWords, fineLine, periodLabel, scheduleLine, standingLines, turnLine } from './dues-words';

/** CSS pixels; the canvas is drawn at twice this for sharp text on a phone's screen. */
export const CARD_WIDTH = 360;
const PAD = 16;
const GAP = 6;
const CHIP_PAD_X = 8;
const CHIP_HEIGHT = 26;

export type Font = 'title' | 'text' | 'strong' | 'small';
export const FONTS: Record<Font, { size: number; weight: number; line: number }> = {
  title: { size: 18, weight: 700, line: 24 },
  text: { size: 13, weight: 400, line: 18 },
  strong: { size: 14, weight: 700, line: 20 },
  small: { size: 11, weight: 400, line: 16 },
};

/** A period's colours (fill, border), as the card on screen tints them (state-tone.ts). */
const TONES: Record<PeriodState, [string, string]> = {
  paid: ['#d3f0e4', '#1a8a5f'],
  part: ['#fbeccd', '#c98a0c'],
  owing: ['#f9dcdc', '#c0392b'],
  excused: ['#ececec', '#b5b5b5'],
  'not-owed': ['#ffffff', '#b5b5b5'],
};

export type CardOp =
  | { kind: 'text'; text: string; x: number; y: number; font: Font; color: string }
  | { kind: 'chip'; text: string; x: number; y: number; width: number; fill: string; border: string };

export interface CardLayout {
  width: number;
  height: number;
  ops: CardOp[];
}

/** The lines `text` takes within `width` in `font`, broken at spaces (a word longer than the line is left whole). */
function wrap(text: string, width: number, font: Font, measure: (text: string, font: Font) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, font) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function tone(period: { state: PeriodState; fine?: FineStanding | null }): [string, string] {
  const fineOwed = period.fine ? period.fine.owedKobo > period.fine.paidKobo : false;
  return TONES[fineOwed && period.state === 'paid' ? 'part' : period.state];
}

/**
 * Where everything goes on the card of `userId` in `view`, given how wide a text is in a font.
 * @example cardImageLayout(view, 'u-kemi', (text) => text.length * 7).ops[0] // { kind: 'text', text: 'Monthly Dues', … font: 'title' }
 */
export function cardImageLayout(view: PurseDuesView, userId: string, measure: (text: string, font: Font) => number): CardLayout {
  const ops: CardOp[] = [];
  const inner = CARD_WIDTH - 2 * PAD;
  let y = PAD;
  const lines = (text: string, font: Font, color = '#1f2937') => {
    for (const line of wrap(text, inner, font, measure)) {
      ops.push({ kind: 'text', text: line, x: PAD, y, font, color });
      y += FONTS[font].line;
    }
  };
  lines(view.project.name, 'title');
  lines([view.group.name, scheduleLine(view), fineLine(view)].filter(Boolean).join(' · '), 'small', '#4b5563');
  y += GAP;

  const standing = view.ledgers.members.find((m) => m.member.userId === userId);
  const frequency = isFrequency(view.ledgers.schedule.frequency) ? view.ledgers.schedule.frequency : null;
  let x = PAD;
  for (const period of standing?.ledger.periods ?? []) {
    const text = `${periodLabel(period, frequency)}: ${cellWords(period)}`;
    const width = Math.min(inner, measure(text, 'small') + 2 * CHIP_PAD_X);
    if (x > PAD && x + width > PAD + inner) {
      x = PAD;
      y += CHIP_HEIGHT + GAP;
    }
    const [fill, border] = tone(period);
    ops.push({ kind: 'chip', text, x, y, width, fill, border });
    x += width + GAP;
  }
  if (x > PAD) y += CHIP_HEIGHT + GAP * 2;

  const said = [...standingLines(view, userId), ...[turnLine(view, userId)].filter((line): line is string => line !== null)];
  said.forEach((line, i) => lines(line, i === 0 ? 'strong' : 'text'));
  y += GAP;
  // The app's name, as its header writes it (a name, not translated).
  lines('GroupPurse', 'small', '#0d7359');
  return { width: CARD_WIDTH, height: y + PAD - GAP, ops };
}

const fontOf = (font: Font) => `${FONTS[font].weight} ${FONTS[font].size}px system-ui, sans-serif`;

/** The card of `userId` as a PNG, drawn at twice its CSS size. */
export async function drawCardImage(view: PurseDuesView, userId: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  const measure = (text: string, font: Font) => {
    context.font = fontOf(font);
    return context.measureText(text).width;
  };
  const layout = cardImageLayout(view, userId, measure);
  const scale = 2;
  canvas.width = layout.width * scale;
  canvas.height = layout.height * scale;
  context.scale(scale, scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, layout.width, layout.height);
  context.textBaseline = 'top';
  for (const op of layout.ops) {
    if (op.kind === 'chip') {
      context.fillStyle = op.fill;
      context.strokeStyle = op.border;
      context.lineWidth = 1;
      context.beginPath();
      context.roundRect(op.x + 0.5, op.y + 0.5, op.width - 1, CHIP_HEIGHT - 1, 6);
      context.fill();
      context.stroke();
      context.fillStyle = '#1f2937';
      context.font = fontOf('small');
      context.fillText(op.text, op.x + CHIP_PAD_X, op.y + (CHIP_HEIGHT - FONTS.small.size) / 2, op.width - 2 * CHIP_PAD_X);
    } else {
      context.fillStyle = op.color;
      context.font = fontOf(op.font);
      context.fillText(op.text, op.x, op.y + (FONTS[op.font].line - FONTS[op.font].size) / 2);
    }
  }
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the picture was not made'))), 'image/png'));
}
