/** Made by scripts/statement-font.ts at build time: the statement PDF's font subsets. */
declare module 'virtual:statement-font' {
  /** The subset TrueType fonts, base64 (what jsPDF's addFileToVFS takes). */
  export const regular: string;
  export const bold: string;
}
