import { Parser } from 'saxen';
import { statementProblem, type StatementProblem } from './messages';

/** The deepest a workbook part nests: a sheet's text is 7 deep (worksheet, sheetData, row, c, is, r, t). */
export const MAX_XML_DEPTH = 32;
/**
 * The most characters read with no tag in them (one cell's text, one attribute). The streaming
 * parser reads an unfinished token again with each new piece, so an endless one would cost the
 * square of its length; no statement has a 1 MB cell. Counted per piece written (the tail of a
 * piece after its last tag is not seen), so a token is refused somewhere between 1 and 2 MB.
 */
export const MAX_XML_TOKEN_CHARS = 1024 * 1024;

/** What a part's reader hears, with names stripped of their namespace prefix (`x:row` is `row`). */
export interface XmlHandlers {
  open?(name: string, attribute: (name: string) => string | undefined): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** Thrown by a part's reader (or the limits here) to stop reading with this problem. */
export class XmlRefusal {
  constructor(readonly problem: StatementProblem) {}
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
export const damaged = () => statementProblem('statement-format-unrecognised', 'the Excel file is damaged or is not a workbook');

/**
 * A streaming reader of one XML part: `write` the bytes as they are unpacked, then `end`. Depth and
 * token length are counted as the text is read; a refusal (thrown by a handler as XmlRefusal) or
 * broken XML, including a part cut short, comes back from `write`/`end` and stops the reading.
 * @example const part = xmlPart({ open: (name) => … }); part.write(chunk); const problem = part.end();
 */
export function xmlPart(handlers: XmlHandlers): { write(chunk: Uint8Array): StatementProblem | null; end(): StatementProblem | null } {
  const parser = new Parser();
  const decoder = new TextDecoder('utf-8');
  let depth = 0;
  let sinceEvent = 0;
  let problem: StatementProblem | null = null;
  const event = () => (sinceEvent = 0);
  // The open element's attributes, parsed only if its handler asks (one accessor for all elements:
  // a sheet has hundreds of thousands of them).
  let attrs: () => Record<string, string> = () => ({});
  let values: Record<string, string> | undefined;
  let decode: (text: string) => string = (text) => text;
  const attribute = (wanted: string) => {
    values ??= attrs();
    let value = values[wanted];
    // Attribute names keep their prefix ('r:id'): a prefixed one is found by its local part.
    if (value === undefined) for (const key in values) if (localName(key) === wanted) value = values[key];
    return value === undefined ? undefined : decode(value);
  };
  parser.on('openTag', (name, getAttrs, decodeEntities, selfClosing) => {
    event();
    if (!selfClosing && ++depth > MAX_XML_DEPTH) throw new XmlRefusal(statementProblem('statement-too-complex', `parts nested more than ${MAX_XML_DEPTH} deep`));
    attrs = getAttrs;
    values = undefined;
    decode = decodeEntities;
    handlers.open?.(localName(name), attribute);
    if (selfClosing) handlers.close?.(localName(name));
  });
  parser.on('closeTag', (name, _decode, selfClosing) => {
    event();
    if (selfClosing) return;
    depth -= 1;
    handlers.close?.(localName(name));
  });
  parser.on('text', (text, decode) => {
    event();
    handlers.text?.(decode(text));
  });
  parser.on('cdata', (text) => {
    event();
    handlers.text?.(text);
  });
  // saxen reports broken XML here (a tag never closed, a part cut short, a mismatched close).
  parser.on('error', () => {
    throw new XmlRefusal(damaged());
  });
  // Only refusals are answers; anything else thrown is a bug, left to surface.
  const run = (step: () => unknown) => {
    if (problem) return problem;
    try {
      step();
    } catch (error) {
      if (!(error instanceof XmlRefusal)) throw error;
      problem = error.problem;
    }
    return problem;
  };
  return {
    write: (chunk) =>
      run(() => {
        const text = decoder.decode(chunk, { stream: true });
        sinceEvent += text.length;
        parser.write(text);
        if (sinceEvent > MAX_XML_TOKEN_CHARS) throw new XmlRefusal(statementProblem('statement-too-complex', 'one cell or tag is longer than 1 MB'));
      }),
    end: () =>
      run(() => {
        parser.write(decoder.decode());
        if (parser.end() || depth !== 0) throw new XmlRefusal(damaged());
      }),
  };
}
