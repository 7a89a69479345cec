/**
 * Whether a new app version is waiting, and how to switch to it. Tiny and dependency-free so it
 * can sit in the first-load bundle; the service worker registration fills it in later.
 */
type ApplyUpdate = () => void;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the registration when a new service worker is installed and waiting. */
export function offerUpdate(apply: ApplyUpdate): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

export function getUpdate(): ApplyUpdate | null {
  return applyUpdate;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
