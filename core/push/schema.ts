import { z } from "zod";
import { checkWatch, watchFields } from "../newsletter/alert-schema.ts";
import { PUSH_MESSAGES as M } from "./messages.ts";

const base64url = (bytes: number) =>
  z
    .string({ error: M.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, M.invalidSubscription)
    .refine((value) => Buffer.from(value, "base64url").length === bytes, M.invalidSubscription);

/** A browser's PushSubscription.toJSON(): the push service's URL and the device's keys. */
export const browserSubscriptionSchema = z.object(
  {
    endpoint: z.url({ error: M.invalidSubscription }).max(1_000, M.invalidSubscription),
    keys: z.object(
      {
        /** The device's P-256 public key, uncompressed (65 bytes). */
        p256dh: base64url(65).refine((value) => Buffer.from(value, "base64url")[0] === 0x04, M.invalidSubscription),
        /** The 16-byte authentication secret (RFC 8291). */
        auth: base64url(16),
      },
      { error: M.invalidSubscription },
    ),
  },
  { error: M.invalidSubscription },
);

/** The departure-airport rule itself, without the watch's null default. */
const airport = watchFields.fromAirport.unwrap().unwrap();

/** What a device asks to be told of: a watch like an e-mail alert's, under the same rules. */
export const pushAlertSchema = z.object(watchFields, { error: M.invalidRequest }).superRefine(checkWatch);

/**
 * POST /api/push/subscriptions: a device subscribes, and says what it wants: a watch (the alert
 * form), the day's best deal from an airport, and, with a preference centre's link, the alerts
 * of that newsletter subscriber.
 */
export const pushSubscribeSchema = z.object(
  {
    subscription: browserSubscriptionSchema,
    language: z.enum(["bg", "en"], { error: M.invalidRequest }).default("bg"),
    alert: pushAlertSchema.optional(),
    /** Absent: as it was; null: no daily deal any more. */
    dailyBestFrom: airport.nullable().optional(),
    /** A preference centre's signed link: binds the device to that subscriber's alerts. */
    token: z.string({ error: M.invalidLink }).max(200, M.invalidLink).optional(),
  },
  { error: M.invalidRequest },
);

export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

/** POST /api/push/unsubscribe and /api/push/device: the device names itself by its endpoint. */
export const pushEndpointSchema = z.object(
  { endpoint: z.url({ error: M.invalidSubscription }).max(1_000, M.invalidSubscription) },
  { error: M.invalidRequest },
);

/** POST /api/push/renew: the service worker's answer to pushsubscriptionchange, old endpoint and new subscription. */
export const pushRenewSchema = z.object(
  {
    oldEndpoint: z.url({ error: M.invalidSubscription }).max(1_000, M.invalidSubscription),
    subscription: browserSubscriptionSchema,
  },
  { error: M.invalidRequest },
);
