import type { BindingEvent, ProfileEvent } from "../../core/crawling/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

type Folded = ProfileEvent | BindingEvent;

/** search_profiles and search_profile_bindings, with each binding's last crawl and next run. */
export const crawlingProjection: Projection<Folded> = {
  name: "crawling",
  // 2: search_profile_bindings.is_paused
  version: 2,
  eventTypes: [
    "SearchProfileCreated",
    "SearchProfileUpdated",
    "SearchProfilePaused",
    "SearchProfileResumed",
    "SearchBindingCreated",
    "SearchBindingCrawled",
    "SearchBindingCrawlRequested",
    "SearchBindingUpdated",
    "SearchBindingPaused",
    "SearchBindingResumed",
  ],
  tables: ["search_profiles", "search_profile_bindings"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.search_profiles (
        id text PRIMARY KEY, label text NOT NULL, use_case text NOT NULL, params jsonb NOT NULL, params_hash text NOT NULL,
        origin text NOT NULL, success_interval_minutes integer NOT NULL, zero_result_snooze_days integer NOT NULL,
        error_snooze_days integer NOT NULL, priority integer NOT NULL, priority_boost integer NOT NULL,
        is_paused boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL
      );
      CREATE TABLE ${s}.search_profile_bindings (
        id text PRIMARY KEY, profile_id text NOT NULL, scope text NOT NULL, destination_iata text, country_code text,
        cadence_override_minutes integer, priority_score integer NOT NULL, boost integer NOT NULL,
        last_crawl_status text NOT NULL DEFAULT 'pending', last_crawl_at timestamptz, last_result_count integer,
        last_error text, failure_count integer NOT NULL DEFAULT 0, next_run_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, is_paused boolean NOT NULL DEFAULT false
      );
      CREATE INDEX ON ${s}.search_profile_bindings (next_run_at);
      CREATE INDEX ON ${s}.search_profile_bindings (profile_id);
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    const at = event.createdAt;
    switch (event.type) {
      case "SearchProfileCreated":
      case "SearchProfileUpdated": {
        const p = event.data.profile;
        await tx.unsafe(
          `INSERT INTO ${s}.search_profiles (id, label, use_case, params, params_hash, origin, success_interval_minutes,
             zero_result_snooze_days, error_snooze_days, priority, priority_boost, created_at, updated_at)
           VALUES ($1, $2, $3, $4::text::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $12)
           ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, use_case = EXCLUDED.use_case, params = EXCLUDED.params,
             params_hash = EXCLUDED.params_hash, origin = EXCLUDED.origin,
             success_interval_minutes = EXCLUDED.success_interval_minutes,
             zero_result_snooze_days = EXCLUDED.zero_result_snooze_days, error_snooze_days = EXCLUDED.error_snooze_days,
             priority = EXCLUDED.priority, priority_boost = EXCLUDED.priority_boost, updated_at = EXCLUDED.updated_at`,
          [
            event.data.profileId,
            p.label,
            p.useCase,
            JSON.stringify(p.params),
            p.paramsHash,
            p.params.origin,
            p.successIntervalMinutes,
            p.zeroResultSnoozeDays,
            p.errorSnoozeDays,
            p.priority,
            p.priorityBoost,
            at,
          ] as never[],
        );
        break;
      }
      case "SearchProfilePaused":
      case "SearchProfileResumed":
        await tx.unsafe(`UPDATE ${s}.search_profiles SET is_paused = $2, updated_at = $3 WHERE id = $1`, [
          event.data.profileId,
          event.type === "SearchProfilePaused",
          at,
        ] as never[]);
        break;
      case "SearchBindingCreated": {
        const b = event.data.binding;
        await tx.unsafe(
          `INSERT INTO ${s}.search_profile_bindings (id, profile_id, scope, destination_iata, country_code,
             cadence_override_minutes, priority_score, boost, next_run_at, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT (id) DO NOTHING`,
          [
            event.data.bindingId,
            b.profileId,
            b.scope,
            b.destinationIata,
            b.countryCode,
            b.cadenceOverrideMinutes,
            b.priorityScore,
            b.boost,
            event.data.nextRunAt,
            at,
          ] as never[],
        );
        break;
      }
      case "SearchBindingCrawled": {
        const d = event.data;
        await tx.unsafe(
          `UPDATE ${s}.search_profile_bindings SET last_crawl_status = $2, last_crawl_at = $3, last_result_count = $4,
             last_error = $5, failure_count = $6, next_run_at = $7, updated_at = $8 WHERE id = $1`,
          [d.bindingId, d.status, d.at, d.resultCount, d.error, d.failureCount, d.nextRunAt, at] as never[],
        );
        break;
      }
      case "SearchBindingCrawlRequested":
        await tx.unsafe(`UPDATE ${s}.search_profile_bindings SET next_run_at = $2, updated_at = $3 WHERE id = $1`, [
          event.data.bindingId,
          event.data.nextRunAt,
          at,
        ] as never[]);
        break;
      case "SearchBindingUpdated": {
        const b = event.data.binding;
        await tx.unsafe(
          `UPDATE ${s}.search_profile_bindings SET cadence_override_minutes = $2, priority_score = $3, boost = $4,
             updated_at = $5 WHERE id = $1`,
          [event.data.bindingId, b.cadenceOverrideMinutes, b.priorityScore, b.boost, at] as never[],
        );
        break;
      }
      case "SearchBindingPaused":
      case "SearchBindingResumed":
        await tx.unsafe(`UPDATE ${s}.search_profile_bindings SET is_paused = $2, updated_at = $3 WHERE id = $1`, [
          event.data.bindingId,
          event.type === "SearchBindingPaused",
          at,
        ] as never[]);
        break;
    }
  }),
};
