import { useEffect } from "react";
import { PRODUCT_KEY } from "../../core/constants.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { useToast } from "./toast/toast.tsx";

/**
 * Network notices (spec section 8), as toasts in the visitor's language: the browser went
 * offline, a request failed for network reasons and will be tried again, the connection is back.
 * Code that fetches in the browser calls `reportNetworkProblem(error)` in its catch; the
 * <NetworkNotices /> mounted in root turns the report into the toast.
 */

export const NETWORK_RETRY_EVENT = `${PRODUCT_KEY}:network-retry`;

/**
 * True when `error` means the request never got an answer: fetch rejects with a TypeError
 * ("Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"), or the
 * browser says it is offline. An abort is the caller's own doing, and an HTTP error status is an
 * answer: neither counts.
 */
export function isNetworkError(error: unknown, online: boolean = typeof navigator === "undefined" || navigator.onLine) {
  if (error instanceof Error && error.name === "AbortError") return false;
  if (typeof DOMException !== "undefined" && error instanceof DOMException && error.name === "AbortError") return false;
  return error instanceof TypeError || !online;
}

/** Shows "Connection problem. We'll keep trying automatically." (call it when a retry is scheduled). */
export function reportNetworkRetry(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(NETWORK_RETRY_EVENT));
}

/** For a fetch's catch: reports a network failure and says whether it was one. */
export function reportNetworkProblem(error: unknown): boolean {
  if (!isNetworkError(error)) return false;
  reportNetworkRetry();
  return true;
}

/**
 * Calls `retry` once the browser is back online (or after `fallbackMs`, when it never knew it
 * was offline). Returns a function that cancels the wait.
 */
export function retryWhenOnline(retry: () => void, fallbackMs = 15_000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    retry();
  };
  const timer = navigator.onLine ? setTimeout(run, fallbackMs) : null;
  window.addEventListener("online", run);
  const cancel = () => {
    done = true;
    if (timer) clearTimeout(timer);
    window.removeEventListener("online", run);
  };
  return cancel;
}

/** The toasts for the three network situations; mount once, inside the toast and language providers. */
export function NetworkNotices(): null {
  const { toast } = useToast();
  const { t } = useLanguage();
  const copy = t.ux.network;
  useEffect(() => {
    const offline = () => toast({ description: copy.offline, variant: "error" });
    const retrying = () => toast({ description: copy.retrying, variant: "error" });
    const online = () => toast({ description: copy.restored, variant: "success" });
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    window.addEventListener(NETWORK_RETRY_EVENT, retrying);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      window.removeEventListener(NETWORK_RETRY_EVENT, retrying);
    };
  }, [toast, copy]);
  return null;
}
