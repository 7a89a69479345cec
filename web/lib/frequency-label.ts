import type { DuesFrequency } from '../../shared/dues-schedule';
import { purses_frequencyMonthly, purses_frequencyQuarterly, purses_frequencyWeekly, purses_frequencyYearly } from '../../shared/i18n/paraglide/messages.js';

const FREQUENCY: Record<DuesFrequency, () => string> = {
  weekly: purses_frequencyWeekly,
  monthly: purses_frequencyMonthly,
  quarterly: purses_frequencyQuarterly,
  yearly: purses_frequencyYearly,
};

/** 'Monthly', 'Weekly'… in the reader's language (the dues screens and the public notice board). */
export function frequencyLabel(frequency: DuesFrequency): string {
  return FREQUENCY[frequency]();
}

/**
 * The label of a frequency read from the wire, or null for none or one this app does not know
 * (checked here rather than with shared/purse-schedule, which the public notice board would
 * then download).
 */
export function frequencyLabelOf(frequency: string | null): string | null {
  return frequency !== null && Object.hasOwn(FREQUENCY, frequency) ? FREQUENCY[frequency as DuesFrequency]() : null;
}
