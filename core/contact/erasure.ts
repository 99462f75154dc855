import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { DomainError } from "../eventstore/decider.ts";
import type { EventMetadata, EventStore } from "../eventstore/types.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import { inTransaction, type Queryable } from "../mail/transaction.ts";
import { contactDecider } from "./decider.ts";
import { contactStreamId } from "./events.ts";

type ErasureDeps = { sql: Sql; upcasters?: Upcasters };
type Reason = "request" | "retention";

/** Deletes a request's rows in contact_pii and contact_attachments for good and records the erasure; true when there was one. */
async function eraseOne(
  tx: Queryable,
  store: EventStore,
  requestId: string,
  options: { reason: Reason; by: string; at: Date; metadata?: EventMetadata },
): Promise<boolean> {
  // the attachment goes with the personal data (its foreign key would take it too)
  await tx`DELETE FROM contact_attachments WHERE request_id = ${requestId}`;
  const deleted = await tx`DELETE FROM contact_pii WHERE request_id = ${requestId} RETURNING request_id`;
  try {
    const { events } = await handleCommand(
      store,
      contactStreamId(requestId),
      contactDecider,
      { type: "EraseContactPii", requestId, reason: options.reason, by: options.by, at: options.at.toISOString() },
      { metadata: options.metadata ?? { actor: options.by } },
    );
    return deleted.length > 0 || events.length > 0;
  } catch (error) {
    // personal data without a submitted event (its transaction never committed one): deleting it is enough
    if (error instanceof DomainError && error.code === "request_not_found") return deleted.length > 0;
    throw error;
  }
}

/**
 * Erasure of one contact request's personal data (the request itself stays, piiDeleted).
 * `metadata` replaces the default { actor: by }: an admin's erasure carries its audit record.
 */
export function eraseContactPii(
  deps: ErasureDeps,
  requestId: string,
  options: { by: string; reason?: Reason; now?: Date; metadata?: EventMetadata },
): Promise<boolean> {
  return inTransaction(deps.sql, deps.upcasters, ({ tx, store }) =>
    eraseOne(tx, store, requestId, {
      reason: options.reason ?? "request",
      by: options.by,
      at: options.now ?? new Date(),
      metadata: options.metadata,
    }),
  );
}

/** A person's erasure request: every contact request sent from this address. Returns the erased ids. */
export function eraseContactRequestsByEmail(
  deps: ErasureDeps,
  email: string,
  options: { by: string; now?: Date },
): Promise<string[]> {
  return inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
    const rows = await tx<{ request_id: string }[]>`
      SELECT request_id FROM contact_pii WHERE lower(email) = lower(${email.trim()}) FOR UPDATE`;
    const at = options.now ?? new Date();
    for (const { request_id } of rows) {
      await eraseOne(tx, store, request_id, { reason: "request", by: options.by, at });
    }
    return rows.map((row) => row.request_id);
  });
}

/** Deletes personal data whose retention date has passed; meant for a periodic job. */
export function purgeExpiredContactPii(deps: ErasureDeps, options: { now?: Date } = {}): Promise<number> {
  const at = options.now ?? new Date();
  return inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
    const rows = await tx<{ request_id: string }[]>`
      SELECT request_id FROM contact_pii WHERE retention_until <= ${at} ORDER BY retention_until LIMIT 500 FOR UPDATE SKIP LOCKED`;
    for (const { request_id } of rows) {
      await eraseOne(tx, store, request_id, { reason: "retention", by: "system:retention", at });
    }
    return rows.length;
  });
}

/**
 * Deletes attachments past their expiry; meant for the periodic job, before the requests' own
 * purge. They expire with their request's personal data (the same date), so this counts the
 * files among what that purge erases; returns how many.
 */
export async function purgeExpiredContactAttachments(sql: Sql, options: { now: Date }): Promise<number> {
  const rows = await sql`DELETE FROM contact_attachments WHERE expires_at <= ${options.now} RETURNING attachment_id`;
  return rows.length;
}
