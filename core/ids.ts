/**
 * The text form of a UUID, any version, either case (PostgreSQL's uuid type reads both). Ids the
 * product makes are UUIDs; checking the shape first keeps anything else away from a uuid column,
 * where it would be an error instead of "not found".
 */
/** The UUID's text form without anchors, to build patterns that hold one (e.g. "SOF-<uuid>"). */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, "i");

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
