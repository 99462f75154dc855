import { randomUUID } from "node:crypto";
import { type FormOutcome, invalidInput, issuesOf, refusalOf } from "../captcha/form-outcome.ts";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import { inTransaction } from "../mail/transaction.ts";
import { verifyLink } from "../newsletter/signed-links.ts";
import { pushDecider } from "./decider.ts";
import { leaveDevice } from "./devices.ts";
import { pushStreamId } from "./events.ts";
import { PUSH_MESSAGES as M } from "./messages.ts";
import { pushServiceAllowed } from "./push-services.ts";
import { pushEndpointSchema, pushRenewSchema, pushSubscribeSchema } from "./schema.ts";

export interface PushServiceDeps {
  sql: Sql;
  upcasters?: Upcasters;
  /** Verifies a preference centre's link, which binds a device to that subscriber's alerts. */
  linkSecret: string;
  /** The VAPID public key browsers subscribe with; null turns push off (404). */
  publicKey: string | null;
  /** PUSH_SERVICE_ORIGINS: the push services a subscription may name. */
  pushServiceOrigins: readonly string[];
  /** Whether the catalog has a destination; every one is unknown without it. */
  destinationExists?: (destinationId: string) => Promise<boolean>;
  now?: () => Date;
}

/** What a device takes, as the pages show it. */
export interface PushDeviceView {
  subscribed: boolean;
  /** Its own watches (the alert form's "on this device"). */
  alerts: number;
  dailyBestFrom: string | null;
  /** Bound to a newsletter subscriber: their alerts arrive here too. */
  bound: boolean;
}

export interface PushService {
  /** The application server key a browser subscribes with (GET /api/push/key). */
  publicKey(): FormOutcome<{ publicKey: string }>;
  /** Counted against the public forms' per-address limit (form-limits.ts), hence the context. */
  subscribe(input: unknown, context: { ip: string | null }): Promise<FormOutcome<PushDeviceView>>;
  unsubscribe(input: unknown): Promise<FormOutcome<PushDeviceView>>;
  /** The browser replaced the subscription: the device keeps what it takes, at its new endpoint. */
  renew(input: unknown): Promise<FormOutcome<PushDeviceView>>;
  device(input: unknown): Promise<FormOutcome<PushDeviceView>>;
}

const NOT_SUBSCRIBED: PushDeviceView = { subscribed: false, alerts: 0, dailyBestFrom: null, bound: false };

/**
 * Web Push for visitors (docs/decisions/0106). A device needs no address: the browser's own
 * permission prompt is the opt-in, and nobody can subscribe someone else's device. The endpoint,
 * a capability URL only the device knows, is how it names itself to turn notifications off.
 */
