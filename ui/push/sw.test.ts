import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const subscription = (endpoint: string) => ({
  endpoint,
  options: { userVisibleOnly: true },
  toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
});

/** The service worker's source, run in a context with the little of a worker's globals it uses. */
function worker(origin = "https://flydeals.example") {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const windows: Array<{ url: string; focus: () => Promise<void> }> = [];
  const posted: Array<{ url: string; body: unknown }> = [];
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
      pushManager: { subscribe: async () => subscription("https://fcm.googleapis.com/fcm/send/resubscribed") },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const fetch = async (url: string, init: { body: string }) => void posted.push({ url, body: JSON.parse(init.body) });
  runInNewContext(readFileSync(new URL("../../public/sw.js", import.meta.url), "utf8"), { self, URL, fetch });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return {
    shown,
    opened,
    focused,
    openWindow: (url: string) => windows.push({ url, focus: async () => void focused.push(url) }),
    push: (payload: string | null) =>
      dispatch("push", { data: payload === null ? null : { json: () => JSON.parse(payload) } }),
    click: (data: unknown) => dispatch("notificationclick", { notification: { data, close: () => {} } }),
    posted,
    change: (event: Record<string, unknown>) => dispatch("pushsubscriptionchange", event),
  };
}

describe("the service worker", () => {
  it("shows a pushed deal with its words, its tag and the page to open", async () => {
    const sw = worker();
    await sw.push(
      JSON.stringify({
        title: "София → Лондон за 59 €",
        body: "пт, 12 март – пт, 19 март · 7 нощи",
        url: "https://flydeals.example/oferta/G5W6L",
        tag: "deal-G5W6L",
        image: "https://flydeals.example/images/LON.png",
        language: "bg",
      }),
    );
    expect(sw.shown).toEqual([
      {
        title: "София → Лондон за 59 €",
        options: {
          body: "пт, 12 март – пт, 19 март · 7 нощи",
          tag: "deal-G5W6L",
          lang: "bg",
          image: "https://flydeals.example/images/LON.png",
          data: { url: "https://flydeals.example/oferta/G5W6L" },
        },
      },
    ]);
  });

  it("still shows something for a push it cannot read, as browsers require", async () => {
    const sw = worker();
    await sw.push("{not json");
    await sw.push(null);
    expect(sw.shown.map((n) => n.title)).toEqual(["flydealsbg", "flydealsbg"]);
    expect(sw.shown[0]?.options.data).toEqual({ url: "https://flydeals.example/" });
  });

  it("opens the deal on this site on a tap, or brings its open tab forward", async () => {
    const sw = worker("http://localhost:3000");
    // the workers write the public address; the page opens on the origin the worker serves
    await sw.click({ url: "https://flydeals.example/en/deal/G5W6L?from=push" });
    expect(sw.opened).toEqual(["http://localhost:3000/en/deal/G5W6L?from=push"]);
    sw.openWindow("http://localhost:3000/oferta/G5W6L");
    await sw.click({ url: "/oferta/G5W6L" });
    expect(sw.focused).toEqual(["http://localhost:3000/oferta/G5W6L"]);
    // never another site, whatever the payload says
    await sw.click({ url: "javascript:alert(1)" });
    await sw.click(undefined);
    expect(sw.opened.slice(1)).toEqual(["http://localhost:3000/alert(1)", "http://localhost:3000/"]);
  });

  it("moves the device to a subscription the browser renewed, proving it by the old endpoint", async () => {
    const sw = worker();
    const old = subscription("https://fcm.googleapis.com/fcm/send/old");
    await sw.change({ oldSubscription: old, newSubscription: subscription("https://fcm.googleapis.com/fcm/send/new") });
    // a browser that gives no new one: the worker subscribes again with the old one's options
    await sw.change({ oldSubscription: old, newSubscription: null });
    // nothing to move without the old one
    await sw.change({ oldSubscription: null, newSubscription: null });
    expect(sw.posted).toEqual([
      {
        url: "/api/push/renew",
        body: {
          oldEndpoint: "https://fcm.googleapis.com/fcm/send/old",
          subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/new", keys: { p256dh: "p", auth: "a" } },
        },
      },
      {
        url: "/api/push/renew",
        body: {
          oldEndpoint: "https://fcm.googleapis.com/fcm/send/old",
          subscription: {
            endpoint: "https://fcm.googleapis.com/fcm/send/resubscribed",
            keys: { p256dh: "p", auth: "a" },
          },
        },
      },
    ]);
  });
});
