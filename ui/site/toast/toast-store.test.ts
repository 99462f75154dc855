import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOASTS } from "../../../core/constants.ts";
import { createToastStore, isToastHotkey, swipeEnds, swipeOffset } from "./toast-store.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const open = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().filter((toast) => toast.open);

describe("toast queue", () => {
  it("uses the spec's constants", () => {
    expect(TOASTS).toMatchObject({ limit: 1, autoCloseMs: 5000, removeDelayMs: 1_000_000, swipeThresholdPx: 50 });
  });

  it("keeps at most one toast: a new one replaces the one showing", () => {
    const store = createToastStore();
    store.add({ description: "first" });
    store.add({ description: "second", variant: "error" });
    expect(store.getSnapshot()).toEqual([{ id: "2", description: "second", variant: "error", open: true }]);
    // the replaced toast's countdown went with it: only the new one's is left
    expect(vi.getTimerCount()).toBe(1);
  });

  it("honours a larger limit, newest first", () => {
    const store = createToastStore({ ...TOASTS, limit: 3 });
    for (const description of ["a", "b", "c", "d"]) store.add({ description });
    expect(store.getSnapshot().map((toast) => toast.description)).toEqual(["d", "c", "b"]);
  });

  it("closes itself after 5000 ms and leaves the state 1,000,000 ms after that", () => {
    const store = createToastStore();
    store.add({ description: "saved", title: "Done" });
    vi.advanceTimersByTime(TOASTS.autoCloseMs - 1);
    expect(open(store)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([
      { id: "1", title: "Done", description: "saved", variant: "default", open: false },
    ]);
    vi.advanceTimersByTime(TOASTS.removeDelayMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("counts the removal delay from a manual dismissal, and only once", () => {
    const store = createToastStore();
    const id = store.add({ description: "x" });
    vi.advanceTimersByTime(1000);
    store.dismiss(id);
    store.dismiss(id);
    expect(open(store)).toEqual([]);
    vi.advanceTimersByTime(TOASTS.removeDelayMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("dismisses every toast when no id is given", () => {
    const store = createToastStore({ ...TOASTS, limit: 2 });
    store.add({ description: "a" });
    store.add({ description: "b" });
    store.dismiss();
    expect(open(store)).toEqual([]);
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it("stops the countdown while paused and goes on with the time that was left", () => {
    const store = createToastStore();
    store.add({ description: "x" });
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(60_000);
    expect(open(store)).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(1999);
    expect(open(store)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(open(store)).toEqual([]);
  });

  it("starts the countdown of a toast added while paused only on resume", () => {
    const store = createToastStore();
    store.pause();
    store.add({ description: "x" });
    vi.advanceTimersByTime(10_000);
    expect(open(store)).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(TOASTS.autoCloseMs);
    expect(open(store)).toEqual([]);
  });

  it("keeps a toast with an infinite duration until it is dismissed", () => {
    const store = createToastStore();
    store.add({ description: "sticky", duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(TOASTS.removeDelayMs * 3);
    expect(open(store)).toHaveLength(1);
  });

  it("tells subscribers about every change and stops when they leave", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    const id = store.add({ description: "x" });
    store.dismiss(id);
    store.remove(id);
    expect(listener).toHaveBeenCalledTimes(3);
    leave();
    store.add({ description: "y" });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("clears its timers when disposed", () => {
    const store = createToastStore();
    store.add({ description: "x" });
    store.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("swipe to dismiss", () => {
  it("follows the pointer to the right only", () => {
    expect(swipeOffset(100, 130)).toBe(30);
    expect(swipeOffset(100, 40)).toBe(0);
  });

  it("dismisses from 50 px to the right and snaps back below", () => {
    expect(swipeEnds(49)).toBe("cancel");
    expect(swipeEnds(50)).toBe("dismiss");
    expect(swipeEnds(swipeOffset(200, 120))).toBe("cancel");
    expect(swipeEnds(swipeOffset(10, 75))).toBe("dismiss");
  });
});

describe("hotkey", () => {
  const key = (key: string, extra: Partial<KeyboardEvent> = {}) =>
    ({ key, code: key, altKey: false, ctrlKey: false, metaKey: false, ...extra }) as KeyboardEvent;
  it("is F8 without modifiers", () => {
    expect(isToastHotkey(key("F8"))).toBe(true);
    expect(isToastHotkey(key("F7"))).toBe(false);
    expect(isToastHotkey(key("F8", { ctrlKey: true }))).toBe(false);
  });
});
