import { describe, expect, it } from "vitest";
import { testEventStore } from "../testing/event-store.ts";
import { SettingsValidationError } from "./decider.ts";
import { SETTINGS_STREAM_ID, type SettingsEvent } from "./events.ts";
import { defaultSystemSettings } from "./schema.ts";
import { loadSettings, loadSettingsFromDb, runSettingsCommand } from "./service.ts";

const bed = testEventStore();

const metadata = { actor: "admin@flydeals.bg", ip: "203.0.113.9", correlationId: "c-settings" };
const change = (changes: unknown, at: string) =>
  runSettingsCommand(
    bed.store,
    { type: "ChangeSettings", changes, lastModifiedBy: "admin@flydeals.bg", at, requestIp: metadata.ip },
    metadata,
  );

describe("settings service", () => {
  it("reads the defaults before any change", async () => {
    expect(await loadSettings(bed.store)).toEqual({
      settings: defaultSystemSettings(),
      version: 0,
      lastModifiedBy: null,
      lastModifiedAt: null,
    });
    expect(await loadSettingsFromDb(bed.database.db)).toEqual(await loadSettings(bed.store));
  });

  it("stores each change on the settings stream with its metadata", async () => {
    const first = await change({ dailyCap: 25, excludedDestinations: ["lhr"] }, "2026-03-01T10:00:00.000Z");
    expect(first.version).toBe(1);
    const second = await change(
      { dailyCap: 30, currency: "BGN", dealThresholds: { minSeasonalSamples: 12 } },
      "2026-03-02T10:00:00.000Z",
    );
    expect(second.version).toBe(2);
    expect(second.events[0]?.data.changes).toEqual([
      { path: "dailyCap", from: 25, to: 30 },
      { path: "currency", from: "EUR", to: "BGN" },
      { path: "dealThresholds.minSeasonalSamples", from: 30, to: 12 },
    ]);

    const loaded = await loadSettings(bed.store);
    expect(loaded).toMatchObject({
      version: 2,
      lastModifiedBy: "admin@flydeals.bg",
      lastModifiedAt: "2026-03-02T10:00:00.000Z",
      settings: {
        dailyCap: 30,
        currency: "BGN",
        excludedDestinations: ["LHR"],
        dealThresholds: { minSeasonalSamples: 12 },
      },
    });
    expect(loaded).toEqual(second.state);
    // the pages and feeds read the same through the query handle, camel-casing and all
    expect(await loadSettingsFromDb(bed.database.db)).toEqual(loaded);

    const { version, events } = await bed.store.readStream(SETTINGS_STREAM_ID);
    expect(version).toBe(2);
    expect(events.map((e) => e.type)).toEqual(["SystemSettingsChanged", "SystemSettingsChanged"]);
    expect(events[0]?.streamType).toBe("settings");
    expect(events.every((e) => e.metadata.actor === metadata.actor && e.metadata.ip === metadata.ip)).toBe(true);
    expect(events[1]?.metadata).toMatchObject(metadata);
    expect((events[1]!.data as SettingsEvent["data"]).changes).toEqual(second.events[0]?.data.changes);
  });

  it("an invalid change appends nothing and leaves the settings as they were", async () => {
    const before = await loadSettings(bed.store);
    const error = await change({ dailyCap: 0, quietHoursStart: "25:00" }, "2026-03-03T10:00:00.000Z").catch((e) => e);
    expect(error).toBeInstanceOf(SettingsValidationError);
    expect(error.issues).toEqual([
      { path: "dailyCap", message: "dailyCap must be between 1 and 150" },
      { path: "quietHoursStart", message: "Invalid time format. Use HH:MM (e.g., 23:00)" },
    ]);
    await expect(change({ ipAllowlistEnforced: true }, "2026-03-03T10:00:00.000Z")).rejects.toThrow(
      "Add at least one address to the IP allowlist before enforcing it",
    );
    expect((await bed.store.readStream(SETTINGS_STREAM_ID)).version).toBe(2);
    expect(await loadSettings(bed.store)).toEqual(before);
  });

  it("a change that changes nothing appends nothing", async () => {
    const result = await change({ dailyCap: 30 }, "2026-03-04T10:00:00.000Z");
    expect(result.events).toEqual([]);
    expect(result.version).toBe(2);
    expect((await loadSettings(bed.store)).lastModifiedAt).toBe("2026-03-02T10:00:00.000Z");
  });
});
