import { type ComponentProps, createElement } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogStreamId } from "../../../core/catalog/entries.ts";
import { countryEntries, destinationEntries, runCatalogCommand } from "../../../core/catalog/seed.ts";
import { builtInImageProvider } from "../../../core/images/provider.ts";
import { type FakeUnsplash, startFakeUnsplash } from "../../../core/images/unsplash-fake-server.ts";
import { createUnsplashProvider } from "../../../core/images/unsplash-provider.ts";
import { createLogger } from "../../../core/log/logger.ts";
import Destination, { loader as destinationLoader } from "../../../ui/catalog/destination.tsx";
import { renderScreen } from "../../../ui/forms/testing.tsx";
import { ToastProvider } from "../../../ui/site/toast/toast.tsx";
import { type AdminSessionCookie, type AdminTestBed, adminTestBed, auditOf, noticeOf } from "../shell/testing.ts";

const KEY = "unsplash-admin-test-key-51ab";
let bed: AdminTestBed;
let session: AdminSessionCookie;
let unsplash: FakeUnsplash;
let logs: Array<Record<string, unknown>>;
let londonPath: string;

const DestinationScreen = (props: ComponentProps<typeof Destination>) =>
  createElement(ToastProvider, null, createElement(Destination, props));

const stream = async () => (await bed.store.readStream(catalogStreamId("destination", "LON"))).events;
const row = async () =>
  (
    await bed.database.sql<
      {
        image_url: string;
        high_res_image_url: string | null;
        unsplash_image_id: string | null;
        photographer_name: string | null;
        photographer_username: string | null;
      }[]
    >`SELECT image_url, high_res_image_url, unsplash_image_id, photographer_name, photographer_username
        FROM destinations WHERE iata_code = 'LON'`
  )[0];

async function publicLondon(): Promise<string> {
  const [, countrySlug, citySlug] = londonPath.split("/");
  const loaderData = await destinationLoader({
    request: new Request(`http://localhost${londonPath}`),
    params: { countrySlug, citySlug },
    context: { db: bed.database.db, now: () => new Date() },
  } as never);
  return renderScreen(DestinationScreen as never, londonPath, { loaderData });
}

beforeAll(async () => {
  unsplash = await startFakeUnsplash({ accessKey: KEY });
  bed = await adminTestBed();
  session = await bed.signIn();
  const london = (await destinationEntries()).find((d) => d.iataCode === "LON");
  const uk = countryEntries().find((c) => c.countryCode === london?.countryCode);
  if (!london || !uk) throw new Error("London is not in the catalog seed");
  await runCatalogCommand(bed.store, { type: "RegisterEntry", kind: "country", key: uk.countryCode, entry: uk });
  await runCatalogCommand(bed.store, { type: "RegisterEntry", kind: "destination", key: "LON", entry: london });
  londonPath = `/${london.countrySlugBg}/${london.citySlugBg}`;
  await bed.projections.catchUp();
});
afterAll(async () => {
  await bed.close();
  await unsplash.close();
});
beforeEach(() => {
  logs = [];
  unsplash.respondWith("ok");
  unsplash.setRemaining(50);
  bed.deps.images = createUnsplashProvider({
    accessKey: KEY,
    baseUrl: unsplash.baseUrl,
    logger: createLogger("debug", {}, (line) => logs.push(JSON.parse(line))),
  });
  bed.deps.logger = createLogger("debug", {}, (line) => logs.push(JSON.parse(line)));
});

