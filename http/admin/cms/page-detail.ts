import type { CmsLocale, PublishingState } from "../../../core/cms/events.ts";
import type { RouteConstraint } from "../../../core/cms/route-constraints.ts";
import type { PageShortlink } from "../../../projections/cms/page-queries.ts";
import type { Issue } from "../shell/components.tsx";
import type { CmsLocalizationCell } from "./list-page.tsx";

/** A CMS page as its screen shows it: what queries.ts reads and the detail screen's sections take. */
export interface CmsPageDetail {
  pageKey: string;
  pageType: string;
  publishingState: PublishingState;
  /** When a scheduled page goes live (ISO instant); null otherwise. */
  publishAt: string | null;
  /** The settings' time zone, in which the schedule is read and written. */
  timeZone: string;
  localizations: Record<CmsLocale, CmsLocalizationCell | null>;
  /** The states the decider lets this page move to now. */
  allowedTransitions: PublishingState[];
  inLanguageMapping: boolean;
  /** Locales whose path the client routes now (live page, live localization). */
  routedLocales: CmsLocale[];
  /** Other pages with the same slug path: the route source would hold both. */
  conflicts: { locale: CmsLocale; pageKey: string; slugPath: string }[];
  /** The `:param` names of its addresses, and the constraints set on them. */
  parameters: string[];
  constraints: RouteConstraint[];
  /** Its /p/<code> shortlinks (read model). */
  shortlinks: PageShortlink[];
  streamId: string;
  version: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export type CmsFormName = "state" | CmsLocale | "constraints" | "shortlinks";

/** A refused form, shown again beside its section. */
export interface CmsFormFailure {
  form: CmsFormName;
  message?: string;
  issues?: Issue[];
  values?: { slugPath: string; status: string };
  /** What the routing panel's refused form held (param, kind, pattern, ref; or code, locale). */
  routingValues?: Record<string, string>;
}
