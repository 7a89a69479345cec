/**
 * Whether a payer's name shows in a bank narration, tolerantly: any order ("OKAFOR ADAEZE"),
 * any case, initials ("A OKAFOR"), a name the bank cut short ("ADAEZE OKAF"), and the words
 * banks add around it (TRF FROM, NIP, MOB, the bank's name) simply ignored.
 */

/** The words of a name or narration: upper-case runs of letters. */
export function nameWords(text: string): string[] {
  return text.toUpperCase().match(/[A-Z]+/g) ?? [];
}

/**
 * The narration's words prepared once for many payers.
 * @example narrationWords('TRF FROM OKAFOR A/GTB').has('OKAFOR') === true
 */
export function narrationWords(narration: string): Set<string> {
  return new Set(nameWords(narration));
}

// A narration word of at least this many letters that starts a name word counts as that word:
// banks cut narrations at a fixed width, mid-name.
const TRUNCATED_MIN = 4;

function hasWhole(word: string, narration: Set<string>): boolean {
  if (narration.has(word)) return true;
  for (const candidate of narration) {
    if (candidate.length >= TRUNCATED_MIN && candidate.length < word.length && word.startsWith(candidate)) return true;
  }
  return false;
}

/**
 * A payer's name as the words `payerNameIn` compares, prepared once per proof.
 * @example payerWords('Adaeze  Okafor') // ['ADAEZE', 'OKAFOR']
 */
export function payerWords(payerName: string): string[] {
  return [...new Set(nameWords(payerName).filter((word) => word.length >= 2))];
}

/**
 * True when at least two of the payer's names are in the narration, whole or one of them as an
 * initial; a one-word name must be there whole and be at least 3 letters long.
 * @example payerNameIn(payerWords('Adaeze Okafor'), narrationWords('TRF FROM OKAFOR A/NIP MOB')) === true
 */
export function payerNameIn(words: readonly string[], narration: Set<string>): boolean {
  if (words.length === 0) return false;
  if (words.length === 1) return words[0]!.length >= 3 && narration.has(words[0]!);
  let whole = 0;
  let initials = 0;
  for (const word of words) {
    if (hasWhole(word, narration)) whole += 1;
    else if (narration.has(word[0]!)) initials += 1;
  }
  return whole >= 2 || (whole >= 1 && initials >= 1);
}

/**
 * A name as one key, whatever the order of its words ("Okafor Adaeze" is "Adaeze Okafor"): two
 * members with one key cannot be told apart by a narration naming them.
 * @example nameKey('Okafor  Adaeze') === nameKey('adaeze okafor')
 */
export function nameKey(name: string): string {
  return payerWords(name).sort().join(' ');
}

/**
 * The keys of the names more than one of these people bear.
 * @example sharedNames(['Obinna Bakare', 'Bakare Obinna', 'Ada Obi']) // Set { 'BAKARE OBINNA' }
 */
export function sharedNames(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const name of names) {
    const key = nameKey(name);
    if (key === '') continue;
    if (seen.has(key)) shared.add(key);
    seen.add(key);
  }
  return shared;
}