describe("destination pictures in the admin", () => {
  it("lists the destinations with their pictures, behind the session", async () => {
    expect((await bed.request("/nimda/destinations")).status).toBe(303);
    const page = await bed.request("/nimda/destinations?q=lond", { session });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/nimda/destinations/LON/picture"');
    expect(html).toContain('src="/images/destinations/LON.svg"');
    expect(html).toContain("Built-in drawing");
    expect(html).toContain('aria-current="page"');
    const api = await (await bed.api("/nimda/api/destinations?picture=builtin", session)).json();
    expect(api.data.rows.map((r: { iataCode: string }) => r.iataCode)).toEqual(["LON"]);
  });

  it("shows photos from Unsplash to choose from, hotlinked, each with its credit", async () => {
    const page = await bed.request("/nimda/destinations/LON/picture", { session });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(unsplash.requests[unsplash.requests.length - 1]).toMatchObject({
      endpoint: "search",
      query: { query: "London United Kingdom", orientation: "landscape" },
    });
    expect(html.match(/name="photoId"/g)).toHaveLength(12);
    expect(html).toContain(`src="${unsplash.baseUrl}/images/london-united-kingdom-1.svg?ixid=fake&amp;w=400&amp;q=80"`);
    expect(html).toMatch(
      /Photo by <a href="https:\/\/unsplash.com\/@[a-z]+\?utm_source=flydealsbg&amp;utm_medium=referral">/,
    );
    expect(html).toContain('href="https://unsplash.com/?utm_source=flydealsbg&amp;utm_medium=referral"');
    expect(html).toContain(`value="${session.csrfToken}"`);
    const searched = await (await bed.request("/nimda/destinations/LON/picture?q=Tower%20Bridge", { session })).text();
    expect(searched).toContain("tower-bridge-1");
  });

  it("chooses a photo: an event with who chose it, the download registered, the read model and the public page credit it", async () => {
    const before = await bed.eventCount("destination");
    const response = await bed.postForm("/nimda/destinations/LON/picture", session, {
      photoId: "london-united-kingdom-3",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/nimda\/destinations\/LON\/picture\?notice=/);
    expect(noticeOf(response)).toMatch(/^Photo chosen: by .+ on Unsplash/);
    expect(await bed.eventCount("destination")).toBe(before + 1);
    const event = (await stream()).at(-1) as { data: Record<string, string> } | undefined;
    expect(event).toMatchObject({
      type: "DestinationPictureChosen",
      data: {
        iata: "LON",
        unsplashImageId: "london-united-kingdom-3",
        imageUrl: `${unsplash.baseUrl}/images/london-united-kingdom-3.svg?ixid=fake&w=1200&q=80&h=675&fit=crop`,
        highResImageUrl: `${unsplash.baseUrl}/images/london-united-kingdom-3.svg?ixid=fake&q=85&fm=jpg`,
        photographerName: expect.any(String),
        photographerUsername: expect.any(String),
        chosenBy: "admin:admin",
      },
      metadata: auditOf("destination.picture.choose"),
    });
    expect(unsplash.downloads).toEqual(["london-united-kingdom-3"]);

    await bed.projections.catchUp();
    const chosen = await row();
    expect(chosen).toMatchObject({
      unsplash_image_id: "london-united-kingdom-3",
      image_url: event?.data.imageUrl,
      photographer_username: event?.data.photographerUsername,
    });
    const html = await publicLondon();
    expect(html).toContain(`src="${String(event?.data.imageUrl).replaceAll("&", "&amp;")}"`);
    expect(html).toContain('data-testid="photo-credit"');
    expect(html).toContain(
      `Снимка: <a href="https://unsplash.com/@${chosen?.photographer_username}?utm_source=flydealsbg&amp;utm_medium=referral">${chosen?.photographer_name}</a> / <a href="https://unsplash.com/?utm_source=flydealsbg&amp;utm_medium=referral">Unsplash</a>`,
    );

    // the admin page shows it as the current one, and choosing it again changes nothing
    const page = await (await bed.request("/nimda/destinations/LON/picture", { session })).text();
    expect(page).toContain("Shown now");
    const again = await bed.postForm("/nimda/destinations/LON/picture", session, {
      photoId: "london-united-kingdom-3",
    });
    expect(noticeOf(again)).toBe("Nothing changed: that photo is already shown.");
    expect(unsplash.downloads).toEqual(["london-united-kingdom-3"]);
  });

  it("keeps the choice when the download cannot be registered, and says so in the log", async () => {
    unsplash.respondWith("server_error", "download");
    const response = await bed.api("/nimda/api/destinations/LON/picture", session, {
      method: "POST",
      body: { photoId: "london-united-kingdom-5" },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      changed: true,
      photo: { unsplashImageId: "london-united-kingdom-5" },
    });
    expect(logs.find((l) => l.msg === "photo download not registered")).toMatchObject({
      level: "warn",
      photoId: "london-united-kingdom-5",
      iata: "LON",
    });
  });

  it("says why when Unsplash fails, and records nothing", async () => {
    const before = await bed.eventCount("destination");
    unsplash.respondWith("unauthorized");
    const page = await bed.request("/nimda/destinations/LON/picture", { session });
    expect(page.status).toBe(502);
    expect(await page.text()).toContain("Unsplash refused the access key (401)");
    unsplash.respondWith("rate_limited", "photo");
    const refused = await bed.postForm("/nimda/destinations/LON/picture", session, {
      photoId: "london-united-kingdom-7",
    });
    expect(refused.status).toBe(502);
    expect(await refused.text()).toContain("hourly request limit");
    unsplash.respondWith("not_found");
    const missing = await bed.api("/nimda/api/destinations/LON/picture", session, {
      method: "POST",
      body: { photoId: "gone-1" },
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
    const bad = await bed.postForm("/nimda/destinations/LON/picture", session, { photoId: "../../x" });
    expect(bad.status).toBe(400);
    expect(await bed.eventCount("destination")).toBe(before);
  });

  it("goes back to the built-in picture", async () => {
    const response = await bed.postForm("/nimda/destinations/LON/picture/clear", session, {});
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("The built-in picture is shown again.");
    expect((await stream()).at(-1)).toMatchObject({
      type: "DestinationPictureCleared",
      data: { iata: "LON", imageUrl: "/images/destinations/LON.svg", clearedBy: "admin:admin" },
      metadata: auditOf("destination.picture.clear"),
    });
    await bed.projections.catchUp();
    expect(await row()).toEqual({
      image_url: "/images/destinations/LON.svg",
      high_res_image_url: null,
      unsplash_image_id: null,
      photographer_name: null,
      photographer_username: null,
    });
    expect(await publicLondon()).not.toContain("photo-credit");
    const again = await bed.api("/nimda/api/destinations/LON/picture/clear", session, { method: "POST" });
    expect((await again.json()).data).toMatchObject({
      changed: false,
      imageUrl: "/images/destinations/LON.svg",
      photo: null,
    });
  });

  it("refuses a post without the session's CSRF token, and unknown destinations", async () => {
    const forged = await bed.request("/nimda/destinations/LON/picture/clear", {
      method: "POST",
      session,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ _csrf: "forged" }),
    });
    expect(forged.status).toBe(403);
    expect((await bed.request("/nimda/destinations/XXX/picture", { session })).status).toBe(404);
    expect((await bed.api("/nimda/api/destinations/XXX/picture", session)).status).toBe(404);
  });

  it("without a key there is nothing to search; the built-in picture stays and can still be restored", async () => {
    bed.deps.images = builtInImageProvider;
    const page = await bed.request("/nimda/destinations/LON/picture", { session });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("set UNSPLASH_ACCESS_KEY");
    expect(html).not.toContain('name="photoId"');
    const api = await (await bed.api("/nimda/api/destinations/LON/picture", session)).json();
    expect(api.data).toMatchObject({ provider: { name: "builtin", searchable: false }, candidates: [] });
    const refused = await bed.postForm("/nimda/destinations/LON/picture", session, { photoId: "london-1" });
    expect(refused.status).toBe(502);
  });
});
