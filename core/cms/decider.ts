import { z } from "zod";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import { sameJson } from "../eventstore/same-json.ts";
import { ROUTE_TABLE } from "../routes/route-table.ts";
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
import { ROUTE_CONSTRAINT_SCHEMA, type RouteConstraint, slugParameters } from "./route-constraints.ts";
import { type PageSeo, SEO_SCHEMA } from "./seo.ts";

export type CmsPageCommand =
  | { type: "CreatePage"; pageKey: string; pageType: PageType }
  | { type: "LocalizePage"; pageKey: string; locale: CmsLocale; slugPath: string; status: LocalizationStatus }
  | {
      type: "ChangePublishingState";
      pageKey: string;
      to: PublishingState;
      /** Required to schedule: when the page goes live (ISO instant). */
      publishAt?: string;
      /** The command's time; a schedule must lie after it. */
      at?: string;
    }
  | { type: "SetPageSeo"; pageKey: string; locale: CmsLocale; seo: unknown }
  | { type: "SetRouteConstraint"; pageKey: string; constraint: unknown }
  | { type: "RemoveRouteConstraint"; pageKey: string; param: string };

export interface CmsPageState {
  exists: boolean;
  publishingState: PublishingState;
  /** When a scheduled page goes live; null in any other state. */
  publishAt: string | null;
  localizations: Partial<Record<CmsLocale, { slugPath: string; status: LocalizationStatus }>>;
  seo: Partial<Record<CmsLocale, PageSeo>>;
  constraints: Record<string, RouteConstraint>;
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

/**
 * The route table's screens are rendered by their own code at the route table's paths, which every
 * link, feed and mail names: their address is not the CMS's to move (decision 0076).
 */
const FIXED_PATHS = new Map<string, { bg: string; en: string }>(ROUTE_TABLE.map((screen) => [screen.key, screen]));

function invalid(code: string, error: z.ZodError): never {
  throw new DomainError(code, z.prettifyError(error).replaceAll("\n", " "), 400);
}

/** Publishing workflow: draft → scheduled or live; scheduled → live or back to draft; live ↔ archived. */
const TRANSITIONS: Record<PublishingState, readonly PublishingState[]> = {
  draft: ["scheduled", "live", "archived"],
  scheduled: ["draft", "live"],
  live: ["archived", "draft"],
  archived: ["draft", "live"],
};

/** A schedule is a valid instant after the command's time, kept in one ISO form. */
function scheduleTime(command: { publishAt?: string; at?: string }): string {
  if (!command.publishAt) throw new DomainError("publish_at_required", "publishAt is required to schedule a page", 400);
  const time = Date.parse(command.publishAt);
  if (Number.isNaN(time)) throw new DomainError("invalid_publish_at", "publishAt must be a date and time", 400);
  if (command.at && time <= Date.parse(command.at)) {
    throw new DomainError("publish_at_past", "publishAt must be in the future", 400);
  }
  return new Date(time).toISOString();
}

/** The states a page may move to from its current one, in the order of PUBLISHING_STATES. */
export function publishingTransitions(from: PublishingState): PublishingState[] {
  return PUBLISHING_STATES.filter((to) => TRANSITIONS[from].includes(to));
}

export const cmsPageDecider: Decider<CmsPageCommand, CmsPageEvent, CmsPageState> = {
  initialState: () => ({
    exists: false,
    publishingState: "draft",
    publishAt: null,
    localizations: {},
    seo: {},
    constraints: {},
  }),

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
        return { ...state, publishingState: event.data.to, publishAt: event.data.publishAt ?? null };
      case "CmsPageSeoChanged":
        return { ...state, seo: { ...state.seo, [event.data.locale]: event.data.seo } };
      case "CmsRouteConstraintSet":
        return {
          ...state,
          constraints: { ...state.constraints, [event.data.constraint.param]: event.data.constraint },
        };
      case "CmsRouteConstraintRemoved": {
        const { [event.data.param]: _removed, ...constraints } = state.constraints;
        return { ...state, constraints };
      }
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
        const fixed = FIXED_PATHS.get(command.pageKey)?.[command.locale];
        if (fixed !== undefined && fixed !== command.slugPath) {
          throw new DomainError(
            "fixed_slug_path",
            `This screen's address comes from the route table (${fixed}); create a page of your own to use another address`,
            409,
          );
        }
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
        if (state.publishingState !== command.to && !TRANSITIONS[state.publishingState].includes(command.to))
          throw new DomainError(
            "invalid_transition",
            `A ${state.publishingState} page cannot become ${command.to}`,
            409,
          );
        const publishAt = command.to === "scheduled" ? scheduleTime(command) : null;
        // a scheduled page may be given another time
        if (state.publishingState === command.to && state.publishAt === publishAt) return [];
        return [
          {
            type: "CmsPagePublishingStateChanged",
            data: {
              pageKey: command.pageKey,
              from: state.publishingState,
              to: command.to,
              ...(publishAt ? { publishAt } : {}),
            },
          },
        ];
      }
      case "SetPageSeo": {
        if (!state.exists) throw new DomainError("page_not_found", "No such page", 404);
        if (!CMS_LOCALES.includes(command.locale))
          throw new DomainError("invalid_locale", "locale must be bg or en", 400);
        const parsed = SEO_SCHEMA.safeParse(command.seo);
        if (!parsed.success) invalid("invalid_seo", parsed.error);
        const seo = parsed.data;
        const current = state.seo[command.locale];
        if (current && sameJson(current, seo)) return [];
        return [{ type: "CmsPageSeoChanged", data: { pageKey: command.pageKey, locale: command.locale, seo } }];
      }
      case "SetRouteConstraint": {
        if (!state.exists) throw new DomainError("page_not_found", "No such page", 404);
        const parsed = ROUTE_CONSTRAINT_SCHEMA.safeParse(command.constraint);
        if (!parsed.success) invalid("invalid_constraint", parsed.error);
        const constraint = parsed.data;
        const parameters = Object.values(state.localizations).flatMap((l) => slugParameters(l?.slugPath ?? ""));
        if (!parameters.includes(constraint.param)) {
          throw new DomainError("unknown_param", `No address of this page has the parameter :${constraint.param}`, 400);
        }
        if (sameJson(state.constraints[constraint.param], constraint)) return [];
        return [{ type: "CmsRouteConstraintSet", data: { pageKey: command.pageKey, constraint } }];
      }
      case "RemoveRouteConstraint":
        if (!state.exists) throw new DomainError("page_not_found", "No such page", 404);
        if (!state.constraints[command.param]) return [];
        return [{ type: "CmsRouteConstraintRemoved", data: { pageKey: command.pageKey, param: command.param } }];
    }
  },
};
