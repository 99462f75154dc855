import { z } from "zod";
import { BULGARIAN_AIRPORTS } from "../constants.ts";
import { maxPriceField } from "../newsletter/schema.ts";
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

const airport = z
  .string({ error: M.unknownAirport })
  .trim()
  .toUpperCase()
  .pipe(z.enum(BULGARIAN_AIRPORTS, { error: M.unknownAirport }));

/** What a device asks to be told of: a watch like an e-mail alert's. */
export const pushAlertSchema = z
  .object(
    {
      fromAirport: airport.nullable().default(null),
      destinationId: z
        .string({ error: M.unknownDestination })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, M.unknownDestination)
        .nullable()
        .default(null),
      maxPriceBgn: maxPriceField.default(null),
    },
    { error: M.invalidRequest },
  )
  .refine((alert) => alert.fromAirport !== null || alert.destinationId !== null, {
    message: M.alertNeedsPlace,
    path: ["destinationId"],
  })
  .refine((alert) => alert.destinationId !== null || alert.maxPriceBgn !== null, {
    message: M.alertNeedsPrice,
    path: ["maxPriceBgn"],
  });

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
