/** What the preference centre's loader and action hand to its page. */
import type { PreferenceCentreView } from "../../core/newsletter/service.ts";
import type { FormResult } from "../forms/form-state.ts";

/** What the form shows and sends back: the price cap as typed, in euro. */
export interface Values {
  airports: string[];
  frequency: string;
  deals: boolean;
  tips: boolean;
  countries: string[];
  maxPrice: string;
}

/** Why the page cannot show the form: each has its own sentence. */
export type Problem = "invalidLink" | "expiredSignedLink" | "missingLink" | "tryAgainLater";

export interface CountryOption {
  code: string;
  name: string;
}

/** A price alert as the page lists it: what it watches, in words. */
export interface AlertItem {
  alertId: string;
  what: string;
  pending: boolean;
}

export type LoaderData =
  | {
      ok: true;
      token: string;
      values: Values;
      countries: CountryOption[];
      alerts: AlertItem[];
      telegram: PreferenceCentreView["telegram"];
    }
  | { ok: false; problem: Problem };

export type Intent = "save" | "unsubscribe" | "delete-alert";

export type ActionResult = FormResult<Values> & { intent: Intent };

export const INTENTS: readonly Intent[] = ["save", "unsubscribe", "delete-alert"];
