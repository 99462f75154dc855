import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inParallel } from "../core/in-parallel.ts";
import { pathFor } from "../core/routes/route-table.ts";
import { ADMIN_NAV } from "../http/admin/shell/nav.ts";
import { browserAvailable, closeContexts, sharedChromium } from "./browser.ts";
import { E2E_ADMIN, type StartedProduct, sharedProduct } from "./product.ts";

const BLOCKING = new Set(["serious", "critical"]);

/** Every rule, or only those given (the dark theme changes colours, not markup: colour contrast). */
async function blockingViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .flatMap((v) => v.nodes.map((n) => `${v.id} ${JSON.stringify(n.target)}: ${n.failureSummary ?? v.help}`));
}

// Skipped only where Chromium is missing and CI is not set; browserAvailable() says so loudly.
describe.skipIf(!browserAvailable())("the admin area in Chromium", () => {
  let product: StartedProduct;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    product = await sharedProduct();
    browser = await sharedChromium();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(async () => {
    await closeContexts(browser);
  });

  it("signs in with the keyboard after a redirect from the dashboard", async () => {
    await page.goto(`${product.url}/nimda/dash`);
    expect(new URL(page.url()).pathname).toBe("/nimda/login");
    expect(await page.locator("#cookie-banner, [data-testid=cookie-banner]").count()).toBe(0);
    await page.getByLabel("User name").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("wrong password");
    await page.keyboard.press("Enter");
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Invalid user name or password.");
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/nimda/dash");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "flydealsbg_admin");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  });

  it("changes a setting, then finds it in the audit log and the event explorer with its diff", async () => {
    await page.goto(`${product.url}/nimda/settings`);
    await page.getByLabel("Daily cap").fill("33");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.waitForURL("**/nimda/settings?notice=*");
    expect(await page.getByRole("status").textContent()).toContain("Settings saved as version 1");
    await page.getByLabel("Daily cap").fill("44");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.waitForURL("**/nimda/settings?notice=*");
    expect(await page.getByRole("status").textContent()).toContain("version 2");

    await page.goto(`${product.url}/nimda/audit`);
    const row = page.locator("tr", { hasText: "settings.change" }).first();
    expect(await row.textContent()).toContain("admin:admin");
    expect(await row.textContent()).toContain("127.0.0.1");

    // the explorer: the newest settings event, its diff with the version before
    await page.goto(`${product.url}/nimda/events?streamType=settings`);
    await page.locator("table.data tbody tr").first().locator("a").first().click();
    await page.waitForURL(/\/nimda\/events\/\d+$/);
    expect(await page.locator("body").textContent()).toContain("SystemSettingsChanged");
    await page.getByRole("link", { name: "Diff with the previous version" }).click();
    await page.waitForURL(/compare=1\.\.2/);
    const diff = page.getByRole("table", { name: "Differences" });
    const dailyCap = diff.locator("tr", { hasText: "settings.dailyCap" });
    expect(await dailyCap.textContent()).toMatch(/33[\s\S]*44/);

    // the previous version of the settings: the cap as it was
    await page.goto(`${product.url}/nimda/streams/settings-system?version=1`);
    const state = await page.locator("section.json").first().textContent();
    expect(state).toContain('"dailyCap": 33');
    expect(state).not.toContain('"dailyCap": 44');
  });

  it("rebuilds a projection while public pages keep answering", async () => {
    const before = (await (await page.request.get(`${product.url}/nimda/api/projections`)).json()) as {
      data: { name: string; activeGeneration: number }[];
    };
    const generation = before.data.find((p) => p.name === "catalog")?.activeGeneration ?? 0;
    await page.goto(`${product.url}/nimda/projections`);
    await page.getByRole("button", { name: "Rebuild catalog" }).click();
    await page.waitForURL("**/nimda/projections?notice=*");

    const publicPaths = [
      pathFor("home", "bg"),
      pathFor("destinations", "bg"),
      pathFor("destinations", "en"),
      "/api/deals",
    ];
    const statuses: number[] = [];
    let rebuilt = false;
    const deadline = Date.now() + 90_000;
    while (!rebuilt && Date.now() < deadline) {
      const responses = await Promise.all(publicPaths.map((path) => fetch(`${product.url}${path}`)));
      statuses.push(...responses.map((r) => r.status));
      const now = (await (await page.request.get(`${product.url}/nimda/api/projections`)).json()) as {
        data: { name: string; activeGeneration: number; rebuild: unknown; runningHere: boolean }[];
      };
      const catalog = now.data.find((p) => p.name === "catalog");
      rebuilt = (catalog?.activeGeneration ?? 0) > generation && !catalog?.runningHere;
    }
    expect(rebuilt).toBe(true);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const destinations = await fetch(`${product.url}${pathFor("destinations", "en")}`);
    expect(destinations.status).toBe(200);
  });

  it("adds a social account, writes a post by hand and sees the worker post it", async () => {
    await page.goto(`${product.url}/nimda/social/accounts/new`);
    await page.getByLabel("Network").selectOption("telegram");
    await page.getByLabel("Name").fill("Telegram BG");
    await page.getByLabel("Target").fill("@flydealsbg");
    await page.getByRole("button", { name: "Add account" }).click();
    await page.waitForURL("**/nimda/social/accounts/*?notice=*");

    await page.goto(`${product.url}/nimda/social/posts/new`);
    await page.getByLabel("Account").selectOption({ label: "Telegram BG (Telegram)" });
    await page
      .getByLabel("Text")
      .fill("Тестова публикация: София → Лондон за 120 лв. https://flydeals.example/oferta/AB12");
    const fields: [string, string][] = [
      ["Flight id", "W6-4301"],
      ["From airport", "SOF"],
      ["To airport", "LTN"],
      ["Price", "120"],
      ["Currency", "BGN"],
      ["Departure", "2027-03-12T06:30"],
      ["Airline code", "W6"],
      ["Deal URL", "https://flydeals.example/oferta/AB12"],
      ["Savings %", "45"],
    ];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Queue post" }).click();
    await page.waitForURL(/\/nimda\/social\/posts\/[0-9a-f-]{36}\?notice=/);
    const detail = page.url().split("?")[0] as string;
    // the product's pg-boss worker publishes it through the default outbox publisher
    await expect
      .poll(
        async () => {
          await page.goto(detail);
          return page.locator("body").textContent();
        },
        { timeout: 30_000 },
      )
      .toMatch(/outbox-[0-9a-f-]{36}/);
    expect(await page.locator("body").textContent()).toContain("Тестова публикация: София → Лондон");
  });

  it("has no serious accessibility violation on the admin screens, light and dark", async () => {
    // every screen of the navigation, and the detail screens one click away from them
    const paths: string[] = ADMIN_NAV.map((item) => item.path);
    paths.push(
      "/nimda/streams/settings-system?compare=1..2",
      "/nimda/visa/TR",
      "/nimda/faqs/new",
      "/nimda/social/accounts/new",
      "/nimda/social/templates/new",
      "/nimda/social/posts",
      "/nimda/social/posts/new",
    );
    for (const [list, linkPattern] of [
      ["/nimda/crawling", "/nimda/crawling/profiles/"],
      ["/nimda/events", "/nimda/events/"],
      ["/nimda/cms", "/nimda/cms/"],
    ] as const) {
      await page.goto(`${product.url}${list}`);
      const href = await page
        .locator(`main a[href^="${linkPattern}"]:not([href$="/new"])`)
        .first()
        .getAttribute("href");
      if (href) paths.push(href);
    }
    // two screens at a time, each in a page of its own: axe keeps a core busy, and there are two
    const found = await inParallel(paths, 2, async (path) => {
      const screen = await page.context().newPage();
      try {
        const problems: string[] = [];
        for (const colorScheme of ["light", "dark"] as const) {
          await screen.emulateMedia({ colorScheme });
          const response = await screen.goto(`${product.url}${path}`);
          if (response?.status() !== 200) problems.push(`${path} (${colorScheme}): HTTP ${response?.status()}`);
          const rules = colorScheme === "dark" ? ["color-contrast"] : undefined;
          for (const violation of await blockingViolations(screen, rules)) {
            problems.push(`${path} (${colorScheme}): ${violation}`);
          }
        }
        return problems;
      } finally {
        await screen.close();
      }
    });
    expect(found.flat()).toEqual([]);
    // thirty screens, twice, each through axe: longer than one page's budget
  }, 300_000);

  it("fits a phone's screen: wide tables scroll inside their box, the page does not", async () => {
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    await phone.context().addCookies(await page.context().cookies());
    for (const { path } of ADMIN_NAV) {
      await phone.goto(`${product.url}${path}`);
      expect(new URL(phone.url()).pathname, "signed in, not sent to sign-in").toBe(path);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await phone.context().close();
  });

  it("signs out for good", async () => {
    await page.goto(`${product.url}/nimda/dash`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL("**/nimda/login?signedOut=1");
    await page.goto(`${product.url}/nimda/settings`);
    expect(new URL(page.url()).pathname).toBe("/nimda/login");
  });
});
