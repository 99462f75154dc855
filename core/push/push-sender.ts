import type { PushTarget } from "./devices.ts";

/** What a push service answered, in the terms the sender acts on. */
export type PushDelivery =
  /** 201: the service took it and will deliver it when the device is online. */
  | { outcome: "delivered" }
  /** 404 or 410: the browser dropped the subscription; the device must be forgotten. */
  | { outcome: "gone"; status: number }
  /** 429 (or 503 with Retry-After): try again after so many seconds. */
  | { outcome: "throttled"; retryAfterSeconds: number }
  /** Anything else: a failure the job's retries deal with. */
  | { outcome: "failed"; status: number | null; message: string };

export interface PushOptions {
  /** How long the service keeps it for an offline device: a deal that ends sooner need not wait. */
  ttlSeconds: number;
  urgency: "very-low" | "low" | "normal" | "high";
  /** A newer notification with the same topic replaces one not yet delivered (RFC 8030). */
  topic?: string;
}

/** The port the workers push through; the web-push adapter is the real one (web-push-sender.ts). */
export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushDelivery>;
}
