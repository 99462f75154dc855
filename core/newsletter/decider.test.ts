import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification, refusal } from "../testing/decider-specification.ts";
import type { NewsletterCommand } from "./commands.ts";
import { CONFIRMATION_TTL_MS, newsletterDecider as decider, RESEND_COOLDOWN_MS } from "./decider.ts";
import type { NewsletterEvent } from "./events.ts";
import { DEFAULT_PREFERENCES } from "./preferences.ts";

const ID = "0196a4c2-1111-7000-8000-000000000001";
const T0 = "2026-05-01T10:00:00.000Z";
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();

const given = DeciderSpecification.for(decider);
function history(...commands: NewsletterCommand[]): NewsletterEvent[] {
  const events: NewsletterEvent[] = [];
  for (const command of commands) events.push(...given(events).when(command).events);
  return events;
}

const request = (at = T0, n = 1, overrides: Partial<NewsletterCommand> = {}): NewsletterCommand =>
  ({
    type: "RequestSubscription",
    subscriptionId: ID,
    preferences: DEFAULT_PREFERENCES,
    language: "bg",
    captchaVerified: true,
    captchaKind: "local",
    confirmationTokenHash: `confirm-${n}`,
    unsubscribeTokenHash: `unsubscribe-${n}`,
    at,
    ...overrides,
  }) as NewsletterCommand;
const confirm = (tokenHash = "confirm-1", at = later(60_000)): NewsletterCommand => ({
  type: "ConfirmSubscription",
  subscriptionId: ID,
  tokenHash,
  at,
});
const unsubscribe = (tokenHash = "unsubscribe-1", at = later(120_000)): NewsletterCommand => ({
  type: "Unsubscribe",
  subscriptionId: ID,
  tokenHash,
  at,
});
const erase: NewsletterCommand = { type: "EraseSubscriber", subscriptionId: ID, by: "admin", at: later(1e6) };

