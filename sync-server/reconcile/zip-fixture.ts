import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Test helpers: XLSX files made by hand, byte by byte, so a test can make what no spreadsheet
 * program writes (a directory that understates a part, a sheet cut short, a million rows).
 */

/** One file in a zip; `declaredSize` is what its headers claim it unpacks to (the truth unless given). */
export interface ZipPart {
  name: string;
  data: string | Uint8Array;
  declaredSize?: number;
}

const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];

/**
 * A zip of `parts`, deflated (zlib level 1: a 30 MB sheet packs in a blink), with local headers,
 * central directory and end record as the format has them.
 * @example zipOf([{ name: 'a.txt', data: 'hello' }])
 */
export function zipOf(parts: ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.data === 'string' ? Buffer.from(part.data) : Buffer.from(part.data);
    const packed = deflateRawSync(data, { level: 1 });
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? data.length;
    // version, flags, method 8 (deflate), time, date, crc, sizes, name length, extra length
    const fields = [...u16(20), ...u16(0), ...u16(8), ...u16(0), ...u16(0x5b21), ...u32(crc32(data)), ...u32(packed.length), ...u32(size), ...u16(name.length), ...u16(0)];
    const local = Buffer.concat([Buffer.from([...u32(0x04034b50), ...fields]), name, packed]);
    central.push(Buffer.concat([Buffer.from([...u32(0x02014b50), ...u16(20), ...fields, ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset)]), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.from([...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(parts.length), ...u16(parts.length), ...u32(directory.length), ...u32(offset), ...u16(0)]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The parts of a one-sheet workbook around `sheetData` (the XML inside <sheetData>); strings go
 * inline (t="inlineStr") so no shared strings part is needed.
 * @example zipOf(workbookParts('<row r="1"><c r="A1"><v>1</v></c></row>'))
 */
export function workbookParts(sheetData: string, sheet: Partial<ZipPart> = {}): ZipPart[] {
  return [
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: 'xl/workbook.xml', data: `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Statement" sheetId="1" r:id="rId1"/></sheets></workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`, ...sheet },
  ];
}

/** A row of inline-string cells, for a header or a line of a statement. */
export function textRow(line: number, cells: string[]): string {
  const columns = cells.map((text, i) => `<c r="${String.fromCharCode(65 + i)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`);
  return `<row r="${line}">${columns.join('')}</row>`;
}
