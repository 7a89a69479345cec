// Digits a letter is misread as, and letters a digit is misread as, in bank references.
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '7': 'Z', '8': 'B' };
const AS_DIGIT: Record<string, string> = { O: '0', D: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6' };
// A bank reference: a short prefix with a letter ("ZIB", "FBN", "KUD", "P"), then a long run of
// digits (at least 8) in which OCR may have read one or two digits as letters.
const SHAPE = /^([A-Z0-9]{0,4}[A-Z])(\d[0-9A-Z]{7,})$/;

/**
 * A reference with OCR's letter/digit slips undone where the usual shape (letters, then digits)
 * tells which was meant: digits in the prefix become letters, letters in the digits digits.
 * References of another shape are left alone.
 * @example referenceShape('Z1B866466222185') === 'ZIB866466222185'
 */
export function referenceShape(reference: string): string {
  // OPay-style references are digits only: a long run with one or two digit-like letters is one.
  const letters = reference.replace(/\d/g, '');
  if (reference.length >= 18 && letters.length <= 2 && [...letters].every((letter) => AS_DIGIT[letter] !== undefined) && /^\d/.test(reference)) {
    return reference.replace(/[A-Z]/g, (letter) => AS_DIGIT[letter] ?? letter);
  }
  const match = SHAPE.exec(reference);
  if (!match) return reference;
  const [, prefix = '', digits = ''] = match;
  const slips = digits.replace(/\d/g, '');
  // More than two letters among the digits is a reference that mixes them (FT24329ABC12).
  if (slips.length > 2 || [...slips].some((letter) => AS_DIGIT[letter] === undefined)) return reference;
  const fixedPrefix = /\d/.test(prefix) && prefix.length <= 4 ? prefix.replace(/\d/g, (digit) => AS_LETTER[digit] ?? digit) : prefix;
  return fixedPrefix + digits.replace(/[A-Z]/g, (letter) => AS_DIGIT[letter] ?? letter);
}
