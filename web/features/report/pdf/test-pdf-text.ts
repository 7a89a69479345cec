/**
 * For tests (unit and browser): checks a PDF's structure the way a reader finds its way in (the
 * header, startxref, every cross-reference offset landing on its object, the trailer's root) and
 * reads its text back the way a reader copies it: pages in order, streams inflated, each `Tj`'s
 * glyph numbers turned into text through the ToUnicode map of the font selected by the last `Tf`.
 * Node only (node:zlib).
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  id: number;
  dict: string;
  stream: Uint8Array | null;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));

/** Every object with its dictionary and (inflated) stream; throws where the file is not a well-formed PDF. */
export function pdfObjects(bytes: Uint8Array): PdfObject[] {
  const text = latin1(bytes);
  if (!text.startsWith('%PDF-1.')) throw new Error('no %PDF header');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (!startxref) throw new Error('no startxref at the end');
  const xrefAt = Number(startxref[1]);
  const xref = /^xref\s+0 (\d+)\s+/.exec(text.slice(xrefAt));
  if (!xref) throw new Error('startxref does not point at the xref table');
  const size = Number(xref[1]);
  const rowsAt = xrefAt + xref[0].length;
  const objects: PdfObject[] = [];
  for (let id = 1; id < size; id += 1) {
    const row = text.slice(rowsAt + 20 * id, rowsAt + 20 * id + 20);
    if (!/^\d{10} \d{5} [nf] ?\r?\n$/.test(row)) throw new Error(`xref row ${id} is malformed: ${JSON.stringify(row)}`);
    if (row[17] === 'f') continue;
    const offset = Number(row.slice(0, 10));
    if (!text.startsWith(`${id} 0 obj`, offset)) throw new Error(`xref offset of object ${id} does not land on it`);
    const body = text.slice(offset, text.indexOf('endobj', offset));
    const streamAt = /\bstream\r?\n/.exec(body);
    if (!streamAt) {
      objects.push({ id, dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt.index);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = offset + streamAt.index + streamAt[0].length;
    const raw = bytes.subarray(start, start + length);
    objects.push({ id, dict, stream: dict.includes('/FlateDecode') ? new Uint8Array(inflateSync(raw)) : raw });
  }
  if (!/trailer\s*<<[\s\S]*\/Root \d+ 0 R/.test(text.slice(rowsAt + 20 * size))) throw new Error('the trailer names no /Root');
  return objects;
}

/** The pages' content streams in reading order (the page tree's /Kids). */
function pageContents(objects: PdfObject[]): PdfObject[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  const tree = objects.find((o) => /\/Type \/Pages\b/.test(o.dict));
  const kids = refs(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '');
  return kids.flatMap((kid) => refs(/\/Contents (\d+ 0 R)/.exec(byId.get(kid)?.dict ?? '')?.[1] ?? '').map((id) => byId.get(id)!));
}

/** The number of pages the page tree counts. */
export function pdfPageCount(bytes: Uint8Array): number {
  const pages = pdfObjects(bytes).find((o) => /\/Type \/Pages\b/.test(o.dict));
  return Number(/\/Count (\d+)/.exec(pages?.dict ?? '')?.[1] ?? 0);
}

/** Each font resource name ('/F15') with its glyph → text map (from the font's ToUnicode CMap). */
function fontMaps(objects: PdfObject[]): Map<string, Map<string, string>> {
  const byId = new Map(objects.map((o) => [o.id, o]));
  const maps = new Map<string, Map<string, string>>();
  for (const o of objects) {
    for (const [, name, fontId] of o.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(byId.get(Number(fontId))?.dict ?? '')?.[1];
      const cmap = toUnicode ? byId.get(Number(toUnicode))?.stream : null;
      if (!cmap) continue;
      const glyphs = new Map<string, string>();
      for (const [, glyph, utf16] of latin1(cmap).matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
        glyphs.set(glyph!.toLowerCase(), String.fromCharCode(...utf16!.match(/.{4}/g)!.map((h) => parseInt(h, 16))));
      }
      maps.set(`/${name}`, glyphs);
    }
  }
  return maps;
}

/** The text drawn on the pages, one line per `Tj`, in drawing order. */
export function pdfText(bytes: Uint8Array): string {
  const objects = pdfObjects(bytes);
  const fonts = fontMaps(objects);
  const lines: string[] = [];
  for (const content of pageContents(objects)) {
    let glyphs = new Map<string, string>();
    for (const [, font, hex] of latin1(content.stream ?? new Uint8Array()).matchAll(/(\/F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj/g)) {
      if (font) glyphs = fonts.get(font) ?? new Map();
      else lines.push((hex!.match(/.{4}/g) ?? []).map((g) => glyphs.get(g.toLowerCase()) ?? '\uFFFD').join(''));
    }
  }
  return lines.join('\n');
}
