/**
 * A purse's late fine in words (issue 25 §6), for the purse page, its form and the history:
 * '₦500 when not paid within 7 days after the due day'.
 */
import type { Locale } from '../../shared/i18n/languages';
import { dues_finePercent, dues_fineRule, dues_fineRuleNoGrace } from '../../shared/i18n/paraglide/messages.js';
import type { FineSetting } from '../../shared/late-fines';
import { formatNaira } from './format';

/** The fine itself: '₦500' or '10% of the amount due'. */
export function fineAmountWords(setting: Pick<FineSetting, 'kobo' | 'percent'>, locale?: Locale): string {
  return setting.kobo !== null ? formatNaira(setting.kobo) : dues_finePercent({ percent: setting.percent ?? 0 }, { locale });
}

/** @example fineWords({ kobo: 50_000, percent: null, graceDays: 7 }) === '₦500 when not paid within 7 days after the due day' */
export function fineWords(setting: FineSetting, locale?: Locale): string {
  const fine = fineAmountWords(setting, locale);
  return setting.graceDays === 0 ? dues_fineRuleNoGrace({ fine }, { locale }) : dues_fineRule({ fine, days: setting.graceDays }, { locale });
}

/** A fine as history or a wire carries it (an object of unknown shape), or null when it is not one. */
export function fineSettingOf(value: unknown): FineSetting | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const kobo = typeof v.kobo === 'number' ? v.kobo : null;
  const percent = typeof v.percent === 'number' ? v.percent : null;
  if (kobo === null && percent === null) return null;
  return { kobo, percent, graceDays: typeof v.graceDays === 'number' ? v.graceDays : 0 };
}
