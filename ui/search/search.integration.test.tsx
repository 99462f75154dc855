import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedCatalog } from "../../core/catalog/seed.ts";
import { PREFERENCES_COOKIE } from "../../core/constants.ts";
import { addressHasher } from "../../core/limits/address-hash.ts";
import { createPostgresRateLimiter } from "../../core/limits/postgres-rate-limiter.ts";
import { silentLogger } from "../../core/log/logger.ts";
import { SEARCH_FORM_DEFAULTS } from "../../core/search/form.ts";
import { SEARCH_MESSAGES } from "../../core/search/messages.ts";
import { createSearchService, type SearchService } from "../../core/search/service.ts";
import { searchCatalog } from "../../projections/search/queries.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { renderScreen, unwrap } from "../forms/testing.tsx";
import { dictionaryOf } from "../i18n/dictionary.ts";
import { searchBg } from "../i18n/sections/search.bg.ts";
import { searchEn } from "../i18n/sections/search.en.ts";
import { readPreferences } from "../site/preferences.ts";
import { suggestionsOf } from "./destination-combobox.tsx";
import { pollJob } from "./discovery-status.tsx";
import Search, { headers, loader, meta } from "./search.tsx";
import { SearchForm } from "./search-form.tsx";

/** The home page's hero, as the home route will show the form. */
const Hero = () => <SearchForm defaults={SEARCH_FORM_DEFAULTS} variant="compact" />;

const bed = testProjectionBed();
let search: SearchService;

beforeAll(async () => {
  await seedCatalog(bed.store, silentLogger);
  await bed.projections.catchUp();
  search = createSearchService({ ...searchCatalog(bed.database.db), store: bed.store, logger: silentLogger });
});
afterEach(() => vi.unstubAllGlobals());

const request = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});

async function load(path: string, options: { cookie?: string; withService?: boolean } = {}) {
  const context = { db: bed.database.db, logger: silentLogger, ...(options.withService === false ? {} : { search }) };
  try {
    const raw = await loader({ request: request(path, options.cookie), context, params: {} } as never);
    // data(value, { status }) for refusals and problems, the bare value otherwise
    return raw && typeof raw === "object" && "init" in raw
      ? unwrap<Page>(raw)
      : { data: raw as unknown as Page, status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("location"), status: thrown.status };
    throw thrown;
  }
}

type Page = { values: Record<string, unknown>; errors: Record<string, string>; outcome: Record<string, unknown> };
const pageOf = (result: unknown) => (result as { data: Page }).data;

async function screen(path: string) {
  const result = await load(path);
  return renderScreen(Search as never, path, { loaderData: pageOf(result) });
}

