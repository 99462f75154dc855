import type { Alternates } from "../catalog/catalog.ts";
import { alternatePaths } from "../route-table.ts";

/**
 * Content pages (destination, sight, country, visa, airline) know their translated path only
 * from the read models, so their loaders return `alternates`; everything else falls back to
 * the route table.
 */
export function alternatesOf(loaderData: unknown): Alternates | null {
  if (loaderData === null || typeof loaderData !== "object" || !("alternates" in loaderData)) return null;
  const value = (loaderData as { alternates: unknown }).alternates;
  if (value === null || typeof value !== "object") return null;
  const { bg, en } = value as Record<string, unknown>;
  return typeof bg === "string" && typeof en === "string" ? { bg, en } : null;
}

/** The deepest matched route's alternates: the page being shown. */
export function leafAlternates(matches: readonly { loaderData?: unknown }[]): Alternates | null {
  return alternatesOf(matches[matches.length - 1]?.loaderData);
}

/** The hreflang pair of a page: its own alternates first, else what the route table knows. */
export function hreflangPaths(pathname: string, alternates: Alternates | null): Alternates | null {
  return alternates ?? alternatePaths(pathname);
}
