import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: how long a copy confirmation shows. */
export const COPIED_MS = 2000;

/** A 'Copied' flag that turns itself off after 2 seconds; `markCopied` restarts the count. */
export function useCopied(): [copied: boolean, markCopied: () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);

  return [copied, markCopied];
}
