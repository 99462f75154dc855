import { describe, expect, it } from "vitest";
import { instantToWallTime, wallTimeToInstant } from "./time-zone.ts";

describe("wall-clock times in a time zone", () => {
  it("reads Sofia's winter and summer time, and UTC", () => {
    expect(wallTimeToInstant("2026-12-01T08:00", "Europe/Sofia")?.toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(wallTimeToInstant("2027-07-01T08:00", "Europe/Sofia")?.toISOString()).toBe("2027-07-01T05:00:00.000Z");
    expect(wallTimeToInstant("2027-07-01T08:00", "UTC")?.toISOString()).toBe("2027-07-01T08:00:00.000Z");
    expect(wallTimeToInstant("2027-03-28T04:30", "Europe/Sofia")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });

  it("refuses what is no wall-clock time", () => {
    expect(wallTimeToInstant("2026-02-30T08:00", "Europe/Sofia")).toBeNull();
    expect(wallTimeToInstant("tomorrow", "Europe/Sofia")).toBeNull();
    expect(wallTimeToInstant("2026-12-01 08:00", "Europe/Sofia")).toBeNull();
  });

  it("writes an instant back as the zone's wall-clock time", () => {
    expect(instantToWallTime(new Date("2026-12-01T06:00:00Z"), "Europe/Sofia")).toBe("2026-12-01T08:00");
  });
});
