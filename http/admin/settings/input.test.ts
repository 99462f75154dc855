import { describe, expect, it } from "vitest";
import { SETTINGS_FIELDS } from "../../../core/settings/schema.ts";
import { settingAsText, settingsChangesFromForm } from "./input.ts";

describe("settings form", () => {
  it("turns the form's text into typed settings, leaving bad numbers as text for the schema to explain", () => {
    const changes = settingsChangesFromForm({
      killSwitch: ["false", "true"],
      crossNetworkDedupe: "false",
      dailyCap: " 25 ",
      minPriceDrop: "12.5",
      cooldownHours: "ten",
      excludedAirlines: "fr, w6;  lh",
      excludedRoutes: "SOF-LHR, VAR>BER BOJ",
      ipAllowlist: "203.0.113.0/24\n2001:db8::1",
      "dealThresholds.hotPercent": "45",
      timezone: " Europe/Sofia ",
    });
    expect(changes).toMatchObject({
      killSwitch: true,
      crossNetworkDedupe: false,
      dailyCap: 25,
      minPriceDrop: 12.5,
      cooldownHours: "ten",
      excludedAirlines: ["fr", "w6", "lh"],
      excludedRoutes: [
        { from: "SOF", to: "LHR" },
        { from: "VAR", to: "BER" },
        { from: "BOJ", to: "" },
      ],
      ipAllowlist: ["203.0.113.0/24", "2001:db8::1"],
      timezone: "Europe/Sofia",
      dealThresholds: { hotPercent: 45 },
    });
  });

  it("writes lists back as the form shows them", () => {
    const routes = SETTINGS_FIELDS.find((f) => f.key === "excludedRoutes");
    const ips = SETTINGS_FIELDS.find((f) => f.key === "ipAllowlist");
    if (!routes || !ips) throw new Error("fields missing");
    expect(settingAsText(routes, [{ from: "SOF", to: "LHR" }])).toBe("SOF-LHR");
    expect(settingAsText(ips, ["a", "b"])).toBe("a\nb");
  });
});