describe("the search screen", () => {
  it("starts from the defaults, or from the visitor's preferences cookie", async () => {
    const plain = pageOf(await load("/search"));
    expect(plain.outcome).toEqual({ kind: "form" });
    expect(plain.values).toMatchObject({ from: "SOF", adults: 1, cabinClass: "M", dateFlexibility: 0 });
    const cookie = `${PREFERENCES_COOKIE.name}=${encodeURIComponent(
      JSON.stringify({ searchDefaults: { departureAirport: "VAR", passengers: { adults: 2 }, cabinClass: "C" } }),
    )}`;
    const personal = pageOf(await load("/search", { cookie }));
    expect(personal.values).toMatchObject({ from: "VAR", adults: 2, cabinClass: "C", currency: "BGN" });
    // a broken cookie gives the defaults, not an error
    expect(pageOf(await load("/search", { cookie: `${PREFERENCES_COOKIE.name}=%7Bnope` })).values).toMatchObject({
      from: "SOF",
    });
  });

  it("renders every field of the form in Bulgarian, with a combobox for the destination", async () => {
    const html = await screen("/search");
    expect(html).toContain("Търсене на полети");
    for (const name of [
      "tripType",
      "from",
      "to",
      "departureDate",
      "departureAnytime",
      "returnDate",
      "returnAnytime",
      "adults",
      "children",
      "infants",
      "cabinClass",
      "dateFlexibility",
      "flightPreference",
      "maxStopovers",
      "currency",
    ]) {
      expect(html, name).toContain(`name="${name}"`);
    }
    expect(html).toContain('action="/search"');
    expect(html).toContain('method="get"');
    expect(html).toMatch(/role="combobox"[^>]*aria-autocomplete="list"|aria-autocomplete="list"[^>]*role="combobox"/);
    expect(html).toContain('role="listbox"');
    for (const label of ["Икономична", "Премиум икономична", "Бизнес", "Първа", "± 1 ден", "± 3 дни", "± 5 дни"]) {
      expect(html, label).toContain(label);
    }
    expect(html).toContain('<option value="SOF">София (SOF)</option>');
    expect(html).toMatch(/<option value="M" selected="">Икономична/);
  });

  it("answers one clear match with its fares, its page a link away, in the page's language", async () => {
    // the fares themselves: ui/search/search-results.integration.test.tsx
    expect(pageOf(await load(`/search?to=${encodeURIComponent("Лондон")}`)).outcome).toMatchObject({
      kind: "fares",
      origin: "SOF",
      place: { type: "destination", code: "LON", name: "Лондон", url: "/velikobritaniya/london" },
    });
    expect(pageOf(await load("/en/search?to=london&from=VAR&adults=2")).outcome).toMatchObject({
      kind: "fares",
      origin: "VAR",
      place: { type: "destination", code: "LON", name: "London", url: "/en/united-kingdom/london" },
    });
    // a Bulgarian airport has no fares to it from here: its own page
    expect(await load("/en/search?to=SOF")).toEqual({ redirect: "/en/flights-from/sofia", status: 302 });
    // without the app's service the screen still resolves, read-only
    expect(pageOf(await load("/search?to=Italy", { withService: false })).outcome).toMatchObject({
      kind: "fares",
      place: { type: "country", code: "IT", url: "/italiya" },
    });
  });

  it("remembers a valid search as the next one's defaults, and never saves what breaks the cookie's rules", async () => {
    const headersOf = async (path: string) => {
      const answer = (await loader({
        request: request(path),
        context: { db: bed.database.db, logger: silentLogger, search },
        params: {},
      } as never)) as unknown as { init: { status?: number; headers: Record<string, string> } };
      return answer.init;
    };
    const response = await headersOf("/en/search?to=london&from=VAR&adults=2&cabinClass=C&dateFlexibility=3");
    const cookie = response.headers["set-cookie"] ?? "";
    expect(cookie).toContain("SameSite=Strict");
    const saved = readPreferences(cookie.split(";")[0]);
    expect(saved.searchDefaults).toMatchObject({
      departureAirport: "VAR",
      destinationAirport: "london",
      cabinClass: "C",
      dateFlexibility: 3,
      passengers: { adults: 2, children: 0, infants: 0 },
    });
    // the form allows up to 8 infants, the cookie 4: such a search is not saved
    const tooMany = await headersOf("/en/search?to=london&infants=6&adults=6");
    expect(tooMany.status ?? 200).toBe(200);
    expect(tooMany.headers["set-cookie"]).toBeUndefined();
  });

  it("offers a choice when several places fit, and advice when none does", async () => {
    const choose = await load("/search?to=bar");
    expect(pageOf(choose).outcome).toMatchObject({ kind: "choose", query: "bar" });
    const html = await screen("/search?to=bar");
    expect(html).toContain("Кое от тези места имахте предвид?");
    expect(html).toContain('href="/italiya/bari"');
    expect(html).toContain('href="/ispaniya/barselona"');

    const empty = await screen("/en/search?to=xyzzy");
    expect(empty).toContain("We could not find “xyzzy”");
    for (const tip of dictionaryOf("en").deals.noResults.tips) expect(empty).toContain(tip.replace(/'/g, "&#x27;"));
  });

  it("shows the spec's exact messages in English and their translations in Bulgarian, keeping the input", async () => {
    const path = "/en/search?from=SO&to=L&departureDate=2026-13-01&returnDate=&tripType=roundtrip&adults=0&infants=9";
    const result = await load(path);
    expect((result as { status: number }).status).toBe(400);
    expect(pageOf(result).errors).toEqual({
      from: "departureRequired",
      to: "destinationRequired",
      departureDate: "invalidDate",
      returnDate: "returnDateRequired",
      adults: "adultsRange",
      infants: "infantsRange",
    });
    const html = renderScreen(Search as never, path, { loaderData: pageOf(result) });
    for (const message of [
      "Departure airport is required",
      "Destination is required",
      "Invalid date format",
      "Return date is required for round-trip flights",
    ]) {
      expect(html, message).toContain(message);
    }
    expect(html).toContain('value="L"');
    const bg = renderScreen(Search as never, path.replace("/en", ""), { loaderData: pageOf(result) });
    expect(bg).toContain(searchBg.errors.returnDateRequired);
    expect(bg).toContain(searchBg.errors.departureRequired);
    // one way needs no return date
    expect(await load("/search?to=Paris&tripType=oneway&returnDate=")).toMatchObject({
      status: 200,
      data: { outcome: { kind: "fares" } },
    });
  });

  it("starts a discovery for an airport code we lack and shows the waiting state with a link to check again", async () => {
    const result = await load("/search?to=KLU&from=SOF");
    const outcome = pageOf(result).outcome;
    expect(outcome).toMatchObject({ kind: "discovery", code: "KLU", city: "Клагенфурт" });
    expect(outcome.jobId).toMatch(/^KLU-/);
    const html = renderScreen(Search as never, "/search?to=KLU&from=SOF", { loaderData: pageOf(result) });
    expect(html).toContain("Добавяме Клагенфурт (KLU)");
    expect(html).toContain('data-state="starting"');
    expect(html).toContain('href="/search?to=KLU&amp;from=SOF"');
    expect(html).toContain(searchBg.discovery.checkAgain);
    // the same search again waits for the same job
    expect(pageOf(await load("/search?to=KLU")).outcome.jobId).toBe(outcome.jobId);
  });

  it("has a compact variant for the home page: route and dates in view, the rest folded away", () => {
    const html = renderScreen(Hero as never, "/en", { loaderData: {} });
    expect(html).toContain("search-form--compact");
    expect(html).toMatch(/<details class="search-form__more"><summary>More options<\/summary>/);
    expect(html).toContain('action="/en/search"');
    expect(html.indexOf('name="to"')).toBeLessThan(html.indexOf("<details"));
    expect(html.indexOf('name="cabinClass"')).toBeGreaterThan(html.indexOf("<details"));
  });

  it("keeps search answers out of search engines", () => {
    const tags = (search: string) =>
      meta({ location: { pathname: "/en/search", search } } as never) as Array<Record<string, string>>;
    expect(tags("")).not.toContainEqual({ name: "robots", content: "noindex" });
    expect(tags("?to=London")).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags("")[0]).toEqual({ title: "Flight search | flydealsbg" });
  });
});

describe("too many new destinations from one address (docs/decisions/0054)", () => {
  it("answers 429 with Retry-After and says so in the page's language; other addresses go on", async () => {
    const limited = createSearchService({
      ...searchCatalog(bed.database.db),
      store: bed.store,
      logger: silentLogger,
      discoveryLimit: createPostgresRateLimiter(
        bed.database.sql,
        { limit: 1, windowMs: 3_600_000 },
        { name: "search-screen", hash: addressHasher("search-screen-test-secret-0123456789abcdef"), now: () => 0 },
      ),
    });
    const from = async (path: string, clientAddress: string) => {
      const context = { db: bed.database.db, logger: silentLogger, search: limited, clientAddress };
      return (await loader({ request: request(path), context, params: {} } as never)) as unknown as {
        data: Page;
        init: { status: number; headers: Record<string, string> };
      };
    };
    expect((await from("/search?to=OSI", "192.0.2.30")).data.outcome).toMatchObject({ kind: "discovery" });
    const refused = await from("/search?to=HNL", "192.0.2.30");
    expect(refused.init.status).toBe(429);
    expect(refused.init.headers["retry-after"]).toBe("3600");
    expect(refused.data.outcome).toEqual({ kind: "limited" });
    const bg = renderScreen(Search as never, "/search?to=HNL", { loaderData: refused.data });
    expect(bg).toContain("За кратко време поискахте да добавим много нови дестинации.");
    const en = renderScreen(Search as never, "/en/search?to=HNL", {
      loaderData: (await from("/en/search?to=HNL", "192.0.2.30")).data,
    });
    expect(en).toContain(SEARCH_MESSAGES.tooManyDiscoveries);
    expect(en).toContain('data-testid="search-form"');
    const pageHeaders = headers({ loaderHeaders: new Headers(refused.init.headers) } as never) as Record<
      string,
      string
    >;
    expect(pageHeaders).toEqual({ "cache-control": "private, no-store", "retry-after": "3600" });
    expect((await from("/search?to=HNL", "192.0.2.31")).data.outcome).toMatchObject({ kind: "discovery" });
  });
});

describe("search copy", () => {
  it("shows the exact English messages on the English screens", () => {
    for (const [key, message] of Object.entries(SEARCH_MESSAGES)) {
      expect(searchEn.errors[key as keyof typeof searchEn.errors], key).toBe(message);
    }
    expect(Object.keys(searchBg.errors).sort()).toEqual(Object.keys(SEARCH_MESSAGES).sort());
  });
});

describe("the client calls", () => {
  it("turn an answer into at most 8 suggestions, a discovery into one", () => {
    const t = dictionaryOf("en");
    const many = {
      success: true as const,
      action: "disambiguate" as const,
      url: null,
      matchType: "prefix" as const,
      jobId: null,
      destination: null,
      results: Array.from({ length: 10 }, (_, i) => ({
        type: "destination" as const,
        label: `City ${i}, Country`,
        url: `/c/${i}`,
        score: 0.7,
        iataCode: `C${i}X`,
        city: `City ${i}`,
        country: "Country",
      })),
    };
    expect(suggestionsOf(many, t)).toHaveLength(8);
    const discovering = {
      ...many,
      action: "discovering" as const,
      results: [],
      destination: { iataCode: "KLU", city: "Klagenfurt", country: "Austria", countryCode: "AT", url: null },
    };
    expect(suggestionsOf(discovering, t)).toEqual([
      {
        key: "new-KLU",
        value: "KLU",
        label: "KLU – Klagenfurt, Austria: we will add this destination",
        kind: "Airport",
      },
    ]);
  });

  it("read a job's status, and say which spec error a failed call gets", async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(
        async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
      );
    vi.stubGlobal("fetch", answer(200, { success: true, status: "running", jobId: "x", url: null, error: null }));
    expect(await pollJob("x", "bg")).toEqual({ kind: "waiting" });
    vi.stubGlobal("fetch", answer(200, { success: true, status: "completed", jobId: "x", url: "/a/b", error: null }));
    expect(await pollJob("x", "bg")).toEqual({ kind: "created", url: "/a/b" });
    vi.stubGlobal("fetch", answer(200, { success: true, status: "failed", jobId: "x", url: null, error: "e" }));
    expect(await pollJob("x", "bg")).toEqual({ kind: "failed" });
    vi.stubGlobal("fetch", answer(404, { success: false }));
    expect(await pollJob("x", "bg")).toEqual({ kind: "startFailed" });
    vi.stubGlobal("fetch", answer(500, { success: false }));
    expect(await pollJob("x", "bg")).toEqual({ kind: "problem", problem: "searchProblem" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await pollJob("x", "bg")).toEqual({ kind: "problem", problem: "unexpectedError" });
  });
});
