/**
 * A generated layout's page: each family's skeleton (FAMILIES in layout-spec.ts) filled with the
 * layout's parts and one receipt's values. Every value is drawn as text of its own, so the corpus
 * can record where it sits (drawn-boxes.ts).
 */
import type { ReceiptStatus } from '../../shared/receipt-reading';
import type { ReceiptValues } from './receipt-data';
import { html, naira } from './receipt-format';
import type { Look } from './receipt-styles';
import { brandHeader, detailValue, pageHtml, paletteOf, rowsCss, rowsHtml, statusBlock, statusIcon, statusText, type Palette } from './layout-parts';
import type { DetailField, LayoutSpec } from './layout-spec';

type Row = [label: string, value: string];

/** The layout's detail rows that this receipt shows, in the layout's order. */
function details(spec: LayoutSpec, v: ReceiptValues, look: Look, drawnReference: string | null, extra: DetailField[] = []): Row[] {
  const rows: Row[] = [];
  // A field the family always shows (a slip's date) is not repeated where the layout's order has it.
  for (const field of [...extra, ...spec.order.filter((f) => !extra.includes(f))]) {
    const value = detailValue(field, v, look, spec, drawnReference);
    if (value !== null) rows.push([spec.labels[field], value]);
  }
  return rows;
}

/** The headline amount, with its label above it when the layout has one. */
function hero(spec: LayoutSpec, p: Palette, amount: string, align: string, colour = 'inherit'): string {
  const label = spec.heroLabel ? `<div style="color:${colour === 'inherit' ? p.muted : colour};opacity:.9">${html(spec.labels.amount.replace(/:$/, ''))}</div>` : '';
  return `<div style="text-align:${align};padding:18px 16px 6px">${label}<div class="amt" style="font-size:min(${spec.heroScale}em, 9vw);color:${colour}">${html(amount)}</div></div>`;
}

/** The status and the amount in the layout's order. */
function heroWithStatus(spec: LayoutSpec, p: Palette, amount: string, status: ReceiptStatus, align: string, colour?: string): string {
  const s = `<div style="padding:0 16px">${statusBlock(spec, status, align)}</div>`;
  const h = hero(spec, p, amount, align, colour);
  return spec.status.where === 'above-amount' ? s + h : h + s;
}

/**
 * The HTML page of one receipt in a generated layout.
 * @example layoutPage(generateLayout('wallet-stacked', 3), values, look, 'TRFLJO71V5XDL0GPK')
 */
