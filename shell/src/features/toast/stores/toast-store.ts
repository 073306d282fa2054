import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ToastOptions, Toaster } from '../../../platform/contract';
import type { EarlyToastLook } from '../../../lib/early-input';

export const DEFAULT_TOAST_DURATION_MS = 5000;
/** The toaster region's accessible name (also that of the early-input capture script's toasts). */
export const TOASTER_LABEL = 'Notificações';
/** The accessible name of a toast's close button. */
export const TOAST_CLOSE_LABEL = 'Fechar';

/** What the early-input capture script's toasts take from this toaster (the platform's earlyInput). */
export const TOASTER_LOOK: EarlyToastLook = Object.freeze({
  label: TOASTER_LABEL,
  closeLabel: TOAST_CLOSE_LABEL,
  durationMs: DEFAULT_TOAST_DURATION_MS,
});
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
  /** Stops a toast's clock while someone reads it (hover or focus); resume() restarts what was left. */
  pause(id: number): void;
  resume(id: number): void;
}

/** A toast's auto-hide clock: running (handle set) or paused with the time it still has. */
interface ToastClock {
  handle: ReturnType<typeof setTimeout> | null;
  remainingMs: number;
  startedAt: number;
}

export function createToastService(): ToastService {
  const store = createStore<ToastState>(() => ({ toasts: [] }));
  const clocks = new Map<number, ToastClock>();
  let nextId = 1;

  function stopClock(id: number) {
    const clock = clocks.get(id);
    if (clock?.handle) clearTimeout(clock.handle);
    clocks.delete(id);
  }

  function dismiss(id: number) {
    stopClock(id);
    store.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  }

  function run(id: number, clock: ToastClock) {
    clock.startedAt = Date.now();
    clock.handle = setTimeout(() => dismiss(id), clock.remainingMs);
  }

  function pause(id: number) {
    const clock = clocks.get(id);
    if (!clock?.handle) return;
    clearTimeout(clock.handle);
    clock.handle = null;
    clock.remainingMs = Math.max(0, clock.remainingMs - (Date.now() - clock.startedAt));
  }

  function resume(id: number) {
    const clock = clocks.get(id);
    if (clock && clock.handle === null) run(id, clock);
  }

  function show(options: ToastOptions) {
    const id = nextId++;
    store.setState((state) => {
      const toasts = [...state.toasts, { ...options, id }];
      for (const dropped of toasts.slice(0, Math.max(0, toasts.length - MAX_VISIBLE_TOASTS))) {
        stopClock(dropped.id);
      }
      return { toasts: toasts.slice(-MAX_VISIBLE_TOASTS) };
    });
    const clock: ToastClock = {
      handle: null,
      remainingMs: options.durationMs ?? DEFAULT_TOAST_DURATION_MS,
      startedAt: 0,
    };
    clocks.set(id, clock);
    run(id, clock);
  }

  return { store, show, dismiss, pause, resume };
}
