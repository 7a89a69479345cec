/**
 * Toast state: one toast at a time (SPEC §9), so a new toast replaces the one on screen.
 * Plain module with no React, so screens and non-React code can call `toast()` alike.
 */

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface Toast {
  id: number;
  title: string;
  description: string | undefined;
  variant: ToastVariant;
  duration: number;
}

let current: Toast | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function clearTimer() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function startTimer(toastToEnd: Toast) {
  clearTimer();
  if (Number.isFinite(toastToEnd.duration)) {
    timer = setTimeout(() => dismissToast(toastToEnd.id), toastToEnd.duration);
  }
}

/** Shows a toast, replacing any toast on screen. Returns its id and a dismiss function. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const shown: Toast = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  current = shown;
  startTimer(shown);
  emit();
  return { id: shown.id, dismiss: () => dismissToast(shown.id) };
}

/** Dismisses the toast with this id (or whatever is shown when no id is given). */
export function dismissToast(id?: number): void {
  if (current === null || (id !== undefined && current.id !== id)) return;
  clearTimer();
  current = null;
  emit();
}

/** Stops the auto-dismiss countdown, e.g. while the pointer or focus is on the toast. */
export function pauseToast(): void {
  clearTimer();
}

/** Restarts the full countdown of the toast on screen. */
export function resumeToast(): void {
  if (current !== null) startTimer(current);
}

export function getToast(): Toast | null {
  return current;
}

export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
