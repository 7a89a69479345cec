import { downloadBlob } from './save-file';

/**
 * Saves text as a file through the browser's download (works offline: nothing leaves the phone).
 * A UTF-8 byte-order mark goes first so Excel reads names like 'Ọ̀ṣun' correctly.
 */
export function downloadTextFile(fileName: string, text: string, mimeType = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob(['\ufeff', text], { type: mimeType }));
}
