/**
 * The payment screens' dropdowns. daisyUI opts Chromium into its customizable select
 * (appearance: base-select), where a long purse name runs under the chevron; the classic
 * rendering keeps the right padding, ends the name with '…' and opens the phone's own picker.
 */
export const selectClass = 'select w-full appearance-none';
