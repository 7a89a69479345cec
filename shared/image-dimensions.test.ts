import { describe, expect, it } from 'vitest';
import { sniffImageType, type ProofMimeType } from './contributions';
import { imageDimensions } from './image-dimensions';

// Small hand-built headers: only the bytes a reader looks at, laid out as each format's spec says.
const text = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [Math.floor(n / 0x1000000) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];

function png(width: number, height: number): number[] {
  return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...be32(13), ...text('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0];
}

/** SOI, an APP1 'Exif' segment holding bytes that look like a frame header, then SOF (or not). */
function jpeg(width: number, height: number, frame = 0xc0): number[] {
  const fakeSofInExif = [0xff, 0xc0, 0, 11, 8, ...be16(60000), ...be16(60000), 1, 1, 0x11, 0];
  const app1 = [0xff, 0xe1, ...be16(2 + 6 + fakeSofInExif.length), ...text('Exif'), 0, 0, ...fakeSofInExif];
  const sof = [0xff, frame, 0, 17, 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return [0xff, 0xd8, 0xff, 0xff, ...app1.slice(1), ...sof, 0xff, 0xda, 0, 12];
}

function riff(chunk: string, data: number[]): number[] {
  return [...text('RIFF'), ...le32(4 + 8 + data.length), ...text('WEBP'), ...text(chunk), ...le32(data.length), ...data, 0, 0, 0, 0];
}
const vp8 = (width: number, height: number) => riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height)]);
const vp8l = (width: number, height: number) => riff('VP8L', [0x2f, ...le32((width - 1) | ((height - 1) << 14))]);
const vp8x = (width: number, height: number) => riff('VP8X', [0x10, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);

function box(type: string, content: number[]): number[] {
  return [...be32(8 + content.length), ...text(type), ...content];
}
const ispe = (width: number, height: number) => box('ispe', [0, 0, 0, 0, ...be32(width), ...be32(height)]);
/** ftyp, then meta (a full box) > hdlr, iprp > ipco > the given properties. */
function heic(...properties: number[][]): number[] {
  const ipco = box('ipco', properties.flat());
  const meta = box('meta', [0, 0, 0, 0, ...box('hdlr', [0, 0, 0, 0, 0, 0, 0, 0, ...text('pict')]), ...box('iprp', ipco)]);
  return [...box('ftyp', [...text('heic'), 0, 0, 0, 0, ...text('mif1heic')]), ...meta, ...box('mdat', [1, 2, 3])];
}

const CASES: [name: string, bytes: number[], expected: { width: number; height: number } | null][] = [
  ['PNG', png(640, 480), { width: 640, height: 480 }],
  ['PNG declaring 100000×100000', png(100000, 100000), { width: 100000, height: 100000 }],
  ['PNG with the top bit set in its width', png(0x80000000, 1), { width: 0x80000000, height: 1 }],
  ['PNG of zero width', png(0, 480), null],
  ['PNG cut before its size', png(640, 480).slice(0, 20), null],
  ['PNG whose first chunk is not IHDR', [...png(640, 480).slice(0, 12), ...text('IDAT'), ...png(640, 480).slice(16)], null],
  ['JPEG baseline (SOF0), past an EXIF segment', jpeg(4000, 3000), { width: 4000, height: 3000 }],
  ['JPEG progressive (SOF2)', jpeg(1600, 1200, 0xc2), { width: 1600, height: 1200 }],
  ['JPEG of zero height (size left to a DNL marker)', jpeg(1600, 0), null],
  ['JPEG with a DHT (C4) but no frame header before its scan', jpeg(1600, 1200, 0xc4), null],
  ['JPEG of magic bytes only', [0xff, 0xd8, 0xff, 0xe0], null],
  ['JPEG whose segments run into junk', [0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x12, 0x34], null],
  ['WebP lossy (VP8)', vp8(800, 600), { width: 800, height: 600 }],
  ['WebP lossy without its start code', vp8(800, 600).map((b, i) => (i === 23 ? 0 : b)), null],
  ['WebP lossless (VP8L)', vp8l(16384, 9), { width: 16384, height: 9 }],
  ['WebP extended (VP8X)', vp8x(100000, 100000), { width: 100000, height: 100000 }],
  ['WebP with an unknown first chunk', riff('ALPH', new Array(12).fill(0)), null],
  ['HEIC', heic(box('colr', text('nclx1234')), ispe(4032, 3024)), { width: 4032, height: 3024 }],
  ['HEIC grid: the canvas, not a tile', heic(ispe(512, 512), ispe(100000, 100000)), { width: 100000, height: 100000 }],
  ['HEIC without ispe', heic(box('colr', text('nclx1234'))), null],
  ['HEIC with an ispe of zero', heic(ispe(4032, 3024), ispe(0, 0)), null],
  ['HEIC without meta', box('ftyp', [...text('heic'), 0, 0, 0, 0]), null],
];

describe('imageDimensions', () => {
  it.each(CASES)('%s', (_name, bytes, expected) => {
    const image = new Uint8Array(bytes);
    const type = sniffImageType(image);
    expect(type).not.toBeNull();
    expect(imageDimensions(image, type as ProofMimeType)).toEqual(expected);
  });
});
