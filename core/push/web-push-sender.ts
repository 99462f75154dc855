import webpush from "web-push";
import type { PushTarget } from "./devices.ts";
import type { PushDelivery, PushOptions, PushSender } from "./push-sender.ts";
import type { VapidKeys } from "./vapid.ts";

/** A push service that has not answered by then is tried again by the job. */
const REQUEST_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_AFTER_SECONDS = 60;

function retryAfterOf(header: string | null): number {
  if (!header) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_SECONDS : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/**
 * Web Push through the `web-push` package: it encrypts the payload for the device (RFC 8291,
 * aes128gcm) and signs the VAPID claim (RFC 8292); we send the request with fetch, so a timeout,
 * Retry-After and plain http (a local fake service in tests) are ours to handle.
 */
export function createWebPushSender(options: {
  vapid: VapidKeys;
  /** A mailto: or https: address push services can reach us at about our pushes. */
  subject: string;
  fetch?: typeof fetch;
}): PushSender {
  const send = options.fetch ?? fetch;
  return {
    async send(target: PushTarget, payload: string, pushOptions: PushOptions): Promise<PushDelivery> {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: {
            subject: options.subject,
            publicKey: options.vapid.publicKey,
            privateKey: options.vapid.privateKey,
          },
          TTL: pushOptions.ttlSeconds,
          urgency: pushOptions.urgency,
          ...(pushOptions.topic ? { topic: pushOptions.topic } : {}),
          contentEncoding: "aes128gcm",
        },
      );
      let response: Response;
      try {
        response = await send(request.endpoint, {
          method: request.method,
          // web-push gives TTL as a number and the body as a Buffer
          headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: "error",
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        return { outcome: "failed", status: null, message: (error as Error).message };
      }
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) return { outcome: "delivered" };
      if (response.status === 404 || response.status === 410) return { outcome: "gone", status: response.status };
      if (response.status === 429 || (response.status === 503 && response.headers.has("retry-after")))
        return { outcome: "throttled", retryAfterSeconds: retryAfterOf(response.headers.get("retry-after")) };
      return { outcome: "failed", status: response.status, message: `push service answered ${response.status}` };
    },
  };
}

/** VAPID's subject: the operator's address, else the mails' sender (web-push wants mailto: or https:). */
export function vapidSubjectOf(env: { OPERATOR_EMAIL?: string | undefined; MAIL_FROM: string }): string {
  if (env.OPERATOR_EMAIL) return `mailto:${env.OPERATOR_EMAIL}`;
  const address = env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}
