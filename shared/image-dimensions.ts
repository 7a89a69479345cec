/**
 * The pixel size an image declares in its header, read without decoding it. A viewer allocates
 * width × height × 4 bytes before it draws anything, so a 20 KB PNG declaring 100000×100000 pixels
 * (a decompression bomb) would take 40 GB on the admin's phone: the size is judged from the header
 * alone. Reads JPEG (SOF), PNG (IHDR), WebP (VP8, VP8L, VP8X) and HEIC (ispe); the type comes from
 * `sniffImageType` (shared/contributions.ts), which must have recognised the bytes first.
 */
import type { ProofMimeType } from './contributions';

export interface ImageDimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
// Multiplied, not shifted: a shift would turn the top bit into a sign.
const u32be = (b: Uint8Array, at: number) => b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const ascii = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

/** A size is only a size when both sides are there: a zero side is no image at all. */
function sized(width: number, height: number): ImageDimensions | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** PNG: the first chunk must be IHDR, width and height as big-endian u32 (PNG spec §11.2.2). */
function pngDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 24 || !ascii(b, 12, 'IHDR')) return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

// SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: walks the segments by their lengths (so an EXIF thumbnail inside APP1 is skipped) to the
 * first start-of-frame: length, precision, then height and width as big-endian u16. Scan data
 * (SOS) before any frame header means the header is missing.
 */
function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // standalone markers have no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) return at + 9 <= b.length ? sized(u16be(b, at + 7), u16be(b, at + 5)) : null;
    at += 2 + length;
  }
  return null;
}

/**
 * WebP: the first chunk after the RIFF header says which kind (Google's container spec):
 * - 'VP8 ' lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height (LE);
 * - 'VP8L' lossless: the signature 0x2f, then width-1 and height-1 in 14 bits each;
 * - 'VP8X' extended: the canvas's width-1 and height-1 as 24-bit LE.
 */
function webpDimensions(b: Uint8Array): ImageDimensions | null {
  if (ascii(b, 12, 'VP8 ')) {
    if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (ascii(b, 12, 'VP8L')) {
    if (b.length < 25 || b[20] !== 0x2f) return null;
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(b, 12, 'VP8X')) return b.length < 30 ? null : sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

interface Box {
  type: string;
  /** Where the box's content starts (after its header). */
  start: number;
  end: number;
}

/** The ISO-BMFF boxes laid end to end in [from, to); stops at the first malformed one. */
function boxesIn(b: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = u32be(b, at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = u32be(b, at + 8) * 0x100000000 + u32be(b, at + 12);
      header = 16;
    } else if (size === 0) {
      size = to - at; // to the end of the enclosing box
    }
    if (size < header || at + size > to) break;
    boxes.push({ type: String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (b: Uint8Array, parent: Box, type: string, skip = 0) => boxesIn(b, parent.start + skip, parent.end).find((box) => box.type === type);

/**
 * HEIC (HEIF, ISO/IEC 23008-12): every image item must carry an 'ispe' property (a full box:
 * version and flags, then width and height as u32) in meta > iprp > ipco. Tiles of a grid carry
 * their own small ispe and the grid the whole canvas's, so the largest declared is the one a
 * viewer allocates: judging by it needs no walk of ipma to find which item is primary.
 */
function heicDimensions(b: Uint8Array): ImageDimensions | null {
  const meta = boxesIn(b, 0, b.length).find((box) => box.type === 'meta');
  const iprp = meta && child(b, meta, 'iprp', 4); // meta is a full box: 4 bytes of version and flags
  const ipco = iprp && child(b, iprp, 'ipco');
  if (!ipco) return null;
  let largest: ImageDimensions | null = null;
  for (const box of boxesIn(b, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    const found = sized(u32be(b, box.start + 4), u32be(b, box.start + 8));
    if (!found) return null; // an image item of no size: not an image
    if (!largest || found.width * found.height > largest.width * largest.height) largest = found;
  }
  return largest;
}

/**
 * The declared size of an image of a sniffed type, or null when the header carries none (or a
 * zero side): such bytes are not an image a phone can show.
 * @example imageDimensions(pngHeader(640, 480), 'image/png') // { width: 640, height: 480 }
 */
export function imageDimensions(bytes: Uint8Array, type: ProofMimeType): ImageDimensions | null {
  switch (type) {
    case 'image/png':
      return pngDimensions(bytes);
    case 'image/jpeg':
      return jpegDimensions(bytes);
    case 'image/webp':
      return webpDimensions(bytes);
    case 'image/heic':
      return heicDimensions(bytes);
    default: {
      const unknown: never = type;
      throw new Error(`no dimension reader for ${String(unknown)}`);
    }
  }
}
