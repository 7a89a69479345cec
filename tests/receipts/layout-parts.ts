/**
 * The pieces generated layouts are built from: the page and its colours, a brand header, the
 * status (pill, word or icon and word), inline SVG icons, the headline amount and the detail rows
 * with their labels beside, in a column with, or over their values.
 */
import type { ReceiptStatus } from '../../shared/receipt-reading';
import type { ReceiptValues } from './receipt-data';
import { html, lagosDate, naira } from './receipt-format';
import type { Look } from './receipt-styles';
import { STATUS_LINES } from './layout-labels';
import type { DetailField, LayoutSpec } from './layout-spec';

/** Light or dark colours of a page; the brand colour stays. */
export interface Palette { bg: string; fg: string; muted: string; card: string; rule: string; brand: string }

export function paletteOf(spec: LayoutSpec, mode: Look['mode']): Palette {
  const brand = spec.brand.colour;
  return mode === 'dark'
    ? { bg: '#101214', fg: '#f1f3f4', muted: '#9aa0a6', card: '#1c1f23', rule: '#33373c', brand }
    : { bg: '#ffffff', fg: '#16181d', muted: '#6b7280', card: '#f4f5f7', rule: '#e3e5e8', brand };
}

const STATUS_COLOUR: Record<ReceiptStatus, string> = { successful: '#16a34a', pending: '#d97706', failed: '#dc2626' };

/** The status words of a layout (one variant per layout, picked from its id). */
export function statusText(spec: LayoutSpec, status: ReceiptStatus): string {
  const lines = STATUS_LINES[status];
  return lines[spec.id.length % lines.length]!;
}

/** A filled circle with a tick, a clock's hands or a cross, as apps draw beside the status. */
export function statusIcon(status: ReceiptStatus, px: number): string {
  const mark = status === 'successful' ? '<path d="M7 12.5l3.2 3.2L17 9" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>'
    : status === 'pending' ? '<path d="M12 7v5.5l3.5 2" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round"/>'
      : '<path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>';
  return `<svg width="${px}" height="${px}" viewBox="0 0 24 24" style="vertical-align:middle"><circle cx="12" cy="12" r="11" fill="${STATUS_COLOUR[status]}"/>${mark}</svg>`;
}

/** The status as the layout shows it: a tinted pill, a coloured word, or an icon and a word. */
export function statusBlock(spec: LayoutSpec, status: ReceiptStatus, align: string): string {
  const words = html(statusText(spec, status));
  const colour = STATUS_COLOUR[status];
  const body = spec.status.look === 'pill'
    ? `<span style="display:inline-block;padding:3px 12px;border-radius:999px;background:${colour}22;color:${colour};font-weight:600">${words}</span>`
    : spec.status.look === 'icon-text' ? `${statusIcon(status, 18)} <span style="color:${colour};font-weight:600">${words}</span>` : `<span style="color:${colour};font-weight:600">${words}</span>`;
  return `<div class="status" style="text-align:${align};margin:8px 0">${body}</div>`;
}

/** The app's header: a coloured band, the name alone, or a round logo beside the name. */
export function brandHeader(spec: LayoutSpec, p: Palette, title: string): string {
  const { name, header } = spec.brand;
  const logo = `<span style="display:inline-flex;width:30px;height:30px;border-radius:50%;background:${p.brand};color:#fff;align-items:center;justify-content:center;font-weight:700;margin-right:8px">${html(name[0]!)}</span>`;
  if (header === 'band') return `<div style="background:${p.brand};color:#fff;padding:16px;font-weight:700;font-size:1.15em">${html(name)}<div style="font-weight:400;font-size:.75em;opacity:.9">${html(title)}</div></div>`;
  if (header === 'logo') return `<div style="padding:14px 16px;display:flex;align-items:center;font-weight:700">${logo}${html(name)}<span style="margin-left:auto;color:${p.muted};font-weight:400;font-size:.85em">${html(title)}</span></div>`;
  return `<div style="padding:14px 16px;font-weight:700;color:${p.brand};font-size:1.1em">${html(name)}</div>`;
}

