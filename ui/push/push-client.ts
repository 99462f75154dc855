/**
 * The browser's side of Web Push (docs/decisions/0106): register /sw.js, ask for permission,
 * subscribe with the site's VAPID key and tell the server what this device wants; and the way
 * back. Browser-only: call it from effects and event handlers, never while rendering.
 */
import type { PushDeviceView } from "../../core/push/service.ts";

export type { PushDeviceView };

/** What a device may ask for besides notifications themselves (POST /api/push/subscriptions). */
export interface PushWish {
  language: "bg" | "en";
  alert?: { fromAirport: string | null; destinationId: string | null; maxPriceBgn: number | null };
  dailyBestFrom?: string | null;
  /** A preference centre's signed link: this device gets that subscriber's alerts. */
  token?: string;
}

export type PushResult =
  | { ok: true; view: PushDeviceView }
  | {
      ok: false;
      reason: "unsupported" | "denied" | "failed";
      /** The API's refusal: its status, and the first field's message or its own (in English). */
      status?: number;
      message?: string;
    };

const WORKER = "/sw.js";

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    window.isSecureContext
  );
}

/**
 * Safari on an iPhone or iPad offers Web Push only to a site added to the home screen (iOS 16.4
 * on): there `navigator.standalone` exists, and is false in the browser itself.
 */
export function pushNeedsInstall(): boolean {
  return (
    typeof navigator !== "undefined" &&
    !pushSupported() &&
    (navigator as Navigator & { standalone?: boolean }).standalone === false
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function postJson<T>(
  path: string,
  body: unknown,
): Promise<{ ok: boolean; status: number; data?: T; message?: string }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    data?: T;
    error?: { message?: string; issues?: Array<{ message: string }> };
  };
  const error = answer.error;
  return {
    ok: response.ok,
    status: response.status,
    data: answer.data,
    message: error?.issues?.[0]?.message ?? error?.message,
  };
}

/** This browser's subscription, when it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return registration ? registration.pushManager.getSubscription() : null;
}

/** What the server knows of this device: null when it has no subscription here. */
export async function deviceView(): Promise<PushDeviceView | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const answer = await postJson<PushDeviceView>("/api/push/device", { endpoint: subscription.endpoint });
  return answer.ok && answer.data ? answer.data : null;
}

async function subscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const key = await fetch("/api/push/key").then(
    (response) => response.json() as Promise<{ data?: { publicKey: string } }>,
  );
  if (!key.data) throw new Error("no push key");
  const applicationServerKey = keyBytes(key.data.publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    // subscribed with another key (the site's pair was replaced): only a new subscription works
    const same = existing.options.applicationServerKey;
    if (same && new Uint8Array(same).every((byte, i) => byte === applicationServerKey[i])) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** Asks for permission, subscribes this browser and tells the server what it wants. */
export async function subscribeThisDevice(wish: PushWish): Promise<PushResult> {
  if (!pushSupported()) return { ok: false, reason: "unsupported" };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { ok: false, reason: "denied" };
  try {
    const registration = await navigator.serviceWorker.register(WORKER, { scope: "/" });
    await navigator.serviceWorker.ready;
    const subscribed = await subscription(registration);
    const answer = await postJson<PushDeviceView>("/api/push/subscriptions", {
      subscription: subscribed.toJSON(),
      ...wish,
    });
    return answer.ok && answer.data
      ? { ok: true, view: answer.data }
      : { ok: false, reason: "failed", status: answer.status, message: answer.message };
  } catch {
    return { ok: false, reason: "failed" };
  }
}

/** Stops notifications here: the server forgets the device, then the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const current = await currentSubscription();
  if (!current) return;
  await postJson("/api/push/unsubscribe", { endpoint: current.endpoint });
  await current.unsubscribe();
}
