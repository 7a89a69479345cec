/**
 * A statement file's bytes as text: UTF-16 when it starts with a byte-order mark (Excel's
 * "Unicode text" export), UTF-8 when the bytes are valid UTF-8, else Windows-1252 (older bank
 * exports). Null when the bytes are binary (NUL characters), which no text statement holds.
 * @example decodeText(new TextEncoder().encode('Date,Credit')) === 'Date,Credit'
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes);
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be').decode(bytes);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  return text.includes('\u0000') ? null : text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