export function createPushService(deps: PushServiceDeps): PushService {
  const now = deps.now ?? (() => new Date());

  /** The endpoint row is written with the events and goes when the device leaves: it says whether it takes notifications; the projection, a moment behind, what it takes. */
  async function viewOf(endpoint: string): Promise<PushDeviceView> {
    const [row] = await deps.sql<{ daily_best_from: string | null; subscription_id: string | null; alerts: number }[]>`
      SELECT d.daily_best_from, d.subscription_id,
             (SELECT count(*)::int FROM push_alerts a WHERE a.push_id = e.push_id) AS alerts
        FROM push_endpoints e LEFT JOIN push_devices d USING (push_id)
       WHERE e.endpoint = ${endpoint}`;
    if (!row) return NOT_SUBSCRIBED;
    return {
      subscribed: true,
      alerts: row.alerts,
      dailyBestFrom: row.daily_best_from,
      bound: row.subscription_id !== null,
    };
  }

  // without a key the feature is absent here, as a route that does not exist: nothing went wrong
  const unavailable = { ok: false, status: 404, code: "push_unavailable", message: M.unavailable } as const;
  return {
    publicKey() {
      return deps.publicKey ? { ok: true, status: 200, message: "", data: { publicKey: deps.publicKey } } : unavailable;
    },

    async subscribe(input) {
      if (!deps.publicKey) return unavailable;
      const parsed = pushSubscribeSchema.safeParse(input);
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const form = parsed.data;
      const { endpoint, keys } = form.subscription;
      if (!pushServiceAllowed(endpoint, deps.pushServiceOrigins))
        return invalidInput([{ path: "subscription.endpoint", message: M.unknownPushService }]);
      const destinationId = form.alert?.destinationId ?? null;
      if (destinationId && !(await deps.destinationExists?.(destinationId)))
        return invalidInput([{ path: "alert.destinationId", message: M.unknownDestination }]);
      let subscriptionId: string | null = null;
      if (form.token !== undefined) {
        const link = verifyLink(deps.linkSecret, "preferences", form.token, now());
        if (!link.ok) return { ok: false, status: 400, code: "invalid_link", message: M.invalidLink };
        subscriptionId = link.subscriptionId;
      }
      const at = now().toISOString();
      try {
        await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
          // one row per endpoint: the same browser subscribing again finds its device
          const [row] = await tx<{ push_id: string }[]>`
            INSERT INTO push_endpoints (push_id, endpoint, p256dh, auth, created_at)
            VALUES (${randomUUID()}, ${endpoint}, ${keys.p256dh}, ${keys.auth}, ${at})
            ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth
            RETURNING push_id`;
          const pushId = row?.push_id ?? "";
          const run = (command: Parameters<typeof pushDecider.decide>[0]) =>
            handleCommand(store, pushStreamId(pushId), pushDecider, command, { metadata: { actor: "visitor" } });
          await run({ type: "SubscribeDevice", pushId, language: form.language, at });
          if (form.alert) await run({ type: "AddPushAlert", pushId, criteria: form.alert, at });
          if (form.dailyBestFrom !== undefined)
            await run({ type: "ChooseDailyBest", pushId, fromAirport: form.dailyBestFrom, at });
          if (subscriptionId) await run({ type: "BindDevice", pushId, subscriptionId, at });
        });
      } catch (error) {
        return refusalOf(error);
      }
      // the device's own answer: what it takes now (the read model follows within a moment)
      return {
        ok: true,
        status: 201,
        message: M.subscribed,
        data: await settledView(endpoint, form),
      };
    },

    async unsubscribe(input) {
      const parsed = pushEndpointSchema.safeParse(input);
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      await inTransaction(deps.sql, deps.upcasters, async (unit) => {
        const [row] = await unit.tx<{ push_id: string }[]>`
          SELECT push_id FROM push_endpoints WHERE endpoint = ${parsed.data.endpoint} FOR UPDATE`;
        if (row) await leaveDevice(unit, row.push_id, "visitor", now());
      });
      // the same answer for a device we never knew: nothing to turn off is off
      return { ok: true, status: 200, message: M.unsubscribed, data: NOT_SUBSCRIBED };
    },

    async renew(input) {
      const parsed = pushRenewSchema.safeParse(input);
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      const { oldEndpoint, subscription } = parsed.data;
      if (!pushServiceAllowed(subscription.endpoint, deps.pushServiceOrigins))
        return invalidInput([{ path: "subscription.endpoint", message: M.unknownPushService }]);
      const renewed = await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
        // the old endpoint is the proof: only the browser that held it knows it
        const [row] = await tx<{ push_id: string }[]>`
          UPDATE push_endpoints SET endpoint = ${subscription.endpoint}, p256dh = ${subscription.keys.p256dh},
                 auth = ${subscription.keys.auth}
           WHERE endpoint = ${oldEndpoint}
             AND NOT EXISTS (SELECT 1 FROM push_endpoints WHERE endpoint = ${subscription.endpoint})
          RETURNING push_id`;
        if (!row) return false;
        await handleCommand(
          store,
          pushStreamId(row.push_id),
          pushDecider,
          { type: "RenewDevice", pushId: row.push_id, at: now().toISOString() },
          { metadata: { actor: "visitor" } },
        );
        return true;
      });
      if (!renewed) return { ok: false, status: 404, code: "push_not_found", message: M.deviceNotFound };
      return { ok: true, status: 200, message: M.subscribed, data: await viewOf(subscription.endpoint) };
    },

    async device(input) {
      const parsed = pushEndpointSchema.safeParse(input);
      if (!parsed.success) return invalidInput(issuesOf(parsed.error));
      return { ok: true, status: 200, message: "", data: await viewOf(parsed.data.endpoint) };
    },
  };

  /** The view after a subscribe, without waiting for the projection: what was asked is what holds. */
  async function settledView(
    endpoint: string,
    form: { alert?: unknown; dailyBestFrom?: string | null; token?: string },
  ): Promise<PushDeviceView> {
    const folded = await viewOf(endpoint);
    return {
      subscribed: true,
      alerts: Math.max(folded.alerts, form.alert ? 1 : 0),
      dailyBestFrom: form.dailyBestFrom !== undefined ? form.dailyBestFrom : folded.dailyBestFrom,
      bound: folded.bound || form.token !== undefined,
    };
  }
}
