import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import {
  type ChangeSettings,
  settingsDecider as decider,
  type SettingsState,
  SettingsValidationError,
} from "./decider.ts";
import type { SettingsEvent } from "./events.ts";
import { defaultSystemSettings } from "./schema.ts";

const fold = (events: SettingsEvent[]): SettingsState =>
  events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
const at = "2026-03-01T10:00:00.000Z";
const command = (changes: unknown, extra: Partial<ChangeSettings> = {}): ChangeSettings => ({
  type: "ChangeSettings",
  changes,
  lastModifiedBy: "admin@flydeals.bg",
  at,
  ...extra,
});
const given = (...changes: unknown[]) => {
  const events: SettingsEvent[] = [];
  for (const c of changes) events.push(...decider.decide(command(c), fold(events)));
  return events;
};
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error("expected a refusal");
};

describe("system settings", () => {
  it("start from the defaults, never modified", () => {
    expect(decider.initialState()).toEqual({
      settings: defaultSystemSettings(),
      version: 0,
      lastModifiedBy: null,
      lastModifiedAt: null,
    });
  });

  it("a change records the whole settings, who and when, and every changed leaf", () => {
    const events = decider.decide(
      command({ dailyCap: 20, excludedAirlines: ["fr"], dealThresholds: { hotPercent: 45, greatMaxPercent: 40 } }),
      decider.initialState(),
    );
    expect(events).toEqual([
      {
        type: "SystemSettingsChanged",
        data: {
          settings: {
            ...defaultSystemSettings(),
            dailyCap: 20,
            excludedAirlines: ["FR"],
            dealThresholds: { ...defaultSystemSettings().dealThresholds, hotPercent: 45 },
          },
          changes: [
            { path: "dailyCap", from: 10, to: 20 },
            { path: "excludedAirlines", from: [], to: ["FR"] },
            { path: "dealThresholds.hotPercent", from: 40, to: 45 },
          ],
          lastModifiedBy: "admin@flydeals.bg",
          lastModifiedAt: at,
        },
      },
    ]);
    expect(fold(events)).toMatchObject({
      settings: { dailyCap: 20, dealThresholds: { hotPercent: 45 } },
      version: 1,
      lastModifiedBy: "admin@flydeals.bg",
      lastModifiedAt: at,
    });
  });

  it("builds on the previous change", () => {
    const state = fold(given({ dailyCap: 20 }, { killSwitch: true }));
    expect(state.settings).toMatchObject({ dailyCap: 20, killSwitch: true });
    expect(state.version).toBe(2);
  });

  describe("the currency prices show first (decision 0045)", () => {
    /** An event stored before the euro default: the whole settings, carrying the old default "BGN". */
    const before2026 = (changes: SettingsEvent["data"]["changes"]): SettingsEvent => ({
      type: "SystemSettingsChanged",
      data: {
        settings: { ...defaultSystemSettings(), currency: "BGN", dailyCap: 20 },
        changes,
        lastModifiedBy: "admin@flydeals.bg",
        lastModifiedAt: "2025-10-01T10:00:00.000Z",
      },
    });

    it("is the euro by default", () => {
      expect(decider.initialState().settings.currency).toBe("EUR");
    });

    it("ignores a BGN that an old event only carried as the default of its day", () => {
      const state = fold([before2026([{ path: "dailyCap", from: 10, to: 20 }])]);
      expect(state.settings).toMatchObject({ currency: "EUR", dailyCap: 20 });
      // and saving the form again with the euro changes nothing about the currency
      const events = decider.decide(command({ currency: "EUR", dailyCap: 25 }), state);
      expect(events[0]?.data.changes).toEqual([{ path: "dailyCap", from: 20, to: 25 }]);
    });

    it("keeps a BGN that an admin chose, through later changes of other settings", () => {
      const chosen = before2026([{ path: "currency", from: "EUR", to: "BGN" }]);
      const later = given({ killSwitch: true })[0] as SettingsEvent;
      const state = fold([
        chosen,
        { ...later, data: { ...later.data, settings: { ...later.data.settings, currency: "BGN" } } },
      ]);
      expect(state.settings).toMatchObject({ currency: "BGN", killSwitch: true });
      expect(fold(given({ currency: "BGN" }, { dailyCap: 30 })).settings).toMatchObject({
        currency: "BGN",
        dailyCap: 30,
      });
    });
  });

  it("a change that changes nothing records nothing", () => {
    const events = given({ dailyCap: 20, excludedAirlines: ["FR"] });
    expect(decider.decide(command({ dailyCap: 20, excludedAirlines: ["fr", "FR"] }), fold(events))).toEqual([]);
    expect(decider.decide(command({}), fold(events))).toEqual([]);
  });

  it("refuses a change without a modifier", () => {
    const error = refusal(() => decider.decide(command({ dailyCap: 20 }, { lastModifiedBy: "  " }), fold([])));
    expect(error).toBeInstanceOf(SettingsValidationError);
    expect(error).toMatchObject({ code: "validation_failed", status: 400, message: "Required" });
    expect((error as SettingsValidationError).issues).toEqual([{ path: "lastModifiedBy", message: "Required" }]);
  });

  it("refuses invalid changes with every issue", () => {
    const error = refusal(() =>
      decider.decide(command({ dailyCap: 151, currency: "USD", bogus: 1 }), decider.initialState()),
    );
    expect(error).toBeInstanceOf(SettingsValidationError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "validation_failed", status: 400, message: "Unknown setting bogus" });
    const invalid = refusal(() => decider.decide(command({ dailyCap: 151, currency: "USD" }), decider.initialState()));
    expect(invalid.message).toBe("dailyCap must be between 1 and 150");
    expect((invalid as SettingsValidationError).issues).toEqual([
      { path: "dailyCap", message: "dailyCap must be between 1 and 150" },
      { path: "currency", message: "Currency must be either BGN or EUR" },
    ]);
  });

  describe("IP allowlist enforcement", () => {
    it("refuses to enforce an empty allowlist", () => {
      const error = refusal(() => decider.decide(command({ ipAllowlistEnforced: true }), decider.initialState()));
      expect(error).toMatchObject({
        code: "ip_allowlist_empty",
        status: 409,
        message: "Add at least one address to the IP allowlist before enforcing it",
      });
    });

    it("refuses to empty the allowlist while it is enforced", () => {
      const events = given({ ipAllowlist: ["203.0.113.0/24"], ipAllowlistEnforced: true });
      expect(() => decider.decide(command({ ipAllowlist: [] }), fold(events))).toThrow(
        "Add at least one address to the IP allowlist before enforcing it",
      );
    });

    it("refuses a change that would lock the admin's own address out", () => {
      const error = refusal(() =>
        decider.decide(
          command({ ipAllowlist: ["203.0.113.0/24"], ipAllowlistEnforced: true }, { requestIp: "198.51.100.7" }),
          decider.initialState(),
        ),
      );
      expect(error).toMatchObject({
        code: "ip_allowlist_lockout",
        status: 409,
        message: "Your address 198.51.100.7 is not in the IP allowlist; add it first or you would lock yourself out",
      });
      const enforced = fold(given({ ipAllowlist: ["198.51.100.7", "203.0.113.0/24"], ipAllowlistEnforced: true }));
      expect(() =>
        decider.decide(command({ ipAllowlist: ["203.0.113.0/24"] }, { requestIp: "198.51.100.7" }), enforced),
      ).toThrow("Your address 198.51.100.7 is not in the IP allowlist; add it first or you would lock yourself out");
    });

    it("refuses to enforce from an unknown address", () => {
      expect(() =>
        decider.decide(
          command({ ipAllowlist: ["203.0.113.0/24"], ipAllowlistEnforced: true }, { requestIp: null }),
          decider.initialState(),
        ),
      ).toThrow("Your address unknown is not in the IP allowlist; add it first or you would lock yourself out");
    });

    it("enforces when the admin's address is allowed, mapped IPv6 included", () => {
      const events = decider.decide(
        command({ ipAllowlist: ["203.0.113.0/24"], ipAllowlistEnforced: true }, { requestIp: "::ffff:203.0.113.9" }),
        decider.initialState(),
      );
      expect(fold(events).settings).toMatchObject({ ipAllowlist: ["203.0.113.0/24"], ipAllowlistEnforced: true });
    });

    it("does not check an address nobody gave, as for a script", () => {
      expect(
        decider.decide(command({ ipAllowlist: ["203.0.113.0/24"], ipAllowlistEnforced: true }), decider.initialState()),
      ).toHaveLength(1);
    });

    it("an allowlist that is not enforced may leave the admin out", () => {
      expect(
        decider.decide(command({ ipAllowlist: ["203.0.113.0/24"] }, { requestIp: "198.51.100.7" }), fold([])),
      ).toHaveLength(1);
    });
  });

  it("settings stored before a setting existed take its default", () => {
    const { dynamicHomepageHero: _, ...older } = defaultSystemSettings();
    const state = decider.evolve(decider.initialState(), {
      type: "SystemSettingsChanged",
      data: {
        settings: { ...older, dailyCap: 3 } as never,
        changes: [{ path: "dailyCap", from: 10, to: 3 }],
        lastModifiedBy: "admin",
        lastModifiedAt: at,
      },
    });
    expect(state.settings).toMatchObject({ dailyCap: 3, dynamicHomepageHero: true });
  });
});
