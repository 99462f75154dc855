import { contactDecider } from "../../../core/contact/decider.ts";
import { eraseContactPii } from "../../../core/contact/erasure.ts";
import { type ContactStatus, contactStreamId } from "../../../core/contact/events.ts";
import { handleCommand } from "../../../core/eventstore/command-handler.ts";
import { PostgresEventStore } from "../../../core/eventstore/postgres-event-store.ts";
import { zodIssues } from "../../errors.ts";
import { type AdminContext, auditMetadata } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { attempt, invalid, type Outcome } from "../shell/outcome.ts";
import { contactStatusSchema } from "./input.ts";

/** Bad input and the decider's refusals come back as answers; anything else stays an error (a 500). */
export async function setContactStatus(
  c: AdminContext,
  deps: AdminDeps,
  requestId: string,
  input: unknown,
): Promise<Outcome<{ changed: boolean; to: ContactStatus }>> {
  const parsed = contactStatusSchema.safeParse(input);
  if (!parsed.success) return invalid(zodIssues(parsed.error));
  const metadata = auditMetadata(c, "contact.status");
  const { to } = parsed.data;
  const at = new Date().toISOString();
  const command = { type: "SetContactStatus" as const, requestId, to, by: String(metadata.actor), at };
  return attempt(async () => {
    const result = await handleCommand(deps.store, contactStreamId(requestId), contactDecider, command, { metadata });
    return { changed: result.events.length > 0, to };
  });
}

/** Deletes the contact_pii row and records who did it, in one transaction; false when it was gone already. */
export function eraseContactRequest(c: AdminContext, deps: AdminDeps, requestId: string): Promise<boolean> {
  const metadata = auditMetadata(c, "contact.erase");
  // the transactional append must upcast like the store it stands in for
  const upcasters = deps.store instanceof PostgresEventStore ? deps.store.upcasters : undefined;
  return eraseContactPii({ sql: deps.database.sql, upcasters }, requestId, {
    by: String(metadata.actor),
    reason: "request",
    metadata,
  });
}
