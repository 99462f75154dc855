import type { MiddlewareHandler } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { isAdminPath, ROUTE_TABLE } from "../../core/routes/route-table.ts";
import { seedTestVisaRules } from "../../core/visa/testing.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { LEGAL_UPDATED } from "../../ui/i18n/sections/legal.ts";
import type { HttpApp } from "../app.ts";
import { testHttpApp } from "../testing.ts";
import {
  PRIVATE_SCREENS,
  ROBOTS_DISALLOW,
  robotsTxt,
  type SitemapPage,
  seoRoutes,
  sitemapFiles,
  staticPages,
  urlsetXml,
} from "./seo.ts";

const ORIGIN = "https://flydeals.example";

const bed = testProjectionBed();
let app: HttpApp;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await seedTestVisaRules(bed.store);
  await bed.projections.catchUp();
  // ssr and static files present, as in production: the SEO routes must come before both
  const staticFiles: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  app = testHttpApp({
    database: bed.database,
    projections: bed.projections,
    publicUrl: `${ORIGIN}/`,
    ssr: async () => new Response("ssr", { status: 418 }),
    staticFiles,
  });
});

// ── A small XML checker: enough to prove the documents are well-formed ─────────────────────────────

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAME = "[A-Za-z_][\\w.:-]*";
const ATTRIBUTE = new RegExp(`\\s+(${NAME})="([^"<]*)"`, "g");
const TOKEN = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}="[^"<]*")*)\\s*(/?)>|([^<]+)`, "y");
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/** Throws unless `xml` is one well-formed element after the declaration; returns the root's name. */
function checkWellFormed(xml: string): string {
  if (!xml.startsWith(DECLARATION)) throw new Error("no XML declaration");
  const body = xml.slice(DECLARATION.length);
  const open: string[] = [];
  let root: string | null = null;
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < body.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(body);
    if (!match) throw new Error(`unexpected markup at ${at}: ${body.slice(at, at + 40)}`);
    const [, closing, name, attributes = "", selfClosing, text] = match;
    if (text !== undefined) {
      if (BAD_AMPERSAND.test(text) || text.includes(">")) throw new Error(`bad text: ${text}`);
      if (open.length === 0 && text.trim()) throw new Error(`text outside the root: ${text}`);
      continue;
    }
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
      continue;
    }
    const seen = new Set<string>();
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (seen.has(attribute as string)) throw new Error(`repeated attribute ${attribute}`);
      if (BAD_AMPERSAND.test(value as string)) throw new Error(`bad attribute value: ${value}`);
      seen.add(attribute as string);
    }
    if (open.length === 0) {
      if (root) throw new Error("more than one root element");
      root = name as string;
    }
    if (!selfClosing) open.push(name as string);
  }
  if (open.length) throw new Error(`unclosed: ${open.join(" > ")}`);
  if (!root) throw new Error("no root element");
  return root;
}

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

const decodeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name] as string,
  );

function urlEntries(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = ""]) => ({
    loc: decodeXml(/<loc>([^<]*)<\/loc>/.exec(block)?.[1] ?? ""),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(block)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, lang = "", href = ""]) => [lang, decodeXml(href)],
      ),
    ),
  }));
}

const count = async (query: string) => {
  const [row] = await bed.database.sql.unsafe<{ n: number }[]>(query);
  return row?.n ?? 0;
};

// ── robots.txt ────────────────────────────────────────────────────────────────────────────────────

describe("GET /robots.txt", () => {
  it("allows everything but admin, API and click-outs, and names the sitemap", async () => {
    const response = await app.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await response.text();
    expect(text.split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /nimda",
      "Disallow: /admin-dashboard",
      "Disallow: /api/",
      "Disallow: /go/",
      "",
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      "",
    ]);
  });

  it("disallows exactly the admin roots the route table knows", () => {
    for (const root of ["/nimda", "/admin-dashboard"]) {
      expect(isAdminPath(root)).toBe(true);
      expect(ROBOTS_DISALLOW).toContain(root);
    }
    expect(robotsTxt("http://x")).toContain("Sitemap: http://x/sitemap.xml");
  });
});

// ── sitemap.xml ───────────────────────────────────────────────────────────────────────────────────

