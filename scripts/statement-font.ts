/**
 * The fonts of the statement PDF (issue 11 §5): the standard PDF fonts have no ₦, so the PDF
 * embeds fonts that have it. Made at build time from an npm font package (Noto Sans) with
 * subset-font (HarfBuzz compiled to WebAssembly), keeping only the characters a statement prints:
 * Latin with the letters of Yoruba, Igbo and Hausa names, ₦ and a little punctuation. Nothing is
 * fetched from a CDN, at build or at run time.
 *
 * Vite serves them as `virtual:statement-font` (the base64 of each TTF, the form jsPDF's
 * addFileToVFS takes), imported only by the lazy PDF chunk, so the app's first load does not
 * carry them and the service worker precaches them with that chunk for offline use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The npm font files the subsets are made from (Noto Sans: measured against DejaVu Sans, as small and narrower). */
const SOURCES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * Printable ASCII, Latin-1, Latin Extended-A; the dotted and hooked letters of Yoruba (ẹ ọ ṣ),
 * Igbo (ị ụ ṅ) and Hausa (ɓ ɗ ƙ ƴ ʼ), and the combining accents their tones are written with;
 * ₦, dashes, quotes, bullet, ellipsis and minus.
 */
export const STATEMENT_FONT_TEXT = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  range(0x100, 0x17f),
  'ƁɓƊɗƘƙƳƴʼǸǹḾḿẸẹỌọṢṣỊịỤụṄṅṆṇ',
  '\u0300\u0301\u0302\u0303\u0304\u0306\u0308\u030c\u0323',
  '₦–—‘’“”•…−·',
].join('');

/**
 * jsPDF draws glyphs one after another (no shaping, no hinting), so the tables only a shaper or
 * a hinter reads are dropped: they were more than half of each subset's bytes.
 */
const SUBSET_OPTIONS = {
  targetFormat: 'sfnt',
  noHinting: true,
  noLayoutClosure: true,
  dropTables: ['GSUB', 'GPOS', 'GDEF', 'kern', 'gasp', 'hdmx', 'LTSH', 'VDMX', 'DSIG', 'prep', 'fpgm', 'cvt '],
} as const;

export interface StatementFonts {
  regular: Buffer;
  bold: Buffer;
}

/** The subset TTFs. */
export async function makeStatementFonts(): Promise<StatementFonts> {
  const { default: subsetFont } = await import('subset-font');
  const subset = (source: string) => subsetFont(readFileSync(require.resolve(source)), STATEMENT_FONT_TEXT, SUBSET_OPTIONS);
  const [regular, bold] = await Promise.all([subset(SOURCES.regular), subset(SOURCES.bold)]);
  return { regular, bold };
}

const ID = 'virtual:statement-font';

/** `import { regular, bold } from 'virtual:statement-font'`: the subset TTFs in base64. */
export function statementFontPlugin(): Plugin {
  let made: Promise<StatementFonts> | null = null;
  return {
    name: 'grouppurse:statement-font',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    async load(id) {
      if (id !== `\0${ID}`) return null;
      made ??= makeStatementFonts();
      const { regular, bold } = await made;
      return `export const regular = ${JSON.stringify(regular.toString('base64'))};\nexport const bold = ${JSON.stringify(bold.toString('base64'))};\n`;
    },
  };
}
