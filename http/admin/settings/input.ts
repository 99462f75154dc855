import { SETTINGS_FIELDS, type SettingsField } from "../../../core/settings/schema.ts";

type FormBody = Record<string, string | File | (string | File)[]>;

function values(body: FormBody, key: string): string[] {
  const raw = body[key];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((v): v is string => typeof v === "string");
}

function items(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A number when the text is one; otherwise the text, so the schema's own message explains it. */
function numeric(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function fieldValue(field: SettingsField, body: FormBody): unknown {
  const list = values(body, field.key);
  const text = list.at(-1) ?? "";
  switch (field.kind) {
    case "boolean":
      // a checkbox sends nothing when unticked: the hidden "false" before it stands in
      return list.includes("true");
    case "integer":
    case "number":
      return numeric(text);
    case "codes":
    case "ips":
      return items(text);
    case "routes":
      return items(text).map((route) => {
        const [from = "", to = ""] = route.split(/-|>|→/);
        return { from, to };
      });
    default:
      return text.trim();
  }
}

/** The settings form's fields as the partial settings object the aggregate validates. */
export function settingsChangesFromForm(body: FormBody): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const thresholds: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = fieldValue(field, body);
    if (field.key.startsWith("dealThresholds.")) thresholds[field.key.slice("dealThresholds.".length)] = value;
    else changes[field.key] = value;
  }
  changes.dealThresholds = thresholds;
  return changes;
}

/** How a setting is written in the form's text box. */
export function settingAsText(field: SettingsField, value: unknown): string {
  if (field.kind === "routes" && Array.isArray(value)) {
    return (value as { from: string; to: string }[]).map((r) => `${r.from}-${r.to}`).join(", ");
  }
  if (Array.isArray(value)) return value.join(field.kind === "ips" ? "\n" : ", ");
  return value === null || value === undefined ? "" : String(value);
}