describe("GET /sitemap.xml", () => {
  let xml: string;
  let entries: UrlEntry[];
  let byLoc: Map<string, UrlEntry>;

  beforeAll(async () => {
    const response = await app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    xml = await response.text();
    entries = urlEntries(xml);
    byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  });

  it("is a well-formed urlset with the sitemap and xhtml namespaces", () => {
    expect(checkWellFormed(xml)).toBe("urlset");
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("lists every page once per language, each naming bg, en and x-default", () => {
    expect(byLoc.size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${ORIGIN}/`), entry.loc).toBe(true);
      expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual(["bg", "en", "x-default"]);
      expect(entry.alternates["x-default"], entry.loc).toBe(entry.alternates.bg);
      expect([entry.alternates.bg, entry.alternates.en], entry.loc).toContain(entry.loc);
      // the other language's entry exists and points back
      const other = entry.loc === entry.alternates.bg ? entry.alternates.en : entry.alternates.bg;
      expect(byLoc.get(other as string)?.alternates, other).toEqual(entry.alternates);
      if (entry.lastmod) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it("has every static screen of the route table, and no admin or parameterised path", () => {
    for (const screen of ROUTE_TABLE) {
      const isStatic = !screen.bg.includes(":") && !isAdminPath(screen.bg) && !PRIVATE_SCREENS.has(screen.key);
      const bg = `${ORIGIN}${screen.bg}`;
      const en = `${ORIGIN}${screen.en}`;
      expect(byLoc.has(bg), screen.key).toBe(isStatic);
      expect(byLoc.has(en), screen.key).toBe(isStatic);
      if (isStatic) expect(byLoc.get(bg)?.alternates.en, screen.key).toBe(en);
    }
    for (const entry of entries) {
      const path = entry.loc.slice(ORIGIN.length);
      expect(path, entry.loc).not.toMatch(/:|^\/nimda|^\/admin-dashboard|^\/api\/|^\/go\//);
    }
    expect(xml).not.toContain("/nimda");
    expect(byLoc.get(`${ORIGIN}/`)?.alternates.en).toBe(`${ORIGIN}/en`);
    expect(byLoc.get(`${ORIGIN}/poleti-ot/sofiya`)?.alternates.en).toBe(`${ORIGIN}/en/flights-from/sofia`);
  });

  it("dates the legal pages by their last revision", () => {
    for (const path of ["/imprint", "/en/privacy", "/cookie-policy", "/en/terms"]) {
      expect(byLoc.get(`${ORIGIN}${path}`)?.lastmod, path).toBe(`${LEGAL_UPDATED}T00:00:00Z`);
    }
    expect(byLoc.get(`${ORIGIN}/destinacii`)?.lastmod).toBeNull();
  });

  it.each([
    ["country", "/italiya", "/en/italy"],
    ["destination", "/italiya/rim", "/en/italy/rome"],
    ["sight", "/italiya/rim/sight/kolizeumat", "/en/italy/rome/sight/colosseum"],
    ["visa", "/visa/turciya", "/en/visa/turkey"],
    ["airline", "/aviokompanii/wizz-air", "/en/airlines/wizz-air"],
  ])("has the %s page in both languages with alternates and lastmod", (_kind, bg, en) => {
    for (const loc of [`${ORIGIN}${bg}`, `${ORIGIN}${en}`]) {
      const entry = byLoc.get(loc);
      expect(entry, loc).toBeDefined();
      expect(entry?.alternates).toEqual({ bg: `${ORIGIN}${bg}`, en: `${ORIGIN}${en}`, "x-default": `${ORIGIN}${bg}` });
      expect(entry?.lastmod, loc).not.toBeNull();
    }
  });

  it("takes every airline's slugs from the read model", async () => {
    const airlines = await bed.database.sql<{ slugBg: string; slugEn: string }[]>`
      SELECT slug_bg AS "slugBg", slug_en AS "slugEn" FROM airlines WHERE is_active`;
    expect(airlines.length).toBeGreaterThan(0);
    for (const airline of airlines) {
      const bg = byLoc.get(`${ORIGIN}/aviokompanii/${airline.slugBg}`);
      expect(bg?.alternates.en, airline.slugBg).toBe(`${ORIGIN}/en/airlines/${airline.slugEn}`);
    }
  });

  it("counts: static screens, countries we fly to, destinations, sights, airlines and visa rules", async () => {
    const pages =
      staticPages().length +
      (await count(`SELECT count(DISTINCT k.country_code)::int AS n FROM countries k
                      JOIN destinations d ON d.country_code = k.country_code AND d.is_active WHERE k.is_active`)) +
      (await count("SELECT count(*)::int AS n FROM destinations WHERE is_active")) +
      (await count(`SELECT count(*)::int AS n FROM sights s
                      JOIN destinations d ON d.iata_code = s.destination_iata AND d.is_active WHERE s.is_active`)) +
      (await count("SELECT count(*)::int AS n FROM airlines WHERE is_active")) +
      (await count(`SELECT count(*)::int AS n FROM visa_requirements v JOIN countries k USING (country_code)
                      WHERE v.is_active AND k.is_active AND v.requirement_type IS NOT NULL`));
    expect(entries.length).toBe(2 * pages);
    // the catalog README promises 225 destinations, 117 sights, 67 airlines; visa rules for 198 countries
    expect(entries.length).toBeGreaterThan(2 * (225 + 117 + 67 + 198));
  });

  it("leaves out an inactive destination", async () => {
    const [rome] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM destinations WHERE is_active AND city_slug_en = 'rome'`;
    expect(rome?.n).toBe(1);
    await bed.database.sql`UPDATE destinations SET is_active = false WHERE city_slug_en = 'rome'`;
    try {
      const locs = urlEntries(await (await app.request("/sitemap.xml")).text()).map((entry) => entry.loc);
      expect(locs).not.toContain(`${ORIGIN}/en/italy/rome`);
      expect(locs).not.toContain(`${ORIGIN}/en/italy/rome/sight/colosseum`);
      expect(locs).toContain(`${ORIGIN}/en/italy`);
    } finally {
      await bed.database.sql`UPDATE destinations SET is_active = true WHERE city_slug_en = 'rome'`;
    }
  });
});

// ── The switch to a sitemap index ──────────────────────────────────────────────────────────────────

describe("sitemap index", () => {
  it("splits into numbered files when the URLs exceed the limit, keeping each page's languages together", async () => {
    const full = urlEntries(await (await app.request("/sitemap.xml")).text()).map((entry) => entry.loc);
    const small = seoRoutes({ db: bed.database.db, publicUrl: ORIGIN, maxUrls: 500 });
    const response = await small.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const index = await response.text();
    expect(checkWellFormed(index)).toBe("sitemapindex");
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => loc);
    expect(files.length).toBe(Math.ceil(full.length / 500));
    expect(files[0]).toBe(`${ORIGIN}/sitemap-1.xml`);

    const seen: string[] = [];
    for (const file of files) {
      const part = await small.request(file.slice(ORIGIN.length));
      expect(part.status, file).toBe(200);
      const xml = await part.text();
      expect(checkWellFormed(xml)).toBe("urlset");
      const entries = urlEntries(xml);
      expect(entries.length).toBeLessThanOrEqual(500);
      const locs = new Set(entries.map((entry) => entry.loc));
      for (const entry of entries) {
        expect(locs.has(entry.alternates.bg as string) && locs.has(entry.alternates.en as string), entry.loc).toBe(
          true,
        );
      }
      seen.push(...locs);
    }
    expect(seen.sort()).toEqual([...full].sort());
    expect((await small.request(`/sitemap-${files.length + 1}.xml`)).status).toBe(404);
    // while one file suffices there are no numbered files
    expect((await app.request("/sitemap-1.xml")).status).toBe(404);
  });

  it("holds 50,000 URLs per file by default", () => {
    const pages: SitemapPage[] = Array.from({ length: 25_001 }, (_, i) => ({
      bg: `/a${i}`,
      en: `/en/a${i}`,
      lastmod: null,
    }));
    const files = sitemapFiles(pages, 50_000);
    expect(files.map((file) => file.length)).toEqual([25_000, 1]);
    expect(sitemapFiles(pages.slice(0, 25_000), 50_000)).toHaveLength(1);
  });
});

describe("urlsetXml", () => {
  it("escapes what XML needs escaped", () => {
    const xml = urlsetXml("https://x.example", [
      { bg: "/a&b", en: "/en/<a>", lastmod: new Date("2026-01-02T03:04:05.678Z") },
    ]);
    expect(checkWellFormed(xml)).toBe("urlset");
    expect(xml).toContain("<loc>https://x.example/a&amp;b</loc>");
    expect(xml).toContain('hreflang="en" href="https://x.example/en/&lt;a&gt;"');
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05Z</lastmod>");
  });

  it("is an empty urlset without pages", () => {
    expect(checkWellFormed(urlsetXml("https://x.example", []))).toBe("urlset");
  });
});
