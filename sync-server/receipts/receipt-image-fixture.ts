import sharp from 'sharp';

/** One line of a drawn receipt: its text, size in px, whether it is bold, its colour and a band of colour behind it. */
export interface DrawnLine {
  text: string;
  size?: number;
  bold?: boolean;
  fill?: string;
  band?: string;
}

/**
 * Draws a receipt as a PNG from lines of text (DejaVu Sans, which has the ₦ glyph), dark or light,
 * so tests run real OCR on known content without image files in the repository.
 * @example const png = await drawReceipt([{ text: '₦25,000.00', size: 44, bold: true }], { width: 720 });
 */
export async function drawReceipt(lines: DrawnLine[], options: { width?: number; dark?: boolean } = {}): Promise<Buffer> {
  const width = options.width ?? 720;
  const [background, ink] = options.dark ? ['#121212', '#e8e8e8'] : ['#ffffff', '#1a1a1a'];
  let y = 40;
  const texts = lines.map(({ text, size = 22, bold = false, fill = ink, band }) => {
    const top = y;
    y += size + 18;
    const behind = band ? `<rect x="0" y="${top}" width="${width}" height="${size + 18}" fill="${band}"/>` : '';
    return `${behind}<text x="36" y="${y - 9}" font-family="DejaVu Sans" font-size="${size}" font-weight="${bold ? 'bold' : 'normal'}" fill="${fill}">${escapeXml(text)}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y + 60}"><rect width="100%" height="100%" fill="${background}"/>${texts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A sparse transfer receipt: six lines on white, one bank's layout, only the values given differing
 * (the layout where two different payments differ least, and an edited copy least of all).
 * @example await drawTransferReceipt({ amount: '₦25,000.00', name: 'ADAEZE OKAFOR', reference: 'GTB20261121001' })
 */
export function drawTransferReceipt(values: { amount: string; name: string; reference: string; date?: string }): Promise<Buffer> {
  return drawReceipt([
    { text: 'Transfer Successful', size: 30, bold: true },
    { text: values.amount, size: 48, bold: true },
    { text: `Beneficiary: ${values.name}` },
    { text: 'Account: 0123456789 GTBank' },
    { text: `Reference: ${values.reference}` },
    { text: `Date: ${values.date ?? '21 Nov 2026, 10:05 AM'}` },
  ]);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
