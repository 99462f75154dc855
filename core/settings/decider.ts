import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { SettingChange, SettingsEvent } from "./events.ts";
import {
  defaultSystemSettings,
  ipAllowed,
  parseSettingsChanges,
  SETTINGS_FIELDS,
  type SettingsIssue,
  type SystemSettings,
  settingValue,
} from "./schema.ts";

export interface ChangeSettings {
  type: "ChangeSettings";
  /** A partial settings object as the admin form sent it; validated here. */
  changes: unknown;
  lastModifiedBy: string;
  at: string;
  /** The address the change comes from; given, it must stay allowed once the allowlist is enforced. */
  requestIp?: string | null;
}

export type SettingsCommand = ChangeSettings;

export interface SettingsState {
  settings: SystemSettings;
  version: number;
  lastModifiedBy: string | null;
  lastModifiedAt: string | null;
}

/** Refused input, carrying every issue so a form can show each next to its field. */
export class SettingsValidationError extends DomainError {
  override name = "SettingsValidationError";
  constructor(readonly issues: SettingsIssue[]) {
    super("validation_failed", issues[0]?.message ?? "Invalid settings", 400);
  }
}

function diff(before: SystemSettings, after: SystemSettings): SettingChange[] {
  return SETTINGS_FIELDS.flatMap(({ key }) => {
    const from = settingValue(before, key);
    const to = settingValue(after, key);
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ path: key, from, to }];
  });
}

const currencyChosen = (event: SettingsEvent) => event.data.changes.some((change) => change.path === "currency");

export const settingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  initialState: () => ({ settings: defaultSystemSettings(), version: 0, lastModifiedBy: null, lastModifiedAt: null }),
  evolve(state, event) {
    if (event.type !== "SystemSettingsChanged") return state;
    const defaults = defaultSystemSettings();
    const { settings } = event.data;
    return {
      // settings added after an event was stored take their defaults
      settings: {
        ...defaults,
        ...settings,
        // Every event carries the whole settings, so one saved before the euro default carries
        // "BGN" that nobody chose. The currency counts once an admin changed it (decision 0045).
        currency: currencyChosen(event) ? settings.currency : state.settings.currency,
        dealThresholds: { ...defaults.dealThresholds, ...settings.dealThresholds },
      },
      version: state.version + 1,
      lastModifiedBy: event.data.lastModifiedBy,
      lastModifiedAt: event.data.lastModifiedAt,
    };
  },
  decide(command, state) {
    const lastModifiedBy = command.lastModifiedBy.trim();
    if (lastModifiedBy === "") throw new SettingsValidationError([{ path: "lastModifiedBy", message: "Required" }]);
    const parsed = parseSettingsChanges(command.changes, state.settings);
    if (!parsed.ok) throw new SettingsValidationError(parsed.issues);
    const { settings } = parsed;
    const changes = diff(state.settings, settings);
    if (changes.length === 0) return [];
    if (settings.ipAllowlistEnforced && settings.ipAllowlist.length === 0)
      throw new DomainError(
        "ip_allowlist_empty",
        "Add at least one address to the IP allowlist before enforcing it",
        409,
      );
    if (
      command.requestIp !== undefined &&
      settings.ipAllowlistEnforced &&
      !ipAllowed(command.requestIp, settings.ipAllowlist)
    )
      throw new DomainError(
        "ip_allowlist_lockout",
        `Your address ${command.requestIp ?? "unknown"} is not in the IP allowlist; add it first or you would lock yourself out`,
        409,
      );
    return [{ type: "SystemSettingsChanged", data: { settings, changes, lastModifiedBy, lastModifiedAt: command.at } }];
  },
};
