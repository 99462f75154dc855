import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { CmsLocale, CmsShortlinkEvent } from "./events.ts";

/** Page shortlinks (spec: page_shortlinks): /p/<code>, at most 12 characters, one page per code. */
export const SHORTLINK_CODE = /^[a-z0-9][a-z0-9-]{0,11}$/;
export const SHORTLINK_CODE_MESSAGE =
  "A shortlink is 1-12 lowercase letters, digits or dashes, starting with a letter or digit";

export type CmsShortlinkCommand =
  | { type: "ClaimShortlink"; code: string; pageKey: string; locale: CmsLocale; by: string }
  | { type: "ReleaseShortlink"; code: string; pageKey: string; by: string };

export interface CmsShortlinkState {
  pageKey: string | null;
  locale: CmsLocale | null;
}

/** The code is the stream, so two pages can never hold the same shortlink, whatever the timing. */
export const cmsShortlinkDecider: Decider<CmsShortlinkCommand, CmsShortlinkEvent, CmsShortlinkState> = {
  initialState: () => ({ pageKey: null, locale: null }),

  decide(command, state) {
    if (!SHORTLINK_CODE.test(command.code)) throw new DomainError("invalid_shortlink", SHORTLINK_CODE_MESSAGE, 400);
    const { code, pageKey, by } = command;
    switch (command.type) {
      case "ClaimShortlink":
        if (state.pageKey === pageKey && state.locale === command.locale) return [];
        if (state.pageKey !== null && state.pageKey !== pageKey) {
          throw new DomainError(
            "shortlink_taken",
            `The shortlink /p/${code} already leads to the page ${state.pageKey}`,
            409,
          );
        }
        return [{ type: "CmsShortlinkClaimed", data: { code, pageKey, locale: command.locale, by } }];
      case "ReleaseShortlink":
        if (state.pageKey !== pageKey) return [];
        return [{ type: "CmsShortlinkReleased", data: { code, pageKey, by } }];
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case "CmsShortlinkClaimed":
        return { pageKey: event.data.pageKey, locale: event.data.locale };
      case "CmsShortlinkReleased":
        return { pageKey: null, locale: null };
    }
  },
};
