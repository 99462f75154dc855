/** What a subscriber, a mail bounce or an admin can ask of a subscription: the newsletter decider's commands. */
import type { AlertCriteria } from "./events.ts";
import type { NewsletterPreferences } from "./preferences.ts";

/** What a form that may start a subscription sends: the newsletter form and "alert me". */
export interface SignUp {
  subscriptionId: string;
  language: "bg" | "en";
  captchaVerified: boolean;
  captchaKind: "local" | "turnstile";
  /** Confirms the subscription, and with "alert me" the alert too. */
  confirmationTokenHash: string;
  unsubscribeTokenHash: string;
  at: string;
}

export type NewsletterCommand =
  | ({ type: "RequestSubscription"; preferences: NewsletterPreferences } & SignUp)
  | { type: "ConfirmSubscription"; subscriptionId: string; tokenHash: string; at: string }
  | { type: "ChangePreferences"; subscriptionId: string; preferences: NewsletterPreferences; at: string }
  | {
      type: "Unsubscribe";
      subscriptionId: string;
      /** The hash of a link token the subscription issued, or null with a verified signed link. */
      tokenHash: string | null;
      /** The service checked a signed link (decision 0041) naming this subscription. */
      signedLink?: boolean;
      at: string;
    }
  | { type: "MarkUndeliverable"; subscriptionId: string; refusals: number; at: string }
  | ({ type: "RequestAlert"; alertId: string; criteria: AlertCriteria } & SignUp)
  | { type: "DeleteAlert"; subscriptionId: string; alertId: string; at: string }
  | { type: "RequestTelegramLink"; subscriptionId: string; tokenHash: string; at: string }
  | { type: "BindTelegram"; subscriptionId: string; tokenHash: string; at: string }
  | { type: "UnbindTelegram"; subscriptionId: string; at: string }
  | { type: "EraseSubscriber"; subscriptionId: string; by: string; at: string };
