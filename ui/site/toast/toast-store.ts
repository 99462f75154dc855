import { TOASTS } from "../../../core/constants.ts";

/**
 * The toast queue of spec section 9, without React: at most `limit` toasts in state (a new one
 * pushes the oldest out), each closing itself after `autoCloseMs`, and a dismissed toast
 * leaving the state `removeDelayMs` after its dismissal (so a closing animation or a screen
 * reader still finds it until then). Timers run on the global setTimeout, so tests can fake them.
 */

export type ToastVariant = "default" | "success" | "error";

export interface ToastInput {
  title?: string;
  description: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface Toast {
  id: string;
  title?: string;
  description: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastStore {
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  /** Shows a toast; returns its id. */
  add(input: ToastInput): string;
  /** Closes one toast, or every toast without an id; they leave the state later. */
  dismiss(id?: string): void;
  remove(id: string): void;
  /** Stops every auto-close countdown (pointer over or focus in the viewport). */
  pause(): void;
  /** Restarts the countdowns with the time each had left. */
  resume(): void;
  /** Clears every timer (the provider unmounts). */
  dispose(): void;
}

export interface ToastOptions {
  limit: number;
  autoCloseMs: number;
  removeDelayMs: number;
}

interface Countdown {
  timer: ReturnType<typeof setTimeout> | null;
  /** ms left when paused; while running, the deadline is `startedAt + remaining`. */
  remaining: number;
  startedAt: number;
}

const EMPTY: readonly Toast[] = Object.freeze([]);

/** The empty list the server renders: toasts only ever appear in the browser. */
export const NO_TOASTS = EMPTY;

export function createToastStore(options: ToastOptions = TOASTS): ToastStore {
  let toasts: readonly Toast[] = EMPTY;
  let nextId = 0;
  let paused = false;
  const listeners = new Set<() => void>();
  const closing = new Map<string, Countdown>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (next: readonly Toast[]) => {
    toasts = next;
    emit();
  };

  const stopCountdown = (id: string) => {
    const countdown = closing.get(id);
    if (countdown?.timer) clearTimeout(countdown.timer);
    closing.delete(id);
  };
  const startCountdown = (id: string, countdown: Countdown) => {
    countdown.startedAt = Date.now();
    countdown.timer = setTimeout(() => store.dismiss(id), countdown.remaining);
  };
  const forget = (id: string) => {
    stopCountdown(id);
    const removal = removals.get(id);
    if (removal) clearTimeout(removal);
    removals.delete(id);
  };

  const store: ToastStore = {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input) {
      nextId += 1;
      const id = String(nextId);
      const toast: Toast = {
        id,
        description: input.description,
        variant: input.variant ?? "default",
        open: true,
        ...(input.title ? { title: input.title } : {}),
      };
      const next = [toast, ...toasts];
      for (const dropped of next.slice(options.limit)) forget(dropped.id);
      const duration = input.duration ?? options.autoCloseMs;
      if (Number.isFinite(duration)) {
        const countdown: Countdown = { timer: null, remaining: Math.max(0, duration), startedAt: Date.now() };
        closing.set(id, countdown);
        if (!paused) startCountdown(id, countdown);
      }
      set(next.slice(0, options.limit));
      return id;
    },
    dismiss(id) {
      const targets = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
      if (targets.length === 0) return;
      for (const toast of targets) {
        stopCountdown(toast.id);
        if (!removals.has(toast.id)) {
          removals.set(
            toast.id,
            setTimeout(() => store.remove(toast.id), options.removeDelayMs),
          );
        }
      }
      const ids = new Set(targets.map((toast) => toast.id));
      set(toasts.map((toast) => (ids.has(toast.id) ? { ...toast, open: false } : toast)));
    },
    remove(id) {
      forget(id);
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    pause() {
      if (paused) return;
      paused = true;
      const now = Date.now();
      for (const countdown of closing.values()) {
        if (countdown.timer) clearTimeout(countdown.timer);
        countdown.timer = null;
        countdown.remaining = Math.max(0, countdown.remaining - (now - countdown.startedAt));
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, countdown] of closing) startCountdown(id, countdown);
    },
    dispose() {
      for (const id of [...closing.keys(), ...removals.keys()]) forget(id);
      listeners.clear();
    },
  };
  return store;
}

/** How far a toast follows the pointer: only to the right, never left of where it started. */
export function swipeOffset(startX: number, currentX: number): number {
  return Math.max(0, currentX - startX);
}

/** A swipe that ends at least `threshold` px to the right dismisses the toast; a shorter one snaps back. */
export function swipeEnds(offset: number, threshold: number = TOASTS.swipeThresholdPx): "dismiss" | "cancel" {
  return offset >= threshold ? "dismiss" : "cancel";
}

/** True for the key that moves focus to the notifications (F8, without modifiers). */
export function isToastHotkey(event: Pick<KeyboardEvent, "key" | "code" | "altKey" | "ctrlKey" | "metaKey">) {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return event.key === TOASTS.hotkey || event.code === TOASTS.hotkey;
}