export function layoutPage(spec: LayoutSpec, v: ReceiptValues, look: Look, drawnReference: string | null): string {
  const p = paletteOf(spec, look.mode);
  const status = v.fields.status ?? 'successful';
  const amount = naira(v.fields.amountKobo!, look.money);
  const title = 'Transaction Receipt';
  switch (spec.family) {
    case 'hero-list':
      return pageHtml(spec, p, rowsCss(spec, p, 'beside'), brandHeader(spec, p, title) + heroWithStatus(spec, p, amount, status, spec.heroAlign)
        + `<div class="card">${rowsHtml(details(spec, v, look, drawnReference))}</div>`);
    case 'table-rows': {
      const rows = details(spec, v, look, drawnReference, ['status']);
      rows.splice(1, 0, [spec.labels.amount, amount]);
      const cells = rows.map(([l, val]) => `<tr><td class="l">${html(l)}</td><td class="v">${html(val)}</td></tr>`).join('');
      return pageHtml(spec, p, `table { border-collapse: collapse; margin: 14px; width: calc(100% - 28px); } td { border: 1px solid ${p.rule}; padding: 8px; vertical-align: top; overflow-wrap: anywhere; }
td.l { background: ${p.card}; width: 42%; color: ${p.muted}; } td.v { font-weight: ${spec.valueWeight}; }`, brandHeader(spec, p, title) + `<table>${cells}</table>`);
    }
    case 'printed-slip': {
      const rows = details(spec, v, look, drawnReference, ['date', 'status']);
      rows.splice(2, 0, [spec.labels.amount, amount]);
      const [head, rest] = [rows.slice(0, 4), rows.slice(4)];
      return pageHtml(spec, p, `body { padding: 14px; } hr { border: 0; border-top: 1px dashed ${p.fg}; margin: 8px 0; } .row { display: flex; gap: 6px; } .l { min-width: 10em; color: ${p.fg}; } .v { overflow-wrap: anywhere; }`,
        `<h1 style="font-size:1.1em;text-align:center;color:${p.brand}">${html(spec.brand.name.toUpperCase())}</h1><h2 style="font-size:.95em;text-align:center">FUNDS TRANSFER SLIP</h2><hr>${rowsHtml(head)}<hr>${rowsHtml(rest)}<hr><p style="text-align:center;font-size:.8em">Thank you for choosing us</p>`);
    }
    case 'two-column-grid':
      return pageHtml(spec, p, `${rowsCss(spec, p, 'over')} .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px 14px; padding: 8px 16px; } .grid .row + .row { border: 0; }`,
        `<div style="background:${p.brand};color:#fff;padding-bottom:10px">${brandHeader({ ...spec, brand: { ...spec.brand, header: 'plain' } }, { ...p, brand: '#fff' }, title)}${heroWithStatus(spec, p, amount, status, spec.heroAlign, '#fff')}</div>`
        + `<div class="grid">${rowsHtml(details(spec, v, look, drawnReference))}</div>`);
    case 'banner-list': {
      const rows = details(spec, v, look, drawnReference);
      rows.splice(rows.length > 3 ? 2 : 0, 0, [spec.labels.amount, amount]);
      return pageHtml(spec, p, `${rowsCss(spec, p, 'columns')} .list { padding: 6px 16px; }`,
        `<div style="background:${p.brand};color:#fff;padding:18px 16px">${html(spec.brand.name)}<div style="font-size:1.2em;font-weight:700;margin-top:6px">${statusIcon(status, 20)} ${html(statusText(spec, status))}</div></div>`
        + `<div class="list">${rowsHtml(rows)}</div>`);
    }
    case 'wallet-stacked':
      return pageHtml(spec, p, `${rowsCss(spec, p, 'over')} .list { padding: 6px 16px; }`, brandHeader(spec, p, title) + heroWithStatus(spec, p, amount, status, spec.heroAlign)
        + `<div class="card list">${rowsHtml(details(spec, v, look, drawnReference))}</div>`);
    case 'amount-footer':
      return pageHtml(spec, p, `${rowsCss(spec, p, 'beside')} .list { padding: 4px 16px; }`, brandHeader(spec, p, title)
        + `<div style="padding:4px 16px">${statusBlock(spec, status, spec.heroAlign)}</div><div class="card list">${rowsHtml(details(spec, v, look, drawnReference))}</div>`
        + `<div style="margin:12px 14px;padding:14px 16px;border-radius:12px;background:${p.brand};color:#fff;display:flex;justify-content:space-between;align-items:center;gap:10px">`
        + `<span>${html(spec.labels.amount)}</span><span class="amt" style="font-size:min(${Math.min(spec.heroScale, 2.2)}em, 8vw)">${html(amount)}</span></div>`);
    case 'centred-ticket':
      return pageHtml(spec, p, `${rowsCss(spec, p, 'over-centred')} .ticket { margin: 14px; padding: 10px 16px; border: 1px dashed ${p.rule}; border-radius: 16px; }`,
        brandHeader(spec, p, title) + `<div style="text-align:center;padding-top:14px">${statusIcon(status, 48)}</div>`
        + heroWithStatus(spec, p, amount, status, 'center') + `<div class="ticket card">${rowsHtml(details(spec, v, look, drawnReference))}</div>`);
  }
}
