/**
 * Receipt layouts modelled on Nigerian bank apps and transfer slips (GTWorld, OPay, Moniepoint,
 * Kuda, PalmPay, Access, Zenith, First Bank, UBA): each turns a receipt's values and a look (mode,
 * font, size, money and date spelling) into an HTML page for Chromium to render.
 */
import type { ReceiptStatus } from '../../shared/receipt-reading';
import type { BankKey, ReceiptValues } from './receipt-data';
import { html, lagosDate, naira, type DateStyle, type MoneyStyle } from './receipt-format';

/** How one receipt is drawn, besides its layout. */
export interface Look {
  mode: 'light' | 'dark';
  font: string;
  fontPx: number;
  money: MoneyStyle;
  date: DateStyle;
  showFee: boolean;
  showBalance: boolean;
}

/** A layout: its name, the modes it comes in, and its page. */
export interface ReceiptStyle {
  name: string;
  /** The bank whose app or branch issues this receipt (it shapes the reference and session ID). */
  bank: BankKey;
  /** A font the layout always uses (a printed slip's monospace), else the look's. */
  font?: string;
  modes: readonly Look['mode'][];
  page(v: ReceiptValues, look: Look): string;
}

const STATUS_WORDS: Record<ReceiptStatus, readonly string[]> = {
  successful: ['Successful', 'Transfer Successful', 'Transaction Successful'],
  pending: ['Pending', 'Transfer Pending', 'Transaction Pending'],
  failed: ['Failed', 'Transfer Failed', 'Transaction Failed'],
};
const statusWord = (v: ReceiptValues, variant: number) => STATUS_WORDS[v.fields.status ?? 'successful'][variant]!;
const statusColour = (v: ReceiptValues, ok: string) => (v.fields.status === 'successful' ? ok : v.fields.status === 'pending' ? '#d98e04' : '#d32f2f');

type Row = [label: string, value: string];
/** The rows every receipt shows in some order: amount aside, the transfer's particulars. */
function particulars(v: ReceiptValues, look: Look, labels: { name: string; account: string; bank: string; ref: string; session: string; date: string }): Row[] {
  const f = v.fields;
  const rows: Row[] = [
    [labels.name, v.beneficiaryName],
    [labels.account, f.accountNumber ?? ''],
    [labels.bank, f.bank ?? ''],
    [labels.date, lagosDate(v.lagos, look.date)],
  ];
  if (f.reference) rows.push([labels.ref, f.reference]);
  if (f.sessionId) rows.push([labels.session, f.sessionId]);
  return rows;
}
/** Fee and balance rows, when the look shows them: the reader must not take either for the amount. */
function extras(v: ReceiptValues, look: Look, fee: string, balance: string): Row[] {
  return [...(look.showFee ? [[fee, naira(v.feeKobo, look.money)] as Row] : []), ...(look.showBalance ? [[balance, naira(v.balanceKobo, look.money)] as Row] : [])];
}
const rowsHtml = (rows: Row[], cls = 'row') => rows.map(([l, val]) => `<div class="${cls}"><span class="l">${html(l)}</span><span class="v">${html(val)}</span></div>`).join('');

/** The page around a layout: its font, size and colours. */
function page(look: Look, css: string, body: string, colours: { bg: string; fg: string; muted: string }): string {
  const c = look.mode === 'dark' ? { bg: '#121417', fg: '#f2f2f2', muted: '#9aa0a6' } : colours;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: 'Noto Sans'; src: url(/fonts/400.ttf); font-weight: 400; }
@font-face { font-family: 'Noto Sans'; src: url(/fonts/700.ttf); font-weight: 700; }
* { box-sizing: border-box; margin: 0; padding: 0; }
body { background: ${c.bg}; color: ${c.fg}; font-family: '${look.font}', sans-serif; font-size: ${look.fontPx}px; line-height: 1.45; }
.muted, .l { color: ${c.muted}; }
/* Apps shrink a long amount rather than wrap it; an edited amount must not move the rest of the receipt. */
.amt { white-space: nowrap; }
html, body { overflow-x: hidden; }
${css}
</style></head><body>${body}</body></html>`;
}

const gtworld: ReceiptStyle = {
  name: 'gtworld', bank: 'gtb', modes: ['light'],
  page: (v, look) => page(look, `
