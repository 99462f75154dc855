import type { SystemSettings } from "./schema.ts";

/** The one system-settings stream: every change is kept, so the settings can be read as of any time. */
export const SETTINGS_STREAM_ID = "settings-system";

export interface SettingChange {
  /** A leaf path such as "dailyCap" or "dealThresholds.hotPercent"; a list changes as a whole. */
  path: string;
  from: unknown;
  to: unknown;
}

export type SettingsEvent = {
  type: "SystemSettingsChanged";
  data: {
    /** The whole settings after the change, so a reader needs no earlier event. */
    settings: SystemSettings;
    changes: SettingChange[];
    lastModifiedBy: string;
    lastModifiedAt: string;
  };
};

export const SETTINGS_EVENT_TYPES = ["SystemSettingsChanged"] as const;
