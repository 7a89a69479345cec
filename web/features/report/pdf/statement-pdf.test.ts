import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStatementFonts, STATEMENT_FONT_TEXT } from '../../../../scripts/statement-font';
import { getLocale, overwriteGetLocale } from '../../../../shared/i18n/paraglide/runtime.js';
import type { StatementMovement } from '../../../../shared/statement';
import { statementLayout } from './statement-layout';
import { statementPdf, type StatementFonts } from './statement-pdf';
import { pdfObjects, pdfPageCount, pdfText } from './test-pdf-text';
import { testStatement } from './test-statement';

const options = { mine: false, purseNames: new Map([['p1', 'Xmas Party']]), origin: 'https://grouppurse.test' };
let fonts: StatementFonts;

beforeAll(async () => {
  // The subsets the build embeds, made the same way.
  const made = await makeStatementFonts();
  fonts = { regular: made.regular.toString('base64'), bold: made.bold.toString('base64') };
});

const pdfOf = (s = testStatement(), compress = true) => statementPdf(statementLayout(s, options), fonts, { madeAt: s.madeAt, compress });

describe('statementPdf', () => {
  it.each([true, false])('makes a well-formed one-page PDF whose text holds the purse, ₦ amounts, accented names and the check code (compressed: %s)', (compress) => {
    const bytes = pdfOf(testStatement(), compress);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfObjects(bytes).length).toBeGreaterThan(8);
    expect(pdfPageCount(bytes)).toBe(1);
    const text = pdfText(bytes).split('\n');
    for (const line of ['Ìrẹ́pọ̀ Ajo: Xmas Party', 'Check code: 1a2b3c4d', 'Closing balance', '₦3,000', '+₦5,000', '−₦2,000', 'Adébáyọ̀ Ọlá', 'Party food · Balance ₦3,000', 'Chiọma Ụdeh', 'Payment from Ɓala Ƙarami', 'Receipt', 'Page 1 of 1']) {
      expect(text).toContain(line);
    }
    expect(text.join('\n')).not.toContain('\uFFFD');
  });

  it('links the payout’s receipt', () => {
    const bytes = pdfOf(testStatement(), false);
    expect(pdfObjects(bytes).some((o) => o.dict.includes('/URI (https://grouppurse.test/api/payouts/o%2F1/receipt)'))).toBe(true);
  });

  it('runs a long statement over pages without losing a line, each page footed with the check code and its number', () => {
    const base = testStatement().movements[0]!;
    const movements: StatementMovement[] = Array.from({ length: 80 }, (_, i) => ({ ...base, id: `c${i}`, who: `Member ${i + 1}`, amountKobo: 100_000, balanceKobo: 100_000 * (i + 1) }));
    const bytes = pdfOf(testStatement({ movements }));
    const pages = pdfPageCount(bytes);
    expect(pages).toBeGreaterThan(2);
    const text = pdfText(bytes).split('\n');
    for (let i = 1; i <= 80; i += 1) expect(text).toContain(`Member ${i}`);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text.filter((line) => line === 'Ìrẹ́pọ̀ Ajo · check code 1a2b3c4d')).toHaveLength(pages);
  });

  it('wraps a name too long for one line instead of running off the page', () => {
    const who = 'Oluwaseun Adébáyọ̀ Ọláńrewájú Babátúndé Olúwadámiláre Akínwùmí Ọ̀rẹ́kọ́yà Ìbídàpọ̀ Fọláṣadé';
    const s = testStatement();
    s.movements[0] = { ...s.movements[0]!, who };
    const text = pdfText(pdfOf(s)).split('\n');
    const lines = text.filter((line) => line.startsWith('Oluwaseun') || line.endsWith('Fọláṣadé'));
    expect(lines.length).toBe(2);
    expect(lines.join(' ')).toBe(who);
  });

  it('prints its words in the language the app shows, names and figures as they are', () => {
    const shown = getLocale;
    overwriteGetLocale(() => 'ha');
    try {
      const text = pdfText(pdfOf()).split('\n');
      for (const line of ['BAYANIN KUƊI NA GROUPPURSE', 'Taƙaitawa', 'Lambar tantancewa: 1a2b3c4d', 'Shafi 1 cikin 1', '+₦5,000', 'Adébáyọ̀ Ọlá']) expect(text).toContain(line);
      expect(text.join('\n')).not.toContain('\uFFFD');
    } finally {
      overwriteGetLocale(shown);
    }
  });

  it('embeds every letter the statements’ words use in every language (the group statement’s and the dues statements’)', () => {
    const letters = new Set(STATEMENT_FONT_TEXT);
    for (const area of ['report', 'dues']) {
      const dir = new URL(`../../../../shared/i18n/messages/${area}/`, import.meta.url);
      for (const file of readdirSync(dir).filter((name) => /^[a-z]+\.json$/.test(name))) {
        const missing = [...new Set(readFileSync(new URL(file, dir), 'utf8'))].filter((ch) => ch >= ' ' && !letters.has(ch));
        expect(missing, `${area}/${file}`).toEqual([]);
      }
    }
  });
});