describe("newsletter subscription decider", () => {
  it("a request with a passed captcha records a pending subscription with hashes only", () => {
    const events = given([]).when(request()).events;
    expect(events).toEqual([
      {
        type: "NewsletterSubscriptionRequested",
        data: {
          subscriptionId: ID,
          preferences: {
            deals: true,
            tips: false,
            frequency: "weekly",
            airports: ["SOF"],
            countries: [],
            maxPriceBgn: null,
          },
          language: "bg",
          consentAt: T0,
          turnstileVerified: true,
          captchaKind: "local",
          confirmationTokenHash: "confirm-1",
          unsubscribeTokenHash: "unsubscribe-1",
          requestedAt: T0,
        },
      },
    ]);
    expect(given(events).state.status).toBe("pending");
    expect(JSON.stringify(events)).not.toMatch(/@/);
  });

  it("refuses a request whose captcha did not pass, with the spec message", () => {
    const error = refusal(() => given([]).when(request(T0, 1, { captchaVerified: false })).events);
    expect(error).toMatchObject({ status: 400, message: "Captcha verification required" });
  });

  it("the mailed link confirms; a second click is still fine; another token is not", () => {
    const before = history(request());
    expect(given(before).when(confirm()).state.status).toBe("active");
    const active = history(request(), confirm());
    given(active).when(confirm()).thenNothingHappened();
    given(active).when(confirm("confirm-9")).thenThrows(DomainError, { status: 404 });
    given(before).when(confirm("confirm-9")).thenThrows(DomainError, { code: "invalid_link" });
  });

  it("a confirmation link expires after seven days", () => {
    const error = refusal(
      () => given(history(request())).when(confirm("confirm-1", later(CONFIRMATION_TTL_MS + 1))).events,
    );
    expect(error).toMatchObject({ code: "link_expired", status: 422 });
  });

  it("asking again never makes a second subscription", () => {
    // active: nothing to do, no mail
    given(history(request(), confirm()))
      .when(request(later(RESEND_COOLDOWN_MS * 3), 2))
      .thenNothingHappened();
    // pending within the cooldown: no new link, so the form cannot flood an inbox
    given(history(request()))
      .when(request(later(60_000), 2))
      .thenNothingHappened();
    // pending after the cooldown: a new link replaces the old one
    const resent = given(history(request())).when(request(later(RESEND_COOLDOWN_MS + 1), 2)).state;
    expect(resent).toMatchObject({ status: "pending", confirmationTokenHash: "confirm-2" });
    expect(refusal(() => decider.decide(confirm("confirm-1", later(RESEND_COOLDOWN_MS + 2)), resent)).status).toBe(404);
    // unsubscribed: starts over and must confirm again
    const again = given(history(request(), confirm(), unsubscribe())).when(request(later(1e6), 2)).state;
    expect(again.status).toBe("pending");
  });

  it("any mailed unsubscribe link deactivates, once; an unknown one is refused", () => {
    const resent = history(
      request(),
      request(later(RESEND_COOLDOWN_MS + 1), 2),
      confirm("confirm-2", later(RESEND_COOLDOWN_MS + 5)),
    );
    expect(given(resent).when(unsubscribe("unsubscribe-1", later(1e7))).state.status).toBe("unsubscribed");
    expect(given(resent).when(unsubscribe("unsubscribe-2", later(1e7))).state.status).toBe("unsubscribed");
    const gone = history(request(), unsubscribe());
    given(gone).when(unsubscribe()).thenNothingHappened();
    given(gone).when(unsubscribe("forged")).thenThrows(DomainError, { status: 404 });
    // an old confirmation link cannot bring back someone who left
    given(gone).when(confirm()).thenThrows(DomainError, { code: "invalid_link" });
  });

  it("erasure ends the subscription for good and voids its links", () => {
    const events = history(request(), confirm());
    const erased = given(events).when(erase).state;
    expect(erased).toMatchObject({ status: "erased", unsubscribeTokenHashes: [], confirmationTokenHash: null });
    expect(decider.decide(erase, erased)).toEqual([]);
    expect(refusal(() => decider.decide(unsubscribe(), erased)).status).toBe(404);
    expect(refusal(() => decider.decide(request(), erased)).status).toBe(409);
    given([]).when(erase).thenThrows(DomainError, { status: 404 });
  });

  describe("preferences, signed links and undeliverable addresses (decision 0041)", () => {
    const active = history(request(), confirm());
    const wanted = { ...DEFAULT_PREFERENCES, airports: ["SOF", "VAR"], countries: ["ES"], maxPriceBgn: 300 } as const;
    const change = (at = later(200_000)): NewsletterCommand => ({
      type: "ChangePreferences",
      subscriptionId: ID,
      preferences: { ...wanted, airports: [...wanted.airports], countries: [...wanted.countries] },
      at,
    });

    it("records changed preferences once; the same ones again change nothing", () => {
      const events = given(active).when(change()).events;
      expect(events).toEqual([
        {
          type: "NewsletterPreferencesChanged",
          data: { subscriptionId: ID, preferences: { ...wanted }, changedAt: later(200_000) },
        },
      ]);
      given([...active, ...events])
        .when(change(later(300_000)))
        .thenNothingHappened();
      expect(given([...active, ...events]).state.preferences).toEqual(wanted);
    });

    it("completes preferences recorded before airports existed with the defaults", () => {
      const old = [
        { ...active[0], data: { ...active[0]?.data, preferences: { deals: true, tips: true, frequency: "daily" } } },
      ];
      expect(given(old as NewsletterEvent[]).state.preferences).toEqual({
        deals: true,
        tips: true,
        frequency: "daily",
        airports: ["SOF"],
        countries: [],
        maxPriceBgn: null,
      });
    });

    it("refuses preference changes for a subscriber who left", () => {
      const left = history(request(), confirm(), unsubscribe());
      given(left).when(change()).thenThrows(DomainError, { status: 404, code: "invalid_link" });
    });

    it("unsubscribes by a verified signed link, with no token hash, and says the address was erased", () => {
      const events = given(active).when({
        type: "Unsubscribe",
        subscriptionId: ID,
        tokenHash: null,
        signedLink: true,
        at: T0,
      }).events;
      expect(events).toEqual([
        { type: "NewsletterUnsubscribed", data: { subscriptionId: ID, unsubscribedAt: T0, personalDataErased: true } },
      ]);
      expect(
        refusal(() => given(active).when({ type: "Unsubscribe", subscriptionId: ID, tokenHash: null, at: T0 }).events),
      ).toMatchObject({
        code: "invalid_link",
      });
      expect(
        refusal(
          () =>
            given([]).when({ type: "Unsubscribe", subscriptionId: ID, tokenHash: null, signedLink: true, at: T0 })
              .events,
        ),
      ).toMatchObject({ code: "invalid_link" });
    });

    it("marks an active address undeliverable once, and never one that left", () => {
      const marked = given(active).when({ type: "MarkUndeliverable", subscriptionId: ID, refusals: 3, at: T0 }).events;
      expect(marked).toEqual([
        { type: "NewsletterAddressUndeliverable", data: { subscriptionId: ID, at: T0, refusals: 3 } },
      ]);
      expect(given([...active, ...marked]).state.status).toBe("undeliverable");
      given([...active, ...marked])
        .when({ type: "MarkUndeliverable", subscriptionId: ID, refusals: 3, at: T0 })
        .thenNothingHappened();
      const left = history(request(), confirm(), unsubscribe());
      given(left).when({ type: "MarkUndeliverable", subscriptionId: ID, refusals: 3, at: T0 }).thenNothingHappened();
    });
  });

  describe("price alerts", () => {
    const criteria = { fromAirport: "SOF", destinationId: "LON", maxPriceBgn: 150 } as const;
    const requestAlert = (over: Partial<NewsletterCommand> = {}): NewsletterCommand =>
      ({
        type: "RequestAlert",
        subscriptionId: ID,
        alertId: "alert-1",
        criteria: { ...criteria },
        language: "bg",
        captchaVerified: true,
        captchaKind: "local",
        confirmationTokenHash: "alert-token-1",
        unsubscribeTokenHash: "unsubscribe-a",
        at: T0,
        ...over,
      }) as NewsletterCommand;

    it("an alert for a new address starts a paused subscription; its one link confirms both", () => {
      const events = given([]).when(requestAlert()).events;
      expect(events.map((e) => e.type)).toEqual(["NewsletterSubscriptionRequested", "NewsletterAlertRequested"]);
      expect(given(events).state.preferences).toMatchObject({ frequency: "paused", airports: ["SOF"] });
      const confirmed = given(events).when(confirm("alert-token-1")).events;
      expect(confirmed.map((e) => e.type)).toEqual(["NewsletterSubscriptionConfirmed", "NewsletterAlertConfirmed"]);
      const state = given([...events, ...confirmed]).state;
      expect(state.status).toBe("active");
      expect(state.alerts["alert-1"]?.status).toBe("active");
      given([...events, ...confirmed])
        .when(confirm("alert-token-1"))
        .thenNothingHappened();
    });

    it("an alert for a confirmed address waits for its own link, and the same alert twice is one", () => {
      const active = history(request(), confirm());
      const requested = given(active).when(requestAlert()).events;
      expect(requested.map((e) => e.type)).toEqual(["NewsletterAlertRequested"]);
      given([...active, ...requested])
        .when(requestAlert({ alertId: "alert-2" } as never))
        .thenNothingHappened();
      const confirmed = given([...active, ...requested]).when(confirm("alert-token-1")).events;
      expect(confirmed).toEqual([
        {
          type: "NewsletterAlertConfirmed",
          data: { subscriptionId: ID, alertId: "alert-1", confirmedAt: later(60_000) },
        },
      ]);
      given([...active, ...requested, ...confirmed])
        .when(requestAlert({ alertId: "alert-3" } as never))
        .thenNothingHappened();
    });

    it("refuses an alert without a passed captcha, past the limit, or for an erased address", () => {
      given([])
        .when(requestAlert({ captchaVerified: false } as never))
        .thenThrows(DomainError, {
          status: 400,
        });
      let events = history(request(), confirm());
      for (let i = 0; i < 20; i++)
        events = [
          ...events,
          ...given(events).when(
            requestAlert({ alertId: `a${i}`, criteria: { ...criteria, maxPriceBgn: 100 + i } } as never),
          ).events,
        ];
      given(events)
        .when(requestAlert({ alertId: "a21" } as never))
        .thenThrows(DomainError, {
          code: "too_many_alerts",
          status: 409,
        });
      const erased = history(request(), erase);
      given(erased).when(requestAlert()).thenThrows(DomainError, { status: 409 });
    });

    it("deletes an alert once; an unknown one is a 404", () => {
      const events = history(requestAlert(), confirm("alert-token-1"));
      const deleted = given(events).when({
        type: "DeleteAlert",
        subscriptionId: ID,
        alertId: "alert-1",
        at: T0,
      }).events;
      expect(deleted.map((e) => e.type)).toEqual(["NewsletterAlertDeleted"]);
      expect(
        refusal(
          () =>
            given([...events, ...deleted]).when({ type: "DeleteAlert", subscriptionId: ID, alertId: "alert-1", at: T0 })
              .events,
        ),
      ).toMatchObject({ status: 404, code: "alert_not_found" });
    });
  });
});