/** What each detail row prints, or null when this receipt does not show it. */
export function detailValue(field: DetailField, v: ReceiptValues, look: Look, spec: LayoutSpec, drawnReference: string | null): string | null {
  const f = v.fields;
  switch (field) {
    case 'name': return spec.valueWeight === 400 ? v.beneficiaryName : v.beneficiaryName.toUpperCase();
    case 'account': return f.accountNumber;
    case 'bank': return f.bank;
    case 'date': return lagosDate(v.lagos, look.date);
    case 'reference': return drawnReference;
    case 'session': return f.sessionId;
    case 'fee': return look.showFee ? naira(v.feeKobo, look.money) : null;
    case 'balance': return look.showBalance ? naira(v.balanceKobo, look.money) : null;
    case 'sender': return v.senderName.toUpperCase();
    case 'narration': return v.narration;
    case 'status': return statusText(spec, f.status ?? 'successful');
  }
}

/** How a row sets its label against its value. */
export type Arrangement = 'beside' | 'columns' | 'over' | 'over-centred';

/** CSS for rows of one arrangement (class .row, label .l, value .v). */
export function rowsCss(spec: LayoutSpec, p: Palette, arrangement: Arrangement): string {
  const rule = spec.separator === 'none' ? '' : `.row + .row { border-top: 1px ${spec.separator === 'dashed' ? 'dashed' : 'solid'} ${p.rule}; }`;
  const label = `.l { color: ${p.muted}; ${spec.smallLabels ? 'font-size: .78em; text-transform: uppercase; letter-spacing: .04em;' : ''} }`;
  const value = `.v { font-weight: ${spec.valueWeight}; overflow-wrap: anywhere; }`;
  const layout = {
    beside: '.row { display: flex; justify-content: space-between; gap: 14px; padding: 10px 0; } .row .v { text-align: right; }',
    columns: '.row { display: grid; grid-template-columns: 40% 60%; gap: 8px; padding: 9px 0; }',
    over: '.row { padding: 9px 0; } .row .l, .row .v { display: block; } .row .v { margin-top: 2px; }',
    'over-centred': '.row { padding: 10px 0; text-align: center; } .row .l, .row .v { display: block; } .row .v { margin-top: 2px; }',
  }[arrangement];
  return `${layout} ${label} ${value} ${rule}`;
}

/** Detail rows as HTML. */
export function rowsHtml(rows: [label: string, value: string][]): string {
  return rows.map(([label, value]) => `<div class="row"><span class="l">${html(label)}</span><span class="v">${html(value)}</span></div>`).join('');
}

/** The page around a layout: fonts served from node_modules, the app's font and size, and the body. */
export function pageHtml(spec: LayoutSpec, p: Palette, css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: 'Noto Sans'; src: url(/fonts/400.ttf); font-weight: 400; }
@font-face { font-family: 'Noto Sans'; src: url(/fonts/700.ttf); font-weight: 700; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { overflow-x: hidden; }
body { background: ${p.bg}; color: ${p.fg}; font-family: '${spec.font}', sans-serif; font-size: ${spec.fontPx}px; line-height: 1.45; }
.amt { white-space: nowrap; font-weight: 700; }
.card { background: ${spec.card ? p.card : 'transparent'}; border-radius: 14px; margin: 10px 14px; padding: 4px 14px; }
.buttons { display: flex; gap: 10px; padding: 18px 16px 24px; } .buttons span { flex: 1; text-align: center; padding: 10px; border-radius: 10px; border: 1px solid ${p.brand}; color: ${p.brand}; font-weight: 600; }
${css}
</style></head><body>${body}${spec.buttons ? '<div class="buttons"><span>Share Receipt</span><span>Download</span></div>' : ''}</body></html>`;
}
