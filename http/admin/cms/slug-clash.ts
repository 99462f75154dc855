import type { Db } from "../../../core/db/database.ts";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { ROUTE_TABLE } from "../../../core/routes/route-table.ts";
import { countryBySlug, destinationBySlugs } from "../../../projections/catalog/queries.ts";
import { bindPath, otherPageAtSlugPath } from "../../../projections/cms/page-queries.ts";

/**
 * These screens' patterns are all parameters: they hand any address no catalog entry claims on to
 * the CMS, so only the catalog's own slugs (checked below) clash with them.
 */
const FALLBACK_SCREENS: ReadonlySet<string> = new Set(["country", "destination", "sight", "destinationDeal"]);

/** The route-table screen whose pattern, with its static segments, would catch this address first. */
function screenAt(pageKey: string, slugPath: string): string | null {
  for (const screen of ROUTE_TABLE) {
    if (FALLBACK_SCREENS.has(screen.key) || screen.key === pageKey) continue;
    if (bindPath(screen.bg, slugPath) || bindPath(screen.en, slugPath)) return screen.key;
  }
  return null;
}

/** The catalog page (country or destination) that already answers at this address. */
async function catalogPageAt(db: Db, slugPath: string): Promise<string | null> {
  const parts = slugPath.split("/").filter(Boolean);
  const segments = parts[0] === "en" ? parts.slice(1) : parts;
  if (segments.some((segment) => segment.startsWith(":"))) return null;
  const [first, second] = segments;
  if (segments.length === 1 && first) {
    const country = await countryBySlug(db, first);
    return country ? `the country page of ${country.value.nameEn}` : null;
  }
  if (segments.length === 2 && first && second) {
    const destination = await destinationBySlugs(db, first, second);
    return destination ? `the destination page of ${destination.value.cityEn}` : null;
  }
  return null;
}

/**
 * Why a page may not take this address, or null: another page has it, a screen of the route table
 * would answer it, or a country or destination already lives there. Any of these would leave the
 * page unreachable (or hide the other one), so the admin hears it before anything is stored.
 */
export async function slugClash(db: Db, pageKey: string, slugPath: string): Promise<DomainError | null> {
  const clash = (message: string) => new DomainError("slug_taken", message, 409);
  const other = await otherPageAtSlugPath(db, slugPath, pageKey);
  if (other) return clash(`The address ${slugPath} is already the page ${other}`);
  const screen = screenAt(pageKey, slugPath);
  if (screen) return clash(`The address ${slugPath} belongs to the screen ${screen}`);
  const catalog = await catalogPageAt(db, slugPath);
  if (catalog) return clash(`The address ${slugPath} is ${catalog}`);
  return null;
}

/** The first clash among a new page's addresses. */
export async function firstSlugClash(
  db: Db,
  pageKey: string,
  slugPaths: (string | null | undefined)[],
): Promise<DomainError | null> {
  for (const slugPath of slugPaths) {
    if (!slugPath) continue;
    const clash = await slugClash(db, pageKey, slugPath);
    if (clash) return clash;
  }
  return null;
}
