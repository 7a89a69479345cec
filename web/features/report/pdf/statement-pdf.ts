/**
 * Draws a statement's layout (statement-layout.ts) onto A4 pages with jsPDF: the header with the
 * check code, then each block, a block never split across pages, and a footer with the group, the
 * check code and the page number on every page. The text is in the embedded Noto Sans subsets
 * (Identity-H, so ₦ and the accented letters of names print as themselves, and copy as text).
 */
import { jsPDF } from 'jspdf';
import { report_pdfBrand, report_pdfPage, report_receipt } from '../../../../shared/i18n/paraglide/messages.js';
import type { StatementBlock, StatementLayout } from './statement-layout';

/** The subset TTFs in base64 (scripts/statement-font.ts). */
export interface StatementFonts {
  regular: string;
  bold: string;
}

type Rgb = [number, number, number];

const FAMILY = 'NotoSans';
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - MARGIN;
const TOP = 56;
/** Blocks stop here; the footer sits below. */
const BOTTOM = PAGE.height - 56;
const INK: Rgb = [20, 20, 20];
const GREY: Rgb = [90, 90, 90];
const RULE: Rgb = [205, 205, 205];
const BRAND: Rgb = [13, 115, 89];
const LINK: Rgb = [26, 77, 204];
/** Money in and out, as the screen colours them (dark enough to print). */
const IN: Rgb = [13, 115, 89];
const OUT: Rgb = [170, 30, 30];

export function statementPdf(layout: StatementLayout, fonts: StatementFonts, options: { madeAt: string; compress?: boolean }): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: options.compress ?? true, putOnlyUsedFonts: true });
  // A TTF added this way is embedded with jsPDF's default encoding for it, Identity-H.
  doc.addFileToVFS('statement-regular.ttf', fonts.regular);
  doc.addFont('statement-regular.ttf', FAMILY, 'normal');
  doc.addFileToVFS('statement-bold.ttf', fonts.bold);
  doc.addFont('statement-bold.ttf', FAMILY, 'bold');
  doc.setDocumentProperties({ title: layout.title, creator: 'GroupPurse' });
  doc.setCreationDate(new Date(options.madeAt));

  const p = pen(doc);
  p.write(report_pdfBrand(), { size: 9, bold: true, color: BRAND });
  p.gap(6);
  p.write(layout.head.title, { size: 18, bold: true });
  for (const line of layout.head.lines) p.write(line, { size: 10, color: GREY });
  p.gap(2);
  p.write(layout.head.checkCode, { size: 12, bold: true });
  p.gap(4);
  for (const block of layout.blocks) draw(p, block);

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setDrawColor(...RULE);
    doc.setLineWidth(0.4);
    doc.line(MARGIN, PAGE.height - 38, RIGHT, PAGE.height - 38);
    p.use(8, false, GREY);
    doc.text(layout.footer, MARGIN, PAGE.height - 26);
    doc.text(report_pdfPage({ page, pages }), RIGHT, PAGE.height - 26, { align: 'right' });
  }
  return new Uint8Array(doc.output('arraybuffer'));
}

function draw(p: Pen, block: StatementBlock): void {
  const { doc } = p;
  switch (block.kind) {
    case 'heading':
      p.room(48);
      p.gap(12);
      p.use(12, true, BRAND);
      doc.text(block.text, MARGIN, p.y);
      doc.setDrawColor(...BRAND);
      doc.setLineWidth(0.8);
      doc.line(MARGIN, p.y + 5, RIGHT, p.y + 5);
      p.gap(20);
      return;
    case 'pair': {
      p.use(10, block.strong);
      const lines = p.split(block.label, WIDTH - doc.getTextWidth(block.figure) - 16);
      p.room(14 * lines.length);
      doc.text(block.figure, RIGHT, p.y, { align: 'right' });
      for (const line of lines) {
        doc.text(line, MARGIN, p.y);
        p.gap(14);
      }
      return;
    }
    case 'movement': {
      p.use(10, false);
      const who = p.split(block.who, WIDTH - 60);
      p.use(8.5, false);
      const details = block.details ? p.split(block.details, WIDTH) : [];
      p.room(13 + 13 * who.length + 11 * details.length + 6);
      p.use(9, false, GREY);
      doc.text(block.when, MARGIN, p.y);
      p.use(10, true, block.out ? OUT : IN);
      doc.text(block.amount, RIGHT, p.y, { align: 'right' });
      p.gap(13);
      if (block.receiptUrl) {
        p.use(9, false, LINK);
        const receipt = report_receipt();
        doc.textWithLink(receipt, RIGHT - doc.getTextWidth(receipt), p.y, { url: block.receiptUrl });
      }
      p.use(10, false);
      for (const line of who) {
        doc.text(line, MARGIN, p.y);
        p.gap(13);
      }
      p.use(8.5, false, GREY);
      for (const line of details) {
        doc.text(line, MARGIN, p.y - 1);
        p.gap(11);
      }
      doc.setDrawColor(...RULE);
      doc.setLineWidth(0.4);
      doc.line(MARGIN, p.y - 5, RIGHT, p.y - 5);
      p.gap(6);
      return;
    }
    case 'text':
      p.write(block.text, { size: 10, color: block.muted ? GREY : INK });
      return;
  }
}

type Pen = ReturnType<typeof pen>;

/** A cursor down the page that starts a new page when the next block would not fit. */
function pen(doc: jsPDF) {
  const p = {
    doc,
    y: TOP,
    use(size: number, bold: boolean, color: Rgb = INK) {
      doc.setFont(FAMILY, bold ? 'bold' : 'normal');
      doc.setFontSize(size);
      doc.setTextColor(...color);
    },
    gap(height: number) {
      p.y += height;
    },
    room(height: number) {
      if (p.y + height <= BOTTOM) return;
      doc.addPage();
      p.y = TOP;
    },
    /** The text in lines no wider than `width` at the current font and size (words kept whole where they fit). */
    split(text: string, width: number): string[] {
      return doc.splitTextToSize(text, width) as string[];
    },
    /** Wrapped text, one line after another, each line height 1.4 × its size. */
    write(text: string, { size, bold = false, color = INK }: { size: number; bold?: boolean; color?: Rgb }) {
      p.use(size, bold, color);
      for (const line of p.split(text, WIDTH)) {
        p.room(size * 1.4);
        p.use(size, bold, color);
        doc.text(line, MARGIN, p.y);
        p.gap(size * 1.4);
      }
    },
  };
  return p;
}
