// The service worker of flydealsbg's Web Push (docs/decisions/0106): it shows a deal the
// workers pushed (mail/push-notification.ts writes it) and opens the deal's page on a tap.
// Nothing else: no caching, no fetch handler, so every page is the server's as ever.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The page to open, always on this site: a pushed URL names its path, never another origin. */
function pageOf(url) {
  if (typeof url !== "string") return new URL("/", self.location.origin).href;
  try {
    const parsed = new URL(url, self.location.origin);
    return new URL(parsed.pathname + parsed.search, self.location.origin).href;
  } catch {
    return new URL("/", self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  let deal = null;
  try {
    deal = event.data ? event.data.json() : null;
  } catch {
    deal = null;
  }
  // a push must show something (userVisibleOnly): without a readable deal, the site itself
  const text = (value) => (typeof value === "string" ? value : undefined);
  const title = text(deal?.title) ?? "flydealsbg";
  const options = {
    body: text(deal?.body) ?? "",
    tag: text(deal?.tag),
    lang: deal?.language === "en" ? "en" : "bg",
    image: text(deal?.image),
    data: { url: pageOf(deal?.url) },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = pageOf(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((window) => window.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

// The browser replaced the subscription (an expiry, a key rotation at the push service): tell the
// site, which moves the device, with what it watches, to the new one. The old endpoint is the proof.
self.addEventListener("pushsubscriptionchange", (event) => {
  const old = event.oldSubscription;
  if (!old) return;
  event.waitUntil(
    Promise.resolve(event.newSubscription ?? self.registration.pushManager.subscribe(old.options)).then((renewed) =>
      fetch("/api/push/renew", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ oldEndpoint: old.endpoint, subscription: renewed.toJSON() }),
      }),
    ),
  );
});
