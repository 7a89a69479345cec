import { normalReference } from '../../shared/receipt-reading';

/** The shortest reference compared across proofs: shorter ones ('1', 'OPAY3') are too common to mean reuse. */
export const MIN_REFERENCE_KEY_LENGTH = 8;

/**
 * A reference or session ID as the server compares it: upper case, letters and digits only, so
 * 'gtb/ 0012-34' and 'GTB001234' are one key; null when too short to mean anything.
 * @example referenceKey(' trf-2026/112400 ') // 'TRF2026112400'
 */
export function referenceKey(text: string | null | undefined): string | null {
  if (!text) return null;
  const key = normalReference(text);
  return key.length >= MIN_REFERENCE_KEY_LENGTH ? key : null;
}

/** The distinct keys of a contribution's declared reference and its receipt's reference and session ID. */
export function referenceKeys(texts: readonly (string | null | undefined)[]): string[] {
  return [...new Set(texts.map(referenceKey).filter((key): key is string => key !== null))];
}
