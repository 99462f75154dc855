import type { EventStore } from "../eventstore/types.ts";
import type { SystemSettings } from "./schema.ts";
import { runSettingsCommand } from "./service.ts";

/** Changes system settings as the admin's form does, at a test's own time. */
export async function changeSettings(store: EventStore, changes: Partial<SystemSettings>, at: Date): Promise<void> {
  await runSettingsCommand(store, { type: "ChangeSettings", changes, lastModifiedBy: "test", at: at.toISOString() });
}
