import { VISA_EVENT_TYPES, type VisaEvent } from "../../core/visa/events.ts";
import { createTablesSql, eachEvent, type Projection } from "../projection.ts";

/**
 * visa_requirements: the current (approved) rule per country, with its lock state.
 * visa_requirement_revisions: every revision with status, change type, reviewer and comment.
 * visa_country_sources: every source a country's rules cited.
 */
export const visaProjection: Projection<VisaEvent> = {
  name: "visa",
  version: 1,
  eventTypes: VISA_EVENT_TYPES,
  tables: ["visa_requirements", "visa_requirement_revisions", "visa_country_sources"],

  createTables: createTablesSql(
    (s) => `
      CREATE TABLE ${s}.visa_requirement_revisions (
        revision_id          uuid PRIMARY KEY,
        country_code         text NOT NULL,
        nationality_code     text NOT NULL DEFAULT 'BGR',
        status               text NOT NULL DEFAULT 'pending',
        change_type          text NOT NULL,
        rule                 jsonb NOT NULL,
        content_hash         text NOT NULL,
        provider             text NOT NULL DEFAULT 'MFA_BG',
        proposed_by          text NOT NULL,
        proposed_at          timestamptz NOT NULL,
        reviewer             text,
        reviewed_at          timestamptz,
        comment              text,
        kept_locked_fields   text[] NOT NULL DEFAULT '{}',
        restores_revision_id uuid
      );
      CREATE INDEX ON ${s}.visa_requirement_revisions (country_code, proposed_at);
      CREATE INDEX ON ${s}.visa_requirement_revisions (status) WHERE status = 'pending';

      CREATE TABLE ${s}.visa_requirements (
        country_code              text PRIMARY KEY,
        nationality_code          text NOT NULL DEFAULT 'BGR',
        requirement_type          text,
        visa_free_days            integer,
        passport_validity_min_days integer,
        notes_bg                  text,
        notes_en                  text,
        sources                   text[] NOT NULL DEFAULT '{}',
        provider                  text NOT NULL DEFAULT 'MFA_BG',
        content_hash              text,
        confidence_level          text,
        needs_review              boolean NOT NULL DEFAULT false,
        manual_override_fields    text[] NOT NULL DEFAULT '{}',
        auto_update_disabled      boolean NOT NULL DEFAULT false,
        review_comment            text,
        is_active                 boolean NOT NULL DEFAULT true,
        current_revision_id       uuid,
        last_verified_at          timestamptz,
        last_verified_by          text,
        updated_at                timestamptz NOT NULL
      );

      CREATE TABLE ${s}.visa_country_sources (
        country_code  text NOT NULL,
        source_url    text NOT NULL,
        provider      text NOT NULL,
        first_seen_at timestamptz NOT NULL,
        PRIMARY KEY (country_code, source_url)
      );
    `,
  ),

  handle: eachEvent(async (tx, event, s) => {
    const at = event.createdAt;
    switch (event.type) {
      case "VisaRevisionProposed": {
        const d = event.data;
        await tx.unsafe(
          `INSERT INTO ${s}.visa_requirement_revisions (revision_id, country_code, nationality_code, change_type, rule,
             content_hash, provider, proposed_by, proposed_at, comment, kept_locked_fields, restores_revision_id)
           VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $7, $8, $9, $10, $11::text[], $12)
           ON CONFLICT (revision_id) DO NOTHING`,
          [
            d.revisionId,
            d.countryCode,
            d.nationalityCode,
            d.changeType,
            JSON.stringify(d.rule),
            d.contentHash,
            d.provider,
            d.proposedBy,
            at,
            d.comment,
            d.keptLockedFields,
            d.restoresRevisionId,
          ] as never[],
        );
        for (const source of d.rule.sources) {
          await tx.unsafe(`INSERT INTO ${s}.visa_country_sources VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
            d.countryCode,
            source,
            d.provider,
            at,
          ] as never[]);
        }
        await tx.unsafe(
          `INSERT INTO ${s}.visa_requirements (country_code, nationality_code, updated_at) VALUES ($1, $2, $3)
           ON CONFLICT (country_code) DO NOTHING`,
          [d.countryCode, d.nationalityCode, at] as never[],
        );
        break;
      }
      case "VisaRevisionApproved": {
        const d = event.data;
        if (d.supersededRevisionId) {
          await tx.unsafe(`UPDATE ${s}.visa_requirement_revisions SET status = 'superseded' WHERE revision_id = $1`, [
            d.supersededRevisionId,
          ] as never[]);
        }
        await tx.unsafe(
          `WITH approved AS (
             UPDATE ${s}.visa_requirement_revisions SET status = 'approved', reviewer = $2, reviewed_at = $3,
                    comment = COALESCE($4, comment)
              WHERE revision_id = $1
             RETURNING country_code, rule, content_hash, provider, comment
           )
           UPDATE ${s}.visa_requirements v SET
             requirement_type = a.rule->>'requirementType',
             visa_free_days = (a.rule->>'visaFreeDays')::int,
             passport_validity_min_days = (a.rule->>'passportValidityMinDays')::int,
             notes_bg = a.rule->>'notesBg', notes_en = a.rule->>'notesEn',
             sources = ARRAY(SELECT jsonb_array_elements_text(a.rule->'sources')),
             confidence_level = a.rule->>'confidenceLevel', needs_review = (a.rule->>'needsReview')::boolean,
             provider = a.provider, content_hash = a.content_hash, review_comment = a.comment,
             current_revision_id = $1, last_verified_at = $3, last_verified_by = $2, updated_at = $3
           FROM approved a WHERE v.country_code = a.country_code`,
          [d.revisionId, d.reviewer, at, d.comment] as never[],
        );
        break;
      }
      case "VisaRevisionRejected": {
        const d = event.data;
        await tx.unsafe(
          `UPDATE ${s}.visa_requirement_revisions SET status = 'rejected', reviewer = $2, reviewed_at = $3, comment = $4
            WHERE revision_id = $1`,
          [d.revisionId, d.reviewer, at, d.comment] as never[],
        );
        break;
      }
      case "VisaOverrideFieldsLocked":
      case "VisaOverrideFieldsUnlocked": {
        const countryCode = event.streamId.slice("visa-".length);
        const lock = event.type === "VisaOverrideFieldsLocked";
        await tx.unsafe(
          lock
            ? `UPDATE ${s}.visa_requirements SET manual_override_fields =
                 ARRAY(SELECT DISTINCT unnest(manual_override_fields || $2::text[]) ORDER BY 1), updated_at = $3
               WHERE country_code = $1`
            : `UPDATE ${s}.visa_requirements SET manual_override_fields =
                 ARRAY(SELECT f FROM unnest(manual_override_fields) f WHERE f <> ALL($2::text[]) ORDER BY 1), updated_at = $3
               WHERE country_code = $1`,
          [countryCode, event.data.fields, at] as never[],
        );
        break;
      }
      case "VisaAutoUpdateSet": {
        const countryCode = event.streamId.slice("visa-".length);
        await tx.unsafe(
          `UPDATE ${s}.visa_requirements SET auto_update_disabled = $2, updated_at = $3 WHERE country_code = $1`,
          [countryCode, event.data.disabled, at] as never[],
        );
        break;
      }
    }
  }),
};
