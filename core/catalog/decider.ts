import type { z } from "zod";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import { CATALOG_SCHEMAS, type CatalogKind } from "./entries.ts";

type Fields = Record<string, unknown>;

export type CatalogEvent =
  | { type: "CatalogEntryRegistered"; data: { kind: CatalogKind; key: string; entry: Fields } }
  | {
      type: "CatalogEntryUpdated";
      data: { kind: CatalogKind; key: string; changes: Fields; previous: Fields; entry: Fields };
    }
  | { type: "CatalogEntryActivated"; data: { kind: CatalogKind; key: string } }
  | { type: "CatalogEntryDeactivated"; data: { kind: CatalogKind; key: string } };

export const CATALOG_EVENT_TYPES = [
  "CatalogEntryRegistered",
  "CatalogEntryUpdated",
  "CatalogEntryActivated",
  "CatalogEntryDeactivated",
] as const;

export type CatalogCommand =
  | { type: "RegisterEntry"; kind: CatalogKind; key: string; entry: unknown }
  | { type: "UpdateEntry"; kind: CatalogKind; key: string; changes: Fields }
  | { type: "SetEntryActive"; kind: CatalogKind; key: string; active: boolean };

export interface CatalogState {
  entry: Fields | null;
  active: boolean;
}

function validate(kind: CatalogKind, value: unknown): Fields {
  const result = (CATALOG_SCHEMAS[kind] as z.ZodType).safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new DomainError("invalid_catalog_entry", `${where}${issue?.message ?? "Invalid entry"}`, 400);
  }
  return result.data as Fields;
}

/** JSON with object keys sorted: entries read back from jsonb come with PostgreSQL's key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "undefined";
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * One catalog entry (a destination, airport, country, airline, sight or FAQ): registered once,
 * then changed through updates that carry the changed fields, the previous values and the
 * whole entry, so the history reads as a diff and read models can be rebuilt from any event.
 */
export const catalogDecider: Decider<CatalogCommand, CatalogEvent, CatalogState> = {
  initialState: () => ({ entry: null, active: false }),

  evolve(state, event) {
    switch (event.type) {
      case "CatalogEntryRegistered":
        return { entry: event.data.entry, active: true };
      case "CatalogEntryUpdated":
        return { ...state, entry: event.data.entry };
      case "CatalogEntryActivated":
        return { ...state, active: true };
      case "CatalogEntryDeactivated":
        return { ...state, active: false };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "RegisterEntry": {
        const entry = validate(command.kind, command.entry);
        // registering what is already there (a rerun seed) changes nothing
        if (state.entry) {
          if (same(state.entry, entry)) return [];
          throw new DomainError("already_registered", `${command.kind} ${command.key} is already registered`, 409);
        }
        return [{ type: "CatalogEntryRegistered", data: { kind: command.kind, key: command.key, entry } }];
      }
      case "UpdateEntry": {
        if (!state.entry) throw new DomainError("not_found", `No ${command.kind} ${command.key}`, 404);
        const entry = validate(command.kind, { ...state.entry, ...command.changes });
        const changes: Fields = {};
        const previous: Fields = {};
        for (const [field, value] of Object.entries(entry)) {
          if (!same(value, state.entry[field])) {
            changes[field] = value;
            previous[field] = state.entry[field];
          }
        }
        if (Object.keys(changes).length === 0) return [];
        return [
          { type: "CatalogEntryUpdated", data: { kind: command.kind, key: command.key, changes, previous, entry } },
        ];
      }
      case "SetEntryActive": {
        if (!state.entry) throw new DomainError("not_found", `No ${command.kind} ${command.key}`, 404);
        if (state.active === command.active) return [];
        return [
          {
            type: command.active ? "CatalogEntryActivated" : "CatalogEntryDeactivated",
            data: { kind: command.kind, key: command.key },
          },
        ];
      }
    }
  },
};
