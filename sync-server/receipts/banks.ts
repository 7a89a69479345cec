/**
 * Nigerian banks and wallets as receipts print them, each a pattern tolerant of the usual OCR
 * slips (spaces dropped, "GTBank" read "GT Bank"). Longest names first so "First City Monument
 * Bank" is not read as "First Bank".
 */
const BANK_NAMES: RegExp[] = [
  /first city monument bank|fcmb/i,
  /guaranty trust(?: bank)?|gt ?bank|gt ?world|gtco/i,
  /first ?bank(?: of nigeria)?/i,
  /access(?: bank| diamond)?/i,
  /zenith(?: bank)?/i,
  /united bank for africa|uba/i,
  /wema(?: bank)?|alat/i,
  /fidelity(?: bank)?/i,
  /sterling(?: bank)?/i,
  /union ?bank/i,
  /stanbic(?: ibtc)?(?: bank)?/i,
  /ecobank/i,
  /polaris(?: bank)?/i,
  /keystone(?: bank)?/i,
  /providus(?: bank)?/i,
  /jaiz(?: bank)?/i,
  /unity(?: bank)?/i,
  /heritage(?: bank)?/i,
  /titan trust(?: bank)?/i,
  /globus(?: bank)?/i,
  /lotus(?: bank)?/i,
  /taj ?bank/i,
  /suntrust(?: bank)?/i,
  /parallex(?: bank)?/i,
  /premium ?trust(?: bank)?/i,
  /optimus(?: bank)?/i,
  /opay|paycom/i,
  /moniepoint(?: mfb| microfinance bank)?/i,
  /kuda(?: mfb| microfinance bank| bank)?/i,
  /palm ?pay/i,
  /carbon/i,
  /fairmoney(?: mfb| microfinance bank)?/i,
  /vfd(?: mfb| microfinance bank)?|v ?bank/i,
  /rubies(?: mfb| microfinance bank)?/i,
  /sparkle(?: mfb| microfinance bank)?/i,
  /[a-z]+ (?:mfb|microfinance bank)/i,
];

/**
 * The bank name in a piece of text as it is printed there, or null.
 * @example bankIn('GTBank | 0123456789') === 'GTBank'
 */
export function bankIn(text: string): string | null {
  for (const pattern of BANK_NAMES) {
    const match = new RegExp(`(?<![A-Za-z])(?:${pattern.source})(?![A-Za-z])`, 'i').exec(text);
    if (match) return match[0];
  }
  return null;
}
