import { type Decider, DomainError } from "../eventstore/decider.ts";
import {
  CMS_LOCALES,
  type CmsLocale,
  type CmsPageEvent,
  LOCALIZATION_STATUSES,
  type LocalizationStatus,
  PAGE_TYPES,
  type PageType,
  PUBLISHING_STATES,
  type PublishingState,
} from "./events.ts";

export type CmsPageCommand =
  | { type: "CreatePage"; pageKey: string; pageType: PageType }
  | { type: "LocalizePage"; pageKey: string; locale: CmsLocale; slugPath: string; status: LocalizationStatus }
  | { type: "ChangePublishingState"; pageKey: string; to: PublishingState };

export interface CmsPageState {
  exists: boolean;
  publishingState: PublishingState;
  localizations: Partial<Record<CmsLocale, { slugPath: string; status: LocalizationStatus }>>;
}

const PAGE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
// segments of letters, digits and dashes, or `:name` parameters
const SLUG_PATH = /^\/(?:(?:[a-z0-9-]+|:[A-Za-z]+)(?:\/(?:[a-z0-9-]+|:[A-Za-z]+))*)?$/;

/** A slug path is an absolute path; the English one lives under /en, the Bulgarian one never does. */
export function slugPathProblem(locale: CmsLocale, slugPath: string): string | null {
  if (!SLUG_PATH.test(slugPath)) return "slugPath must be an absolute path of lower-case segments";
  const english = slugPath === "/en" || slugPath.startsWith("/en/");
  if (locale === "en" && !english) return "An English slugPath must start with /en";
  if (locale === "bg" && english) return "A Bulgarian slugPath must not start with /en";
  return null;
}

/** Publishing workflow: draft → scheduled or live; scheduled → live or back to draft; live ↔ archived. */
const TRANSITIONS: Record<PublishingState, readonly PublishingState[]> = {
  draft: ["scheduled", "live", "archived"],
  scheduled: ["draft", "live"],
  live: ["archived", "draft"],
  archived: ["draft", "live"],
};

export const cmsPageDecider: Decider<CmsPageCommand, CmsPageEvent, CmsPageState> = {
  initialState: () => ({ exists: false, publishingState: "draft", localizations: {} }),

  evolve(state, event) {
    switch (event.type) {
      case "CmsPageCreated":
        return { ...state, exists: true };
      case "CmsPageLocalized":
        return {
          ...state,
          localizations: {
            ...state.localizations,
            [event.data.locale]: { slugPath: event.data.slugPath, status: event.data.status },
          },
        };
      case "CmsPagePublishingStateChanged":
        return { ...state, publishingState: event.data.to };
    }
  },

  decide(command, state) {
    if (!PAGE_KEY.test(command.pageKey))
      throw new DomainError("invalid_page_key", "pageKey must be 1-64 letters, digits, - or _", 400);
    switch (command.type) {
      case "CreatePage":
        if (!PAGE_TYPES.includes(command.pageType)) throw new DomainError("invalid_page_type", "Unknown pageType", 400);
        if (state.exists) return [];
        return [{ type: "CmsPageCreated", data: { pageKey: command.pageKey, pageType: command.pageType } }];
      case "LocalizePage": {
        if (!state.exists) throw new DomainError("page_not_found", "No such page", 404);
        if (!CMS_LOCALES.includes(command.locale))
          throw new DomainError("invalid_locale", "locale must be bg or en", 400);
        if (!LOCALIZATION_STATUSES.includes(command.status))
          throw new DomainError("invalid_status", "status must be draft, review or live", 400);
        const problem = slugPathProblem(command.locale, command.slugPath);
        if (problem) throw new DomainError("invalid_slug_path", problem, 400);
        const current = state.localizations[command.locale];
        if (current?.slugPath === command.slugPath && current.status === command.status) return [];
        return [
          {
            type: "CmsPageLocalized",
            data: {
              pageKey: command.pageKey,
              locale: command.locale,
              slugPath: command.slugPath,
              status: command.status,
              previous: current?.slugPath ?? null,
            },
          },
        ];
      }
      case "ChangePublishingState": {
        if (!state.exists) throw new DomainError("page_not_found", "No such page", 404);
        if (!PUBLISHING_STATES.includes(command.to))
          throw new DomainError("invalid_state", "Unknown publishing state", 400);
        if (state.publishingState === command.to) return [];
        if (!TRANSITIONS[state.publishingState].includes(command.to))
          throw new DomainError(
            "invalid_transition",
            `A ${state.publishingState} page cannot become ${command.to}`,
            409,
          );
        return [
          {
            type: "CmsPagePublishingStateChanged",
            data: { pageKey: command.pageKey, from: state.publishingState, to: command.to },
          },
        ];
      }
    }
  },
};
