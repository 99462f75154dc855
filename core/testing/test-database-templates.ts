/**
 * What a test database holds when it is made:
 * - `empty`: nothing (the product's own start migrates and seeds it);
 * - `migrated`: the kernel's tables, no read model installed;
 * - `read-models`: migrated, and every projection installed with the analytics views, as
 *   projections/testing.ts `installedProjections` leaves a database.
 */
export type TestDatabaseContents = "empty" | "migrated" | "read-models";
