/** Receipts drawn by Chromium for the browser tests that run the server's real OCR on them. */
import type { Browser } from 'playwright-core';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface DrawnReceipt {
  /** As the receipt prints it: '₦20,000.00'. */
  amount: string;
  paidAt: Date;
  name: string;
  account: string;
  reference: string;
  remark?: string;
}

/** An OPay-style receipt as the app's screenshot would look, drawn by Chromium, as a PNG. */
export async function drawnReceiptPng(browser: Browser, receipt: DrawnReceipt): Promise<Buffer> {
  // Receipts print Lagos time (UTC+1) as 'Mar 1st, 2025 10:15:22'.
  const lagos = new Date(receipt.paidAt.getTime() + 60 * 60_000);
  const day = lagos.getUTCDate();
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  const time = [lagos.getUTCHours(), lagos.getUTCMinutes(), lagos.getUTCSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
  const date = `${MONTHS[lagos.getUTCMonth()]} ${day}${suffix}, ${lagos.getUTCFullYear()} ${time}`;
  const page = await browser.newPage({ viewport: { width: 420, height: 640 }, deviceScaleFactor: 1 });
  await page.setContent(`
    <body style="margin:0;font-family:'DejaVu Sans',sans-serif;background:#fff;color:#1a1a1a">
      <div style="background:#00b876;color:#fff;padding:18px 24px;font-size:22px;font-weight:bold">OPay</div>
      <div style="padding:20px 24px;text-align:center">
        <div style="font-size:22px;font-weight:bold">Transfer Successful</div>
        <div style="font-size:44px;font-weight:bold;margin:12px 0">${receipt.amount}</div>
        <div style="font-size:17px">${date}</div>
      </div>
      <div style="padding:0 24px;font-size:17px;line-height:1.9">
        <div style="font-weight:bold">Recipient Details</div>
        <div>${receipt.name}</div>
        <div>OPay | ${receipt.account}</div>
        <div>Transaction No. &nbsp;&nbsp; ${receipt.reference}</div>
        ${receipt.remark ? `<div>Remark &nbsp;&nbsp; ${receipt.remark}</div>` : ''}
      </div>
    </body>`);
  const png = await page.screenshot({ type: 'png', fullPage: true });
  await page.close();
  return png;
}
