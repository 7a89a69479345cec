import type { XmlHandlers } from './xlsx-xml';

/**
 * Readers of the small parts of an XLSX workbook, each a set of streaming XML handlers filling a
 * value: which sheet is first, where it is, the shared strings and which styles are dates. Their
 * sizes are bounded by the unpacked-bytes budget and the XML limits (xlsx-xml.ts).
 */

/** xl/workbook.xml: the first sheet's relationship id and the date system. */
export function workbookReader() {
  const value = { firstSheetId: undefined as string | undefined, epoch1904: false };
  const handlers: XmlHandlers = {
    open(name, attribute) {
      if (name === 'sheet' && value.firstSheetId === undefined) value.firstSheetId = attribute('id');
      else if (name === 'workbookPr') value.epoch1904 = ['1', 'true'].includes(attribute('date1904') ?? '');
    },
  };
  return { value, handlers };
}

/** A relationships part: id -> target path, and the target of each kind ('sharedStrings', 'styles'). */
export function relationshipsReader() {
  const value = new Map<string, string>();
  const types = new Map<string, string>();
  const handlers: XmlHandlers = {
    open(name, attribute) {
      const id = attribute('Id');
      const target = attribute('Target');
      if (name !== 'Relationship' || id === undefined || target === undefined) return;
      value.set(id, target);
      types.set((attribute('Type') ?? '').split('/').pop()!, target);
    },
  };
  return { value, types, handlers };
}

/**
 * Where a workbook relationship's target is inside the zip: relative to xl/, or from the root
 * when it starts with '/'.
 * @example partPath('worksheets/sheet1.xml') === 'xl/worksheets/sheet1.xml'
 */
export function partPath(target: string): string {
  const parts = target.startsWith('/') ? [] : ['xl'];
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '' && piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

/** Excel writes characters XML cannot carry as _xHHHH_ (a carriage return is _x000D_). */
export function unescapeXlsx(text: string): string {
  return text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/** Text of <t> elements outside phonetic runs (<rPh>), as a cell or a shared string shows it. */
export function richText() {
  let inT = false;
  let inPhonetic = false;
  let text = '';
  return {
    open(name: string) {
      if (name === 't') inT = true;
      else if (name === 'rPh') inPhonetic = true;
    },
    close(name: string) {
      if (name === 't') inT = false;
      else if (name === 'rPh') inPhonetic = false;
    },
    text(value: string) {
      if (inT && !inPhonetic) text += value;
    },
    take() {
      const taken = unescapeXlsx(text);
      text = '';
      return taken;
    },
  };
}

/** xl/sharedStrings.xml: every <si>'s text, in order (cells of type 's' point into it). */
export function sharedStringsReader() {
  const value: string[] = [];
  const rich = richText();
  let inString = false;
  const handlers: XmlHandlers = {
    open(name) {
      if (name === 'si') inString = true;
      else if (inString) rich.open(name);
    },
    close(name) {
      if (name === 'si') {
        value.push(rich.take());
        inString = false;
      } else if (inString) rich.close(name);
    },
    text: (text) => rich.text(text),
  };
  return { value, handlers };
}

// Excel's built-in number formats that show dates or times (ECMA-376 §18.8.30; 27–36 and 50–58
// are the East Asian date formats).
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/**
 * Whether a number format shows a date or time: with its quoted text, escaped and padding
 * characters, colours and locales taken out, a d, m, y, h or s remains (elapsed [h] too).
 * @example isDateFormat(164, 'dd/mm/yyyy hh:mm') === true; isDateFormat(165, '"NGN"#,##0.00') === false
 */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (code === undefined) return BUILT_IN_DATE_FORMATS.has(id);
  const bare = code.replace(/"[^"]*"|\\.|[_*].|\[(?![hms]+\])[^\]]*\]|General|E[+-]/gi, '');
  return /[dmyhs]/i.test(bare);
}

/** xl/styles.xml: for each cell style (cellXfs, by index), whether its number format is a date. */
export function stylesReader() {
  const codes = new Map<number, string>();
  const formatIds: number[] = [];
  let inCellStyles = false;
  const handlers: XmlHandlers = {
    open(name, attribute) {
      if (name === 'numFmt') codes.set(Number(attribute('numFmtId')), attribute('formatCode') ?? '');
      else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) formatIds.push(Number(attribute('numFmtId') ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
  };
  return { handlers, dateStyles: () => formatIds.map((id) => isDateFormat(id, codes.get(id))) };
}
