import { DAY_MS } from "../constants.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { NewsletterCommand, SignUp } from "./commands.ts";
import type { AlertCriteria, NewsletterEvent } from "./events.ts";
import { NEWSLETTER_MESSAGES as M } from "./messages.ts";
import { completePreferences, DEFAULT_PREFERENCES, type NewsletterPreferences } from "./preferences.ts";

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** A pending address gets at most one confirmation mail per this long, so the form cannot flood an inbox. */
export const RESEND_COOLDOWN_MS = 10 * 60_000;
/** Unsubscribe links of this many recent mails keep working. */
const KEPT_UNSUBSCRIBE_TOKENS = 20;
/** How long a Telegram start link works: long enough to open the app, short enough not to leak. */
export const TELEGRAM_LINK_TTL_MS = 60 * 60_000;
/** Price alerts one subscriber may have (pending or active). */
export const MAX_ALERTS = 20;

export interface AlertState {
  criteria: AlertCriteria;
  status: "pending" | "active" | "deleted";
  confirmationTokenHash: string;
  requestedAt: string;
}

const sameCriteria = (a: AlertCriteria, b: AlertCriteria) =>
  a.fromAirport === b.fromAirport && a.destinationId === b.destinationId && a.maxPriceBgn === b.maxPriceBgn;

export type NewsletterStatus = "new" | "pending" | "active" | "unsubscribed" | "undeliverable" | "erased";

export interface NewsletterState {
  status: NewsletterStatus;
  preferences: NewsletterPreferences;
  language: "bg" | "en";
  confirmationTokenHash: string | null;
  requestedAt: string | null;
  unsubscribeTokenHashes: string[];
  alerts: Record<string, AlertState>;
  /** The one-time Telegram start token's hash and when it was made; null once used. */
  telegramLink: { tokenHash: string; requestedAt: string } | null;
  telegramBound: boolean;
}

const refuse = (code: string, message: string, status: 400 | 404 | 409 | 422): never => {
  throw new DomainError(code, message, status);
};

const elapsed = (from: string | null, to: string) =>
  from ? Date.parse(to) - Date.parse(from) : Number.POSITIVE_INFINITY;

/**
 * One address's subscription with double opt-in: a request (consent and a passed captcha
 * required) leaves it pending until the mailed link confirms it; an unsubscribe link
 * deactivates it; erasure ends it for good. Asking again never creates a second subscription:
 * an active one stays as it is, a pending one gets a new link (at most every 10 minutes), an
 * unsubscribed one starts over.
 */
/** The subscription a sign-up starts, its consent and captcha as the form gave them. */
const subscriptionRequested = (command: SignUp, preferences: NewsletterPreferences): NewsletterEvent => ({
  type: "NewsletterSubscriptionRequested",
  data: {
    subscriptionId: command.subscriptionId,
    preferences,
    language: command.language,
    consentAt: command.at,
    turnstileVerified: true,
    captchaKind: command.captchaKind,
    confirmationTokenHash: command.confirmationTokenHash,
    unsubscribeTokenHash: command.unsubscribeTokenHash,
    requestedAt: command.at,
  },
});

