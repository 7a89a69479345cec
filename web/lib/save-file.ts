/**
 * Saving a file made on the phone (a CSV, a statement PDF): nothing leaves the device unless the
 * user shares it, so both work offline.
 */

/**
 * A name as a file name: every run of characters that are not letters or digits (in any script)
 * becomes one '-'.
 * @example fileNameOf('Monthly Dues: Kemi') === 'Monthly-Dues-Kemi'
 */
export function fileNameOf(name: string): string {
  return name.replace(/[^\p{L}\p{N}]+/gu, '-');
}

/** Saves a Blob through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type SaveOutcome = 'shared' | 'downloaded' | 'cancelled';

/**
 * Opens the phone's share sheet with the file (WhatsApp is one tap from there) where the browser
 * can share files (Web Share level 2), else downloads it. Closing the sheet is 'cancelled', not
 * an error; a share the browser refuses (no user gesture left, a policy) falls back to the download.
 */
export async function shareOrDownload(file: File, title: string): Promise<SaveOutcome> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadBlob(file.name, file);
  return 'downloaded';
}
