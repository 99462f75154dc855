import type { z } from "zod";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import { CATALOG_SCHEMAS, type CatalogKind } from "./entries.ts";
import {
  builtInDestinationImage,
  type CatalogEvent,
  type DestinationPicture,
  destinationPictureSchema,
  type Fields,
} from "./events.ts";

const NO_PHOTO = { highResImageUrl: null, unsplashImageId: null, photographerName: null, photographerUsername: null };

export type CatalogCommand =
  | { type: "RegisterEntry"; kind: CatalogKind; key: string; entry: unknown }
  | { type: "UpdateEntry"; kind: CatalogKind; key: string; changes: Fields }
  | { type: "SetEntryActive"; kind: CatalogKind; key: string; active: boolean }
  | { type: "ChooseDestinationPicture"; kind: "destination"; key: string; picture: unknown; chosenBy: string }
  | { type: "ClearDestinationPicture"; kind: "destination"; key: string; clearedBy: string };

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
      case "DestinationPictureChosen": {
        const { kind: _kind, key: _key, iata: _iata, chosenBy: _by, ...picture } = event.data;
        return { ...state, entry: { ...state.entry, ...picture } };
      }
      case "DestinationPictureCleared":
        return { ...state, entry: { ...state.entry, ...NO_PHOTO, imageUrl: event.data.imageUrl } };
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
      case "ChooseDestinationPicture": {
        const entry = destinationOf(command, state);
        const parsed = destinationPictureSchema.safeParse(command.picture);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new DomainError("invalid_picture", `${issue?.path.join(".") || "picture"}: ${issue?.message}`, 400);
        }
        const picture = parsed.data;
        const unchanged = (Object.keys(picture) as (keyof DestinationPicture)[]).every((f) => entry[f] === picture[f]);
        if (unchanged) return [];
        const iata = String(entry.iataCode);
        return [
          {
            type: "DestinationPictureChosen",
            data: { kind: "destination", key: command.key, iata, ...picture, chosenBy: command.chosenBy },
          },
        ];
      }
      case "ClearDestinationPicture": {
        const entry = destinationOf(command, state);
        const iata = String(entry.iataCode);
        const imageUrl = builtInDestinationImage(iata);
        if (entry.unsplashImageId == null && entry.imageUrl === imageUrl) return [];
        return [
          {
            type: "DestinationPictureCleared",
            data: { kind: "destination", key: command.key, iata, imageUrl, clearedBy: command.clearedBy },
          },
        ];
      }
    }
  },
};

/** The destination a picture command is about; only destinations have chosen photos. */
function destinationOf(command: { kind: CatalogKind; key: string }, state: CatalogState): Fields {
  if (command.kind !== "destination") {
    throw new DomainError("invalid_picture", "Only destinations have chosen photos", 400);
  }
  if (!state.entry) throw new DomainError("not_found", `No destination ${command.key}`, 404);
  return state.entry;
}
