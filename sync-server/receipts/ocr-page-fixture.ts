import type { OcrLine, OcrPage, OcrWord } from './ocr-engine';

/**
 * An OCR page for tests, written as the text tesseract would return: one line per row, 20 px
 * tall, or 48 px when the line starts with "[big] " (the headline amount of most bank apps); rows
 * 12 px apart, and an empty line leaves the wider gap between two fields. Each character is 10 px
 * wide (24 on a big line), so three spaces make a column gap and leading spaces put a word in a column.
 * @example ocrPage('[big] §25,000.00\nTransfer Successful').lines[0].box.y1 === 48
 */
export function ocrPage(text: string): OcrPage {
  let y = 0;
  const lines: OcrLine[] = [];
  for (const raw of text.split('\n')) {
    const big = raw.trimStart().startsWith('[big] ');
    const written = raw.replace('[big] ', '');
    const height = big ? 48 : 20;
    // Big characters are wider too, as a real font's are (a 48 px tall "10 px wide" digit is no glyph).
    const width = big ? 24 : 10;
    const words: OcrWord[] = [...written.matchAll(/\S+/g)].map((match) => {
      const x0 = 20 + (match.index ?? 0) * width;
      return { text: match[0], confidence: 90, box: { x0, y0: y, x1: x0 + match[0].length * width, y1: y + height } };
    });
    const first = words[0];
    const last = words.at(-1);
    if (first && last) lines.push({ text: written.trim(), confidence: 90, box: { x0: first.box.x0, y0: y, x1: last.box.x1, y1: y + height }, words });
    y += height + 12;
  }
  return { text: lines.map((line) => line.text).join('\n'), lines };
}
