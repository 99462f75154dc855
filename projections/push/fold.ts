import { PUSH_EVENT_TYPES, type PushEvent } from "../../core/push/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/**
 * push_devices: each device that takes notifications, its language, the airport whose best deal
 * it gets each day and the newsletter subscriber it was bound to; push_alerts: what it watches.
 * No endpoint and no key: those are in push_endpoints, erased when the device leaves.
 */
export const pushProjection: Projection<PushEvent> = {
  name: "push",
  version: 1,
  eventTypes: PUSH_EVENT_TYPES,
  tables: ["push_devices", "push_alerts"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.push_devices (
        push_id         uuid PRIMARY KEY,
        language        text NOT NULL,
        status          text NOT NULL DEFAULT 'active',
        subscription_id uuid,
        daily_best_from text,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      );
      CREATE INDEX ON ${s}.push_devices (subscription_id) WHERE status = 'active';
      CREATE INDEX ON ${s}.push_devices (daily_best_from) WHERE status = 'active';
      CREATE TABLE ${s}.push_alerts (
        push_id        uuid NOT NULL,
        alert_key      text NOT NULL,
        from_airport   text,
        destination_id text,
        max_price_bgn  numeric(12,2),
        created_at     timestamptz NOT NULL,
        PRIMARY KEY (push_id, alert_key)
      );
      CREATE INDEX ON ${s}.push_alerts (destination_id);
      CREATE INDEX ON ${s}.push_alerts (from_airport) WHERE destination_id IS NULL;
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    const d = event.data;
    switch (event.type) {
      case "PushDeviceSubscribed":
        await tx.unsafe(
          `INSERT INTO ${s}.push_devices (push_id, language, created_at, updated_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (push_id) DO NOTHING`,
          [d.pushId, event.data.language, d.at] as never[],
        );
        break;
      case "PushAlertAdded": {
        const c = event.data.criteria;
        await tx.unsafe(
          `INSERT INTO ${s}.push_alerts (push_id, alert_key, from_airport, destination_id, max_price_bgn, created_at)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
          [d.pushId, event.data.alertKey, c.fromAirport, c.destinationId, c.maxPriceBgn, d.at] as never[],
        );
        break;
      }
      case "PushDailyBestChosen":
      case "PushDeviceBound": {
        const [column, value] =
          event.type === "PushDailyBestChosen"
            ? ["daily_best_from", event.data.fromAirport]
            : ["subscription_id", event.data.subscriptionId];
        await tx.unsafe(`UPDATE ${s}.push_devices SET ${column} = $2, updated_at = $3 WHERE push_id = $1`, [
          d.pushId,
          value,
          d.at,
        ] as never[]);
        break;
      }
      case "PushDeviceUnsubscribed":
        await tx.unsafe(
          `UPDATE ${s}.push_devices SET status = 'left', subscription_id = NULL, daily_best_from = NULL, updated_at = $2
            WHERE push_id = $1`,
          [d.pushId, d.at] as never[],
        );
        await tx.unsafe(`DELETE FROM ${s}.push_alerts WHERE push_id = $1`, [d.pushId] as never[]);
        break;
    }
  }),
};
