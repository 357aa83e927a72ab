import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'info';

// Toasts last 5 s unless told otherwise (docs/product/accounts-and-shell.md#toasts).
export const TOAST_DEFAULT_DURATION_MS = 5000;
const TOAST_LIMIT = 3;
// Long enough for Radix's exit animation to finish before the toast leaves the DOM.
const TOAST_REMOVE_DELAY_MS = 300;

export interface ToastOptions {
  type: ToastType;
  title: string;
  message?: string;
  duration?: number;
}

export interface ToastRecord {
  id: string;
  type: ToastType;
  title: string;
  message: string | undefined;
  duration: number;
  open: boolean;
}

let toasts: ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastRecord[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string): void {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    setToasts(toasts.filter((t) => t.open || (id !== undefined && t.id !== id)));
  }, TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast from anywhere (components, mutation callbacks, plain functions). */
export function toast({ type, title, message, duration }: ToastOptions): {
  id: string;
  dismiss: () => void;
} {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  const record: ToastRecord = {
    id,
    type,
    title,
    message,
    duration: duration ?? TOAST_DEFAULT_DURATION_MS,
    open: true,
  };
  // One toast of a title at a time: the newest replaces it (two 'Note Saved' say nothing more).
  const others = toasts.filter((shown) => !(shown.open && shown.title === title));
  setToasts([record, ...others].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastRecord[] {
  return toasts;
}

export function useToasts(): ToastRecord[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export function useToast() {
  return { toasts: useToasts(), toast, dismiss: dismissToast };
}