export const newsletterDecider: Decider<NewsletterCommand, NewsletterEvent, NewsletterState> = {
  initialState: () => ({
    status: "new",
    preferences: DEFAULT_PREFERENCES,
    language: "bg",
    confirmationTokenHash: null,
    requestedAt: null,
    unsubscribeTokenHashes: [],
    alerts: {},
    telegramLink: null,
    telegramBound: false,
  }),

  evolve(state, event) {
    switch (event.type) {
      case "NewsletterSubscriptionRequested": {
        const d = event.data;
        return {
          ...state,
          status: "pending",
          preferences: completePreferences(d.preferences),
          language: d.language,
          confirmationTokenHash: d.confirmationTokenHash,
          requestedAt: d.requestedAt,
          unsubscribeTokenHashes: [...state.unsubscribeTokenHashes, d.unsubscribeTokenHash].slice(
            -KEPT_UNSUBSCRIBE_TOKENS,
          ),
        };
      }
      case "NewsletterSubscriptionConfirmed":
        return { ...state, status: "active" };
      case "NewsletterPreferencesChanged":
        return { ...state, preferences: completePreferences(event.data.preferences) };
      case "NewsletterUnsubscribed":
        return { ...state, status: "unsubscribed" };
      case "NewsletterAddressUndeliverable":
        return { ...state, status: "undeliverable" };
      case "NewsletterAlertRequested": {
        const d = event.data;
        const alert: AlertState = {
          criteria: d.criteria,
          status: "pending",
          confirmationTokenHash: d.confirmationTokenHash,
          requestedAt: d.requestedAt,
        };
        return { ...state, alerts: { ...state.alerts, [d.alertId]: alert } };
      }
      case "NewsletterAlertConfirmed":
      case "NewsletterAlertDeleted": {
        const alert = state.alerts[event.data.alertId];
        if (!alert) return state;
        const status = event.type === "NewsletterAlertConfirmed" ? "active" : "deleted";
        return { ...state, alerts: { ...state.alerts, [event.data.alertId]: { ...alert, status } } };
      }
      case "NewsletterTelegramLinkRequested":
        return { ...state, telegramLink: { tokenHash: event.data.tokenHash, requestedAt: event.data.requestedAt } };
      case "NewsletterTelegramBound":
        return { ...state, telegramLink: null, telegramBound: true };
      case "NewsletterTelegramUnbound":
        return { ...state, telegramBound: false };
      case "NewsletterSubscriberErased":
        return { ...state, status: "erased", confirmationTokenHash: null, unsubscribeTokenHashes: [] };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "RequestSubscription": {
        if (!command.captchaVerified) refuse("captcha_failed", M.captchaRequired, 400);
        if (state.status === "erased") refuse("subscription_erased", M.tryAgainLater, 409);
        if (state.status === "active") return [];
        if (state.status === "pending" && elapsed(state.requestedAt, command.at) < RESEND_COOLDOWN_MS) return [];
        return [subscriptionRequested(command, command.preferences)];
      }
      case "ConfirmSubscription": {
        const matches = state.confirmationTokenHash !== null && state.confirmationTokenHash === command.tokenHash;
        const alerts = Object.entries(state.alerts).filter(
          ([, alert]) => alert.confirmationTokenHash === command.tokenHash,
        );
        const waiting = alerts.filter(([, alert]) => alert.status === "pending");
        // a second click on the link that confirmed it is still a success
        if (state.status === "active" && waiting.length === 0 && (matches || alerts.length > 0)) return [];
        if ((state.status !== "pending" && state.status !== "active") || (!matches && alerts.length === 0))
          refuse("invalid_link", M.invalidLink, 404);
        const requestedAt = matches ? state.requestedAt : (waiting[0]?.[1].requestedAt ?? null);
        if (elapsed(requestedAt, command.at) > CONFIRMATION_TTL_MS) refuse("link_expired", M.expiredLink, 422);
        const events: NewsletterEvent[] = [];
        if (state.status === "pending")
          events.push({
            type: "NewsletterSubscriptionConfirmed",
            data: { subscriptionId: command.subscriptionId, confirmedAt: command.at },
          });
        for (const [alertId] of waiting)
          events.push({
            type: "NewsletterAlertConfirmed",
            data: { subscriptionId: command.subscriptionId, alertId, confirmedAt: command.at },
          });
        return events;
      }
      case "RequestAlert": {
        if (!command.captchaVerified) refuse("captcha_failed", M.captchaRequired, 400);
        if (state.status === "erased" || state.status === "undeliverable")
          refuse("subscription_erased", M.tryAgainLater, 409);
        const open = Object.values(state.alerts).filter((alert) => alert.status !== "deleted");
        const twin = open.find((alert) => sameCriteria(alert.criteria, command.criteria));
        const starting = state.status === "new" || state.status === "unsubscribed";
        if (!starting && twin?.status === "active") return [];
        if (!starting && twin && elapsed(twin.requestedAt, command.at) < RESEND_COOLDOWN_MS) return [];
        if (!starting && open.length >= MAX_ALERTS) refuse("too_many_alerts", M.tooManyAlerts, 409);
        const events: NewsletterEvent[] = [];
        if (starting)
          // an alert alone does not sign anyone up for the digest: it starts paused
          events.push(
            subscriptionRequested(command, {
              ...DEFAULT_PREFERENCES,
              frequency: "paused",
              airports: command.criteria.fromAirport ? [command.criteria.fromAirport] : DEFAULT_PREFERENCES.airports,
            }),
          );
        events.push({
          type: "NewsletterAlertRequested",
          data: {
            subscriptionId: command.subscriptionId,
            alertId: command.alertId,
            criteria: command.criteria,
            confirmationTokenHash: command.confirmationTokenHash,
            requestedAt: command.at,
          },
        });
        return events;
      }
      case "RequestTelegramLink":
        if (state.status !== "active") refuse("invalid_link", M.invalidLink, 404);
        return [
          {
            type: "NewsletterTelegramLinkRequested",
            data: { subscriptionId: command.subscriptionId, tokenHash: command.tokenHash, requestedAt: command.at },
          },
        ];
      case "BindTelegram": {
        // one use: the hash is forgotten on binding, so a second /start with it finds nothing
        const link = state.telegramLink;
        if (state.status !== "active" || !link || link.tokenHash !== command.tokenHash)
          refuse("invalid_link", M.invalidLink, 404);
        if (elapsed(link?.requestedAt ?? null, command.at) > TELEGRAM_LINK_TTL_MS)
          refuse("link_expired", M.expiredSignedLink, 422);
        return [
          { type: "NewsletterTelegramBound", data: { subscriptionId: command.subscriptionId, boundAt: command.at } },
        ];
      }
      case "UnbindTelegram":
        if (!state.telegramBound) return [];
        return [
          {
            type: "NewsletterTelegramUnbound",
            data: { subscriptionId: command.subscriptionId, unboundAt: command.at },
          },
        ];
      case "DeleteAlert": {
        const alert = state.alerts[command.alertId];
        if (!alert || alert.status === "deleted") refuse("alert_not_found", M.alertNotFound, 404);
        return [
          {
            type: "NewsletterAlertDeleted",
            data: { subscriptionId: command.subscriptionId, alertId: command.alertId, deletedAt: command.at },
          },
        ];
      }
      case "ChangePreferences": {
        if (state.status !== "active" && state.status !== "pending") refuse("invalid_link", M.invalidLink, 404);
        if (JSON.stringify(completePreferences(command.preferences)) === JSON.stringify(state.preferences)) return [];
        return [
          {
            type: "NewsletterPreferencesChanged",
            data: { subscriptionId: command.subscriptionId, preferences: command.preferences, changedAt: command.at },
          },
        ];
      }
      case "Unsubscribe": {
        const proven =
          command.signedLink === true ||
          (command.tokenHash !== null && state.unsubscribeTokenHashes.includes(command.tokenHash));
        if (!proven || state.status === "new" || state.status === "erased") refuse("invalid_link", M.invalidLink, 404);
        if (state.status === "unsubscribed") return [];
        return [
          {
            type: "NewsletterUnsubscribed",
            data: { subscriptionId: command.subscriptionId, unsubscribedAt: command.at, personalDataErased: true },
          },
        ];
      }
      case "MarkUndeliverable": {
        if (state.status !== "active" && state.status !== "pending") return [];
        return [
          {
            type: "NewsletterAddressUndeliverable",
            data: { subscriptionId: command.subscriptionId, at: command.at, refusals: command.refusals },
          },
        ];
      }
      case "EraseSubscriber": {
        if (state.status === "new") refuse("subscription_not_found", "No such subscription", 404);
        if (state.status === "erased") return [];
        return [
          {
            type: "NewsletterSubscriberErased",
            data: { subscriptionId: command.subscriptionId, erasedAt: command.at, by: command.by },
          },
        ];
      }
    }
  },
};