.top { background: #dd4f05; color: #fff; padding: 18px 16px; font-weight: 700; font-size: 1.3em; }
.top small { display: block; font-weight: 400; font-size: .7em; }
.row { display: flex; justify-content: space-between; gap: 12px; padding: 10px 16px; border-bottom: 1px solid #eee; }
.v { text-align: right; font-weight: 700; overflow-wrap: anywhere; }
.st { margin: 14px 16px; font-weight: 700; color: ${statusColour(v, '#2e7d32')}; }`,
  `<div class="top">GTWorld<small>Transaction Receipt</small></div><div class="st">${statusWord(v, 0)}</div>${rowsHtml([
    ['Transaction Date', lagosDate(v.lagos, look.date)], ['Amount', naira(v.fields.amountKobo!, look.money)], ...extras(v, look, 'Charges', 'Available Balance'),
    ['Sender', v.senderName.toUpperCase()], ['Beneficiary Name', v.beneficiaryName.toUpperCase()], ['Beneficiary Account', v.fields.accountNumber!],
    ['Beneficiary Bank', v.fields.bank!], ['Narration', v.narration], ...(v.fields.reference ? [['Transaction Reference', v.fields.reference] as Row] : []),
    ...(v.fields.sessionId ? [['Session ID', v.fields.sessionId] as Row] : []),
  ])}<p class="muted" style="padding:16px;font-size:.8em">Guaranty Trust Bank Ltd. RC 152321. Licensed by the Central Bank of Nigeria.</p>`, { bg: '#fff', fg: '#222', muted: '#777' }),
};

const centred = (name: string, bank: BankKey, brand: string, labels: Parameters<typeof particulars>[2], statusVariant: number, logo: string): ReceiptStyle => ({
  name, bank, modes: ['light', 'dark'],
  page: (v, look) => page(look, `
.logo { padding: 18px 16px 0; color: ${brand}; font-weight: 700; font-size: 1.2em; }
.hero { text-align: center; padding: 26px 16px 20px; }
.amt { font-size: min(2.3em, 8.5vw); font-weight: 700; }
.st { color: ${statusColour(v, brand)}; font-weight: 700; margin-top: 6px; }
.card { margin: 0 14px 14px; border-radius: 12px; padding: 6px 14px; background: ${look.mode === 'dark' ? '#1e2226' : '#f6f7f9'}; }
.row { display: flex; justify-content: space-between; gap: 14px; padding: 9px 0; }
.v { text-align: right; font-weight: 600; overflow-wrap: anywhere; }`,
  `<div class="logo">${logo}</div><div class="hero"><div class="amt">${naira(v.fields.amountKobo!, look.money)}</div><div class="st">${statusWord(v, statusVariant)}</div>
<div class="muted">${lagosDate(v.lagos, look.date)}</div></div><div class="card">${rowsHtml([...particulars(v, look, labels), ...extras(v, look, 'Fee', 'Balance')])}</div>
<div class="card">${rowsHtml([['Sender', v.senderName.toUpperCase()], ['Sender Account', `${v.senderAccount.slice(0, 3)}****${v.senderAccount.slice(7)}`], ['Remark', v.narration]])}</div>`,
  { bg: '#fff', fg: '#111', muted: '#6b7280' }),
});

const opay = centred('opay', 'opay', '#00b876', { name: 'Recipient Name', account: 'Recipient Account', bank: 'Recipient Bank', ref: 'Transaction No.', session: 'Session ID', date: 'Transaction Date' }, 0, 'OPay');
const moniepoint = centred('moniepoint', 'moniepoint', '#0357ee', { name: 'Beneficiary', account: 'Account Number', bank: 'Bank', ref: 'Transaction Reference', session: 'Session ID', date: 'Date' }, 1, 'Moniepoint');
const uba = centred('uba', 'uba', '#d71e28', { name: 'Beneficiary Name', account: 'Beneficiary Account', bank: 'Beneficiary Bank', ref: 'Reference', session: 'NIP Session ID', date: 'Date & Time' }, 2, 'UBA Mobile');

const kuda: ReceiptStyle = {
  name: 'kuda', bank: 'kuda', modes: ['light', 'dark'],
  page: (v, look) => page(look, `
.head { background: #40196d; color: #fff; padding: 22px 16px; }
.head .amt { font-size: min(1.9em, 8.5vw); font-weight: 700; margin-top: 6px; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 14px 12px; padding: 18px 16px; }
.cell .l { display: block; font-size: .8em; } .cell .v { display: block; font-weight: 700; overflow-wrap: anywhere; }
.st { display: inline-block; margin-top: 8px; padding: 2px 10px; border-radius: 10px; background: #fff; color: ${statusColour(v, '#40196d')}; font-weight: 700; }`,
  `<div class="head">Money sent<div class="amt">${naira(v.fields.amountKobo!, look.money)}</div><div class="st">${statusWord(v, 0)}</div></div>
<div class="grid">${rowsHtml([...particulars(v, look, { name: 'Recipient', account: 'Account Number', bank: 'Bank', ref: 'Transaction Reference', session: 'Session ID', date: 'Date' }),
    ...extras(v, look, 'Fee', 'Balance'), ['From', v.senderName], ['Description', v.narration]], 'cell')}</div>`, { bg: '#fff', fg: '#1b1b1b', muted: '#7a7a8c' }),
};

const palmpay: ReceiptStyle = {
  name: 'palmpay', bank: 'palmpay', modes: ['light', 'dark'],
  page: (v, look) => page(look, `
.head { background: linear-gradient(135deg, #6b3fe4, #8e5cf7); color: #fff; padding: 20px 16px 26px; }
.amt { font-size: min(2em, 8.5vw); font-weight: 700; } .st { font-weight: 700; color: ${v.fields.status === 'successful' ? '#c8f7c5' : '#ffd6a0'}; }
.row { display: flex; justify-content: space-between; gap: 10px; padding: 11px 16px; border-bottom: 1px dashed #8883; }
.v { text-align: right; overflow-wrap: anywhere; }`,
  `<div class="head">PalmPay · Transfer to Bank<div class="amt">${naira(v.fields.amountKobo!, look.money)}</div><div class="st">${statusWord(v, 1)}</div></div>
${rowsHtml([...extras(v, look, 'Transaction Fee', 'Balance After'), ...particulars(v, look, { name: 'Recipient', account: 'Account No.', bank: 'Bank Name', ref: 'Transaction ID', session: 'Session ID', date: 'Transaction Time' }), ['Payment Method', 'Balance']])}`,
  { bg: '#fff', fg: '#20123a', muted: '#7d7891' }),
};

const access: ReceiptStyle = {
  name: 'access-slip', bank: 'access', font: 'Liberation Mono', modes: ['light'],
  page: (v, look) => page(look, `
body { background: #fffdf6; padding: 14px; }
h1 { font-size: 1.1em; text-align: center; color: #ef7d00; } h2 { font-size: .95em; text-align: center; color: #003b65; margin-bottom: 8px; }
hr { border: 0; border-top: 1px dashed #555; margin: 8px 0; }
.row { display: flex; gap: 6px; } .l { min-width: 9.5em; color: #333; } .v { overflow-wrap: anywhere; }`,
  `<h1>ACCESS BANK PLC</h1><h2>NIP FUNDS TRANSFER SLIP</h2><hr>${rowsHtml([
    ['DATE:', lagosDate(v.lagos, look.date)], ['STATUS:', statusWord(v, 0).toUpperCase()], ['AMOUNT:', naira(v.fields.amountKobo!, look.money)], ...extras(v, look, 'FEE:', 'BALANCE:'),
  ])}<hr>${rowsHtml(particulars(v, look, { name: 'BENEFICIARY:', account: 'ACCOUNT NO:', bank: 'DEST. BANK:', ref: 'REFERENCE:', session: 'SESSION ID:', date: '' })
    .filter(([label]) => label !== ''))}<hr>${rowsHtml([['ORIGINATOR:', v.senderName.toUpperCase()], ['NARRATION:', v.narration.toUpperCase()]])}
<hr><p style="text-align:center;font-size:.8em">Thank you for banking with us</p>`, { bg: '#fffdf6', fg: '#111', muted: '#333' }),
};

const zenith: ReceiptStyle = {
  name: 'zenith', bank: 'zenith', modes: ['light'],
  page: (v, look) => page(look, `
.top { background: #e30613; color: #fff; padding: 16px; font-weight: 700; font-size: 1.15em; }
table { border-collapse: collapse; margin: 14px; width: calc(100% - 28px); }
td { border: 1px solid #ccc; padding: 8px; vertical-align: top; overflow-wrap: anywhere; } td:first-child { background: #f4f4f4; width: 40%; }`,
  `<div class="top">Zenith Bank · Transaction Receipt</div><table>${[
    ['Transaction Status', statusWord(v, 2)], ['Amount', naira(v.fields.amountKobo!, look.money)], ...extras(v, look, 'Charges', 'Available Balance'),
    ...particulars(v, look, { name: 'Beneficiary Name', account: 'Beneficiary Account No', bank: 'Beneficiary Bank', ref: 'Reference Number', session: 'Session ID', date: 'Transaction Date' }),
    ['Sender Name', v.senderName.toUpperCase()], ['Remark', v.narration],
  ].map(([l, val]) => `<tr><td>${html(l!)}</td><td>${html(val!)}</td></tr>`).join('')}</table>`, { bg: '#fff', fg: '#222', muted: '#666' }),
};

const firstbank: ReceiptStyle = {
  name: 'firstbank', bank: 'firstbank', modes: ['light', 'dark'],
  page: (v, look) => page(look, `
.top { background: #003b71; color: #f5a800; padding: 16px; font-weight: 700; } .top span { color: #fff; font-weight: 400; display: block; }
.row { display: grid; grid-template-columns: 42% 58%; padding: 8px 16px; } .v { font-weight: 700; overflow-wrap: anywhere; }
.amt { padding: 16px; font-size: min(1.6em, 8.5vw); font-weight: 700; } .st { padding: 0 16px 8px; color: ${statusColour(v, '#0a7d32')}; }`,
  `<div class="top">FirstMobile<span>Transfer Receipt</span></div><div class="amt">${naira(v.fields.amountKobo!, look.money)}</div><div class="st">${statusWord(v, 1)}</div>${rowsHtml([
    ...particulars(v, look, { name: 'Beneficiary', account: 'Account Number', bank: 'Bank', ref: 'Transaction Ref', session: 'Session ID', date: 'Date' }),
    ...extras(v, look, 'Fee', 'Balance'), ['Narration', v.narration], ['Sender', v.senderName.toUpperCase()],
  ])}`, { bg: '#fff', fg: '#0b1f33', muted: '#5c6b7a' }),
};

/** Every layout in the corpus. */
export const RECEIPT_STYLES: readonly ReceiptStyle[] = [gtworld, opay, moniepoint, kuda, palmpay, access, zenith, firstbank, uba];

/** The fonts on this machine (fc-list) plus Noto Sans served from node_modules; all but Liberation have ₦. */
export const FONTS = ['Noto Sans', 'DejaVu Sans', 'DejaVu Sans Condensed', 'Liberation Sans', 'Liberation Sans Narrow', 'DejaVu Serif'] as const;
