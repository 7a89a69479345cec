import { useEffect, useMemo } from 'react';

/** A blob: URL for showing a picked file, revoked when the file changes or the screen goes. */
export function useObjectUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
