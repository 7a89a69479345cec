/**
 * A picked proof image: checked against the screen's rules (SPEC §5), then made small enough for a
 * 2G upload (DESIGN: longest side 1600 px, ~200 KB JPEG) before it is kept on the phone.
 */
import { PROOF_LIMIT_BYTES, PROOF_TARGET, sniffImageType } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import type { PreparedProof } from './contribution-writes';
// Only the URL of the library's own UMD build (a string): the compression worker imports it from
// our origin, so it is precached by the service worker and works offline (never the CDN default).
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';

/** The three screens that take a proof, each with its own limit and texts (SPEC §5). */
export type ProofShape = keyof typeof PROOF_LIMIT_BYTES;

export type ProofCheck = { ok: true } | { ok: false; reason: 'not-image' | 'too-large'; title: string; message: string };

// Read when a file is refused (not at load), so the texts follow the language of the moment.
const TEXTS: Record<ProofShape, () => { notImage: [string, string]; tooLarge: [string, string] }> = {
  // The dialog's spec names only the size texts; a non-image gets the shortest 'Invalid File' text.
  dialog: () => ({
    notImage: [MESSAGES.invalidFileTitle, MESSAGES.invalidFileSelect],
    tooLarge: [MESSAGES.fileTooLargeDialogTitle, MESSAGES.fileTooLargeDialog],
  }),
  makePayment: () => ({
    notImage: [MESSAGES.invalidFileTitle, MESSAGES.invalidFileUpload],
    tooLarge: [MESSAGES.fileTooLargeTitle, MESSAGES.imageTooLarge5MB],
  }),
  memberPayment: () => ({
    notImage: [MESSAGES.invalidFileTitle, MESSAGES.invalidFileSelect],
    tooLarge: [MESSAGES.fileTooLargeTitle, MESSAGES.imageTooLarge10MB],
  }),
};

function refuse(shape: ProofShape, reason: 'not-image' | 'too-large'): ProofCheck {
  const texts = TEXTS[shape]();
  const [title, message] = reason === 'not-image' ? texts.notImage : texts.tooLarge;
  return { ok: false, reason, title, message };
}

/**
 * Whether a picked file may be a proof on this screen: an image by its claimed type, within the
 * screen's size limit, and an image by its first bytes too (a renamed PDF is refused).
 * An empty claimed type is left to the bytes: some Android pickers give none for HEIC photos.
 * @example (await checkProofFile(new File([pdfBytes], 'receipt.png', { type: 'image/png' }), 'makePayment')).ok === false
 */
export async function checkProofFile(file: Blob, shape: ProofShape): Promise<ProofCheck> {
  if (file.type !== '' && !file.type.startsWith('image/')) return refuse(shape, 'not-image');
  if (file.size > PROOF_LIMIT_BYTES[shape]) return refuse(shape, 'too-large');
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffImageType(head) ? { ok: true } : refuse(shape, 'not-image');
}

/**
 * Compresses a checked proof for keeping and uploading. The library loads only now (it is not in
 * any first-load chunk) and compresses in a worker. When it cannot (a HEIC the browser cannot
 * decode, a canvas out of memory) or its result is not smaller, the original bytes are kept:
 * a proof is never lost to compression.
 */
export function prepareProof(file: File): Promise<PreparedProof> {
  // The same file twice gives the same bytes (a shared receipt is read before it is submitted:
  // the payment must name the hash the server was sent).
  let prepared = preparedFiles.get(file);
  if (!prepared) {
    prepared = compressProof(file);
    preparedFiles.set(file, prepared);
  }
  return prepared;
}

const preparedFiles = new WeakMap<File, Promise<PreparedProof>>();

async function compressProof(file: File): Promise<PreparedProof> {
  const original = await file.arrayBuffer();
  const originalType = sniffImageType(new Uint8Array(original, 0, Math.min(16, original.byteLength)));
  if (!originalType) throw new Error('Not an image');
  const fallback: PreparedProof = { bytes: original, mimeType: originalType, originalSize: file.size };
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      maxWidthOrHeight: PROOF_TARGET.maxSide,
      maxSizeMB: PROOF_TARGET.maxBytes / (1024 * 1024),
      fileType: 'image/jpeg',
      initialQuality: 0.8,
      useWebWorker: true,
      // The worker runs from a blob: URL, so only an absolute URL resolves inside it.
      libURL: new URL(compressionLibUrl, document.baseURI).href,
    });
    if (compressed.size >= file.size) return fallback;
    const bytes = await compressed.arrayBuffer();
    const mimeType = sniffImageType(new Uint8Array(bytes, 0, Math.min(16, bytes.byteLength)));
    return mimeType ? { bytes, mimeType, originalSize: file.size } : fallback;
  } catch {
    return fallback;
  }
}
