import type { OcrLine, OcrPage } from './ocr-engine';

/**
 * An OCR page for tests, written as the text tesseract would return: one line per row, 20 px
 * tall, or 48 px when the line starts with "[big] " (the headline amount of most bank apps).
 * @example ocrPage('[big] §25,000.00\nTransfer Successful').lines[0].box.y1 === 48
 */
export function ocrPage(text: string): OcrPage {
  let y = 0;
  const lines: OcrLine[] = [];
  for (const raw of text.split('\n')) {
    const big = raw.trimStart().startsWith('[big] ');
    const line = raw.replace('[big] ', '').trim();
    const height = big ? 48 : 20;
    if (line !== '') lines.push({ text: line, confidence: 90, box: { x0: 20, y0: y, x1: 20 + line.length * 10, y1: y + height } });
    y += height + 12;
  }
  return { text: lines.map((line) => line.text).join('\n'), lines };
}
