/**
 * One URL of every public page type, the ones issue 14 measures, found in the product's own
 * sitemap so the bench follows whatever the seed holds; BENCH_PAGES (names, comma-separated)
 * narrows them. Listings are asked for with a filter
 * too, since filter combinations are first requests for crawlers and visitors alike.
 */
import { ROUTE_TABLE } from "../core/routes/route-table.ts";

export interface PageSample {
  name: string;
  path: string;
}

const FIXED: PageSample[] = [
  { name: "home", path: "/" },
  { name: "home (en)", path: "/en" },
  { name: "home filtered", path: "/?from=SOF&sortBy=savings" },
  { name: "best deals", path: "/nai-dobrite-samoletni-sdelki-dnes" },
  { name: "weekend deals", path: "/weekend-poleti" },
  { name: "last minute", path: "/last-minute-poleti" },
  { name: "christmas", path: "/koledni-vakancii-poleti" },
  { name: "destinations", path: "/destinacii" },
  { name: "airport", path: "/poleti-ot/sofiya" },
  { name: "airlines", path: "/aviokompanii" },
  { name: "search", path: "/search?q=London" },
  { name: "map", path: "/karta" },
  { name: "map budget", path: "/karta?budget=60" },
];

/** Bulgarian pages whose path has content slugs, by the first sitemap URL of each shape. */
const SHAPES: Array<{ name: string; pattern: RegExp }> = [
  { name: "airline", pattern: /^\/aviokompanii\/[^/]+$/ },
  { name: "visa", pattern: /^\/visa\/[^/]+$/ },
  { name: "sight", pattern: /^\/[^/]+\/[^/]+\/sight\/[^/]+$/ },
  { name: "destination", pattern: /^\/(?!en\/|poleti-ot\/|aviokompanii\/|visa\/|oferta\/)[^/]+\/[^/]+$/ },
  { name: "country", pattern: /^\/(?!en$)[a-z0-9-]+$/ },
];

async function sitemapPaths(base: string): Promise<string[]> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  const root = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = root.includes("<sitemapindex") ? locations(root) : [];
  const xmls = files.length > 0 ? await Promise.all(files.map(async (f) => (await fetch(f)).text())) : [root];
  return xmls.flatMap(locations).map((url) => new URL(url).pathname);
}

export async function pageSamples(base: string): Promise<PageSample[]> {
  const paths = await sitemapPaths(base);
  // screens with a fixed path (privacy, newsletter...) have the shape of a country's path
  const fixedPaths = new Set<string>(ROUTE_TABLE.flatMap((screen) => [screen.bg, screen.en]));
  const found = SHAPES.map(({ name, pattern }) => {
    const path = paths.find((p) => pattern.test(p) && !fixedPaths.has(p));
    if (!path) throw new Error(`No ${name} page in the sitemap: is the database seeded?`);
    return { name, path };
  });
  // deals come and go, so they are not in the sitemap: the home page links the live ones
  const deal = (await (await fetch(`${base}/`)).text()).match(/href="(\/oferta\/[^"?#]+)"/)?.[1];
  if (!deal) throw new Error("No deal linked from the home page: is the database seeded?");
  // the price calendar on another length and month than it opens on (issue 34)
  const destination = found.find((sample) => sample.name === "destination")?.path as string;
  const calendar = { name: "calendar", path: `${destination}?nights=week&month=${nextMonth()}` };
  const all = [...FIXED, ...found, calendar, { name: "deal", path: deal }];
  // BENCH_PAGES=destination,deal measures only the page types it names
  const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
  return only ? all.filter((sample) => only.includes(sample.name)) : all;
}

/** The month after this one, YYYY-MM. */
function nextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}
