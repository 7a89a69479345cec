/**
 * A tiny indirection so that writes can ask for a sync without importing the engine (and the
 * engine can be started, stopped and tested on its own). The engine registers its handler.
 */
let handler: (() => void) | null = null;

export function onSyncRequested(next: (() => void) | null): void {
  handler = next;
}

/** Asks the running sync engine (if any) to push and pull soon. */
export function requestSync(): void {
  handler?.();
}
