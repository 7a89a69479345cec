import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * tesseract.js's worker script started at a lower CPU priority (ocr-thread.cjs), beside this module:
 * in the sources, and in the server build (scripts/build-server.mjs copies it beside main.js). A
 * thread bundled elsewhere (threads/worker-file.ts) is handed this path by the main thread.
 */
export const OCR_THREAD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ocr-thread.cjs');
