/**
 * A multi-line field like the app's inputs: at least 16 px text (so phones do not zoom in on
 * focus) and the error border when invalid, as web/styles.css gives .input and .select.
 */
export const textareaClass = 'textarea w-full [--font-size-min:1rem] aria-invalid:[--input-color:var(--color-error)]';
