import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ToastOptions, Toaster } from '../../../platform/contract';

export const DEFAULT_TOAST_DURATION_MS = 5000;
/** Older toasts give way so a burst of messages never covers the page. */
const MAX_VISIBLE_TOASTS = 3;

export interface ToastItem extends ToastOptions {
  id: number;
}

export interface ToastState {
  toasts: ToastItem[];
}

export interface ToastService extends Toaster {
  store: StoreApi<ToastState>;
  dismiss(id: number): void;
}

export function createToastService(): ToastService {
  const store = createStore<ToastState>(() => ({ toasts: [] }));
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  function dismiss(id: number) {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    store.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  }

  function show(options: ToastOptions) {
    const id = nextId++;
    store.setState((state) => {
      const toasts = [...state.toasts, { ...options, id }];
      for (const dropped of toasts.slice(0, Math.max(0, toasts.length - MAX_VISIBLE_TOASTS))) {
        const timer = timers.get(dropped.id);
        if (timer !== undefined) clearTimeout(timer);
        timers.delete(dropped.id);
      }
      return { toasts: toasts.slice(-MAX_VISIBLE_TOASTS) };
    });
    timers.set(
      id,
      setTimeout(() => dismiss(id), options.durationMs ?? DEFAULT_TOAST_DURATION_MS),
    );
  }

  return { store, show, dismiss };
}
