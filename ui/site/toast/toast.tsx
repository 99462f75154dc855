import {
  createContext,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { TOASTS } from "../../../core/constants.ts";
import { fill, useLanguage } from "../../i18n/dictionary.ts";
import {
  createToastStore,
  isToastHotkey,
  NO_TOASTS,
  swipeEnds,
  swipeOffset,
  type Toast,
  type ToastInput,
  type ToastStore,
} from "./toast-store.ts";

/** Our own small toast system (spec section 9): one visible at a time, F8 to reach it, swipe right to close. */

const ToastContext = createContext<ToastStore | null>(null);

export interface ToastApi {
  toasts: readonly Toast[];
  toast(input: ToastInput): { id: string; dismiss(): void };
  dismiss(id?: string): void;
}

const serverSnapshot = () => NO_TOASTS;

export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error("useToast() must be used inside <ToastProvider>");
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  // the functions keep their identity while toasts come and go, so effects can depend on them
  const actions = useMemo(
    () => ({
      toast(input: ToastInput) {
        const id = store.add(input);
        return { id, dismiss: () => store.dismiss(id) };
      },
      dismiss: (id?: string) => store.dismiss(id),
    }),
    [store],
  );
  return useMemo(() => ({ toasts, ...actions }), [toasts, actions]);
}

/** Holds the queue and renders the viewport after its children. Mount once, inside the LanguageProvider. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  const [store] = useState(() => createToastStore());
  useEffect(() => () => store.dispose(), [store]);
  return (
    <ToastContext.Provider value={store}>
      {children}
      <ToastViewport store={store} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ store }: { store: ToastStore }) {
  const { t } = useLanguage();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      event.preventDefault();
      ref.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // Nothing closes under the visitor's hand or while they read with the keyboard.
  const resumeUnlessInside = () => {
    const viewport = ref.current;
    if (viewport && (viewport.matches(":hover") || viewport.contains(document.activeElement))) return;
    store.resume();
  };

  return (
    <section
      ref={ref}
      className="toast-viewport"
      style={{ maxWidth: TOASTS.viewportMaxWidthPx }}
      aria-label={fill(t.ux.toast.viewportLabel, { hotkey: TOASTS.hotkey })}
      tabIndex={-1}
      data-testid="toast-viewport"
      onPointerEnter={() => store.pause()}
      onPointerLeave={resumeUnlessInside}
      onFocus={() => store.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeUnlessInside();
      }}
    >
      <div className="toast-viewport__list" role="status" aria-live="polite">
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} store={store} />
          ))}
      </div>
    </section>
  );
}

function ToastCard({ toast, store }: { toast: Toast; store: ToastStore }) {
  const { t } = useLanguage();
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest("button")) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    setOffset(swipeOffset(start.current.x, event.clientX));
  };
  const finish = useCallback(
    (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
      if (start.current?.pointerId !== event.pointerId) return;
      const moved = swipeOffset(start.current.x, event.clientX);
      start.current = null;
      if (!cancelled && swipeEnds(moved) === "dismiss") store.dismiss(toast.id);
      else setOffset(0);
    },
    [store, toast.id],
  );

  return (
    <div
      className={`toast toast--${toast.variant}${offset > 0 ? " toast--swiping" : ""}`}
      data-testid="toast"
      style={
        offset > 0 ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finish(event, false)}
      onPointerCancel={(event) => finish(event, true)}
    >
      <div className="toast__body">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        <p className="toast__description">{toast.description}</p>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t.ux.toast.close}
        onClick={() => store.dismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
