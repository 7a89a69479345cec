import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM } from 'tesseract.js';
import { OCR_THREAD_SCRIPT } from './ocr-thread-path';

/** A box in the prepared image's pixels. */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One character the OCR found, with its ink's box. */
export interface OcrSymbol {
  text: string;
  box: OcrBox;
}

/** One word the OCR found. */
export interface OcrWord {
  text: string;
  confidence: number;
  box: OcrBox;
  /** Its characters, when the engine gave them: a glyph's width tells O from 0 in a reference (glyph-widths.ts). */
  symbols?: OcrSymbol[];
}

/** One line of text the OCR found, with its box in the prepared image's pixels. */
export interface OcrLine {
  text: string;
  /** Tesseract's confidence, 0–100. */
  confidence: number;
  box: OcrBox;
  /** The line's words, when the engine gave them: a line spanning two columns is split by their gaps. */
  words?: OcrWord[];
}

/** What the OCR read from one image: the whole text and its lines, top to bottom. */
export interface OcrPage {
  text: string;
  lines: OcrLine[];
}

/** A running OCR worker; one at a time per engine (tesseract.js queues the jobs of a worker). */
export interface OcrEngine {
  recognize(image: Buffer): Promise<OcrPage>;
  terminate(): Promise<void>;
}

const require = createRequire(import.meta.url);

// The 4.0.0_best_int model: same words as the 4.0.0 one on our receipts, a 2.95 MB file instead of
// 10.9 MB, and about 90 MB less memory per worker (measured; see the issue note).
const LANGUAGE_DATA = '4.0.0_best_int';

/** Where the installed English data and wasm core live: read from disk, never fetched. */
function installedPaths(): { langPath: string; corePath: string } {
  const dataPackage = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const corePackage = path.dirname(require.resolve('tesseract.js-core/package.json'));
  return { langPath: path.join(dataPackage, LANGUAGE_DATA), corePath: corePackage };
}

/**
 * Starts a tesseract.js worker (English, LSTM only) from the installed files; about 0.3 s. Its
 * script is ocr-thread.cjs, which starts tesseract's own at a lower CPU priority so requests come first.
 * @example const engine = await createOcrEngine(); const page = await engine.recognize(png); await engine.terminate();
 */
export async function createOcrEngine(threadScript = OCR_THREAD_SCRIPT): Promise<OcrEngine> {
  // cacheMethod 'none': the language data is read from node_modules each start and nothing is
  // written beside the server (tesseract.js would otherwise cache it in the working directory).
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { ...installedPaths(), workerPath: threadScript, cacheMethod: 'none', gzip: true });
  // Our prepared PNGs carry no resolution; without one tesseract guesses (and warns on stderr).
  await worker.setParameters({ user_defined_dpi: '300' });
  // tesseract.js throws from inside its worker's plumbing, where no caller can catch it, when asked
  // to read after terminate(): a stopped engine refuses the read itself.
  let terminated = false;
  return {
    async recognize(image) {
      if (terminated) throw new Error('the OCR engine is stopped');
      // tesseract.js 6+ returns only text unless asked; `blocks` gives block > paragraph > line.
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      const lines: OcrLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const text = line.text.trim();
            if (text === '') continue;
            const { x0, y0, x1, y1 } = line.bbox;
            const words = line.words.map((word) => ({
              text: word.text, confidence: word.confidence, box: boxOf(word.bbox),
              symbols: (word.symbols ?? []).map((symbol) => ({ text: symbol.text, box: boxOf(symbol.bbox) })),
            }));
            lines.push({ text, confidence: line.confidence, box: { x0, y0, x1, y1 }, words });
          }
        }
      }
      return { text: data.text, lines };
    },
    async terminate() {
      terminated = true;
      await worker.terminate();
    },
  };
}

function boxOf({ x0, y0, x1, y1 }: OcrBox): OcrBox {
  return { x0, y0, x1, y1 };
}
