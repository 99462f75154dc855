import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, CDPSession } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, closeContexts, sharedChromium } from "./browser.ts";
import { type StartedProduct, sharedProduct } from "./product.ts";

const ARTIFACTS = "test-results";
const PHONE = { width: 390, height: 844 } as const;
const LAPTOP = { width: 1366, height: 900 } as const;

/** A device as a browser's push service would make it: FCM's address (on the allowlist) and real keys. */
function fakeDevice() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

/**
 * Headless Chromium has no push service to subscribe with (FCM needs Google's servers), so the
 * page's PushManager hands out the device above; everything else is the browser's own: the
 * permission, the service worker, the notifications it shows. Kept across pages like a real one.
 */
function stubPushManager(device: ReturnType<typeof fakeDevice>) {
  const subscription = () => ({
    endpoint: device.endpoint,
    expirationTime: null,
    options: { applicationServerKey: null, userVisibleOnly: true },
    toJSON: () => ({
      endpoint: device.endpoint,
      expirationTime: null,
      keys: { p256dh: device.p256dh, auth: device.auth },
    }),
    unsubscribe: async () => {
      localStorage.removeItem("e2e-push");
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe() {
    localStorage.setItem("e2e-push", "1");
    return subscription() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return (localStorage.getItem("e2e-push") ? subscription() : null) as unknown as PushSubscription | null;
  };
}

describe.skipIf(!browserAvailable())("deals pushed to the phone", () => {
  let product: StartedProduct;
  let browser: Browser;
  let deal: { code: string; city: string };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    product = await sharedProduct();
    browser = await sharedChromium();
    const [row] = await product.database.sql<{ code: string; city: string }[]>`
      SELECT dd.short_code AS code, d.city FROM destination_deals dd JOIN destinations d ON d.iata_code = dd.destination_id
       WHERE dd.status = 'active' ORDER BY dd.savings_percent DESC LIMIT 1`;
    deal = row as { code: string; city: string };
  }, 300_000);
  afterAll(async () => {
    await closeContexts(browser);
  });

  const endpointKept = async (endpoint: string) =>
    (await product.database.sql`SELECT 1 FROM push_endpoints WHERE endpoint = ${endpoint}`).length === 1;

  async function phoneWithPush(device: ReturnType<typeof fakeDevice>): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: PHONE });
    await context.grantPermissions(["notifications"], { origin: product.url });
    await context.addInitScript(stubPushManager, device);
    return context;
  }

  /** The service worker's registration id, as the DevTools protocol names it (enabling its domain). */
  async function registrationId(cdp: CDPSession): Promise<string> {
    const found = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(product.url));
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    return found;
  }

  it("subscribes from a deal's alert form, shows a pushed deal that opens its page, and stops there", async () => {
    const device = fakeDevice();
    const context = await phoneWithPush(device);
    const page = await context.newPage();
    await page.goto(`${product.url}/oferta/${deal.code}`, { waitUntil: "networkidle" });

    // the deal page opens its alert form on a phone: no address needed for this device
    await page.getByTestId("push-subscribe").click();
    await expect.poll(() => page.getByTestId("push-note").textContent()).toContain("Известията са включени");
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration("/").then((r) => r?.active?.scriptURL ?? null)),
    ).toBe(`${product.url}/sw.js`);
    expect(await endpointKept(device.endpoint)).toBe(true);
    await page.getByTestId("push-offer").screenshot({ path: `${ARTIFACTS}/push-offer-bg-390.png` });

    // a push as the workers send it, handed to the service worker by the browser's DevTools
    const pushed = {
      title: `София → ${deal.city} за 59 €`,
      body: "пт, 12 март – пт, 19 март · 7 нощи · обикновено 107 €, −45 %",
      url: `https://flydeals.example/oferta/${deal.code}`,
      tag: `deal-${deal.code}`,
      language: "bg",
    };
    const cdp = await context.newCDPSession(page);
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: product.url,
      registrationId: await registrationId(cdp),
      data: JSON.stringify(pushed),
    });
    // what the worker showed, read where it runs (the page's view of it lags in headless Chromium)
    const worker = context.serviceWorkers()[0];
    const shown = async () =>
      (await worker?.evaluate(() =>
        (self as unknown as { registration: ServiceWorkerRegistration }).registration
          .getNotifications()
          .then((all) => all.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }))),
      )) ?? [];
    await expect.poll(shown).toEqual([
      // a tap opens the deal on this site, whatever address the workers wrote
      { title: pushed.title, body: pushed.body, tag: pushed.tag, url: `${product.url}/oferta/${deal.code}` },
    ]);

    // the page a tap opens: this device takes notifications, and stops them here
    for (const viewport of [PHONE, LAPTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`${product.url}/oferta/${deal.code}`, { waitUntil: "networkidle" });
      await page.getByTestId("push-device").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ARTIFACTS}/push-deal-page-bg-${viewport.width}.png`, fullPage: false });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.getByTestId("push-unsubscribe").click();
    await expect.poll(() => page.getByTestId("push-note").textContent()).toContain("спрени");
    await expect.poll(() => endpointKept(device.endpoint)).toBe(false);
    await context.close();
  });

  it("on an iPhone's Safari, where push needs the site installed, says how, and the site is installable", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    // what Safari on iOS shows a site that is not on the home screen: no PushManager, standalone false
    await context.addInitScript(
      `delete window.PushManager; Object.defineProperty(navigator, "standalone", { value: false });`,
    );
    const page = await context.newPage();
    await page.goto(`${product.url}/oferta/${deal.code}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("push-offer").textContent()).toContain("началния екран");
    expect(await page.getByTestId("push-subscribe").count()).toBe(0);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>("link[rel=manifest]");
      const response = await fetch(link?.href ?? "/missing");
      return { type: response.headers.get("content-type"), body: await response.json() };
    });
    expect(manifest.type).toContain("application/manifest+json");
    expect(manifest.body).toMatchObject({ display: "standalone", start_url: "/" });
    await context.close();
  });

  it("in English, a browser that refuses notifications is told how to allow them", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    await context.grantPermissions([], { origin: product.url });
    const page = await context.newPage();
    await page.goto(`${product.url}/en/deal/${deal.code}`, { waitUntil: "networkidle" });
    // headless Chromium answers an ungranted permission request with "denied"
    await page.getByTestId("push-subscribe").click();
    await expect.poll(() => page.getByTestId("push-note").textContent()).toContain("does not allow notifications");
    await context.close();
  });
});
