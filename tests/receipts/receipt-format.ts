/**
 * How bank apps print money and times: the corpus varies these the way real receipts do, so the
 * reader is tested against the spellings it will meet ("₦25,000.00", "NGN 25,000", "24/11/2026 09:34 AM").
 */
import type { LagosTime } from './receipt-data';

/** How a style writes an amount: its currency mark and whether kobo are always shown. */
export type MoneyStyle = '₦' | '₦ ' | 'NGN ' | 'NGN' | '₦short';

/**
 * An amount in kobo as a receipt prints it.
 * @example naira(2500000, 'NGN ') === 'NGN 25,000.00'; naira(2500000, '₦short') === '₦25,000'
 */
export function naira(kobo: number, style: MoneyStyle): string {
  const whole = Math.floor(kobo / 100).toLocaleString('en-US');
  const fraction = String(kobo % 100).padStart(2, '0');
  // Apps that drop ".00" still print kobo when there are some.
  if (style === '₦short') return fraction === '00' ? `₦${whole}` : `₦${whole}.${fraction}`;
  return `${style}${whole}.${fraction}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

/** The date-and-time spellings seen on Nigerian bank receipts. */
export type DateStyle = 'dd Mon yyyy, HH:mm:ss' | 'Mon ddth, yyyy HH:mm:ss' | 'dd/mm/yyyy hh:mm AM' | 'yyyy-mm-dd HH:mm:ss' | 'Weekday, Month d, yyyy h:mm AM' | 'dd-Mon-yyyy HH:mm';

/**
 * A Lagos wall-clock time as a receipt prints it.
 * @example lagosDate({ y: 2026, mo: 11, d: 24, h: 9, mi: 34, s: 12 }, 'dd Mon yyyy, HH:mm:ss') === '24 Nov 2026, 09:34:12'
 */
export function lagosDate(t: LagosTime, style: DateStyle): string {
  const mon = MONTHS[t.mo - 1]!.slice(0, 3);
  const h12 = t.h % 12 === 0 ? 12 : t.h % 12;
  const ampm = t.h < 12 ? 'AM' : 'PM';
  switch (style) {
    case 'dd Mon yyyy, HH:mm:ss': return `${pad(t.d)} ${mon} ${t.y}, ${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}`;
    case 'Mon ddth, yyyy HH:mm:ss': return `${mon} ${ordinal(t.d)}, ${t.y} ${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}`;
    case 'dd/mm/yyyy hh:mm AM': return `${pad(t.d)}/${pad(t.mo)}/${t.y} ${pad(h12)}:${pad(t.mi)} ${ampm}`;
    case 'yyyy-mm-dd HH:mm:ss': return `${t.y}-${pad(t.mo)}-${pad(t.d)} ${pad(t.h)}:${pad(t.mi)}:${pad(t.s)}`;
    case 'Weekday, Month d, yyyy h:mm AM': {
      const weekday = DAYS[new Date(Date.UTC(t.y, t.mo - 1, t.d)).getUTCDay()]!;
      return `${weekday}, ${MONTHS[t.mo - 1]} ${t.d}, ${t.y} ${h12}:${pad(t.mi)} ${ampm}`;
    }
    case 'dd-Mon-yyyy HH:mm': return `${pad(t.d)}-${mon}-${t.y} ${pad(t.h)}:${pad(t.mi)}`;
  }
}

/** Whether a date style prints seconds (when not, the known instant has :00 seconds). */
export const showsSeconds = (style: DateStyle) => style.includes(':ss');

/**
 * Escapes text for HTML.
 * @example html('A & B') === 'A &amp; B'
 */
export const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

