/** subset-font ships no types; the one call scripts/statement-font.ts makes. */
declare module 'subset-font' {
  export interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    noHinting?: boolean;
    noLayoutClosure?: boolean;
    /** Four-letter table tags left out of the subset. */
    dropTables?: readonly string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
