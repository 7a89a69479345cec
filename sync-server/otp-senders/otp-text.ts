/** The words every provider sends, e.g. `otpText('123456')` -> 'Your GroupPurse code is 123456. It expires in 10 minutes. Do not share it.' */
export function otpText(code: string): string {
  return `Your GroupPurse code is ${code}. It expires in 10 minutes. Do not share it.`;
}
