/**
 * The text form of a UUID, any version, either case (PostgreSQL's uuid type reads both). Ids the
 * product makes are UUIDs; checking the shape first keeps anything else away from a uuid column,
 * where it would be an error instead of "not found".
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
