import { inflateRawSync } from 'node:zlib';

/**
 * One file inside a zip as its central directory lists it. The sizes say where its bytes are,
 * never how much it unpacks to: that is bounded while it unpacks (unpackEntry).
 */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  localOffset: number;
  compressedSize: number;
  /** What the directory claims it unpacks to: a cheap early refusal, never a bound. */
  declaredSize: number;
}

/** An XLSX holds a few dozen parts; a directory of thousands is not a workbook. */
const MAX_ENTRIES = 2_000;

/**
 * The entries of a zip (its central directory), or null when it has none we can read: not a zip,
 * cut short (the directory is at the end), zip64 (sizes that do not fit these fields), or entries
 * pointing outside the file.
 * @example zipDirectory(new Uint8Array([1, 2, 3])) === null
 */
export function zipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const count = view.getUint16(at + 10, true);
    if (count > MAX_ENTRIES) return null;
    const entries: ZipEntry[] = [];
    let entry = view.getUint32(at + 16, true);
    for (let i = 0; i < count; i += 1) {
      if (entry + 46 > bytes.length || view.getUint32(entry, true) !== 0x02014b50) return null;
      const nameLength = view.getUint16(entry + 28, true);
      const compressedSize = view.getUint32(entry + 20, true);
      const declaredSize = view.getUint32(entry + 24, true);
      const localOffset = view.getUint32(entry + 42, true);
      if ([compressedSize, declaredSize, localOffset].includes(0xffffffff) || entry + 46 + nameLength > bytes.length) return null;
      const name = new TextDecoder().decode(bytes.subarray(entry + 46, entry + 46 + nameLength));
      entries.push({ name, method: view.getUint16(entry + 10, true), flags: view.getUint16(entry + 8, true), localOffset, compressedSize, declaredSize });
      entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    }
    return entries;
  }
  return null;
}

/** The bytes one file of a zip may still unpack to: shared by the parts of one workbook. */
export interface UnpackBudget {
  bytesLeft: number;
}

/**
 * One entry's bytes, unpacked by zlib under what is left of `budget`: zlib stops as soon as its
 * output passes the budget (maxOutputLength), whatever size the zip declared ('over-budget'). A
 * stream that ends before its end (a file cut short), an unknown method or an encrypted entry is
 * 'damaged'.
 * @example const sheet = unpackEntry(bytes, entry, { bytesLeft: 32 << 20 }); if (sheet instanceof Uint8Array) …
 */
export function unpackEntry(bytes: Uint8Array, entry: ZipEntry, budget: UnpackBudget): Uint8Array | 'over-budget' | 'damaged' {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if ((entry.flags & 1) !== 0 || at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return 'damaged';
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const packed = bytes.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > bytes.length) return 'damaged';
  let unpacked: Uint8Array;
  if (entry.method === 0) unpacked = packed;
  else if (entry.method !== 8) return 'damaged';
  else {
    try {
      unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(1, budget.bytesLeft) });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') return 'over-budget';
      // zlib's own errors (Z_BUF_ERROR: the data ends early; Z_DATA_ERROR: it is not deflate).
      if (typeof code === 'string' && code.startsWith('Z_')) return 'damaged';
      throw error;
    }
  }
  if (unpacked.length > budget.bytesLeft) return 'over-budget';
  budget.bytesLeft -= unpacked.length;
  return unpacked;
}
