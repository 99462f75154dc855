import { CMS_LOCALES, type CmsLocale, LOCALIZATION_STATUSES, type PublishingState } from "../../../core/cms/events.ts";
import { instantToWallTime } from "../../../core/time-zone.ts";
import { CsrfField, describedBy, ErrorSummary, Field, fieldError, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import type { LoadedContent } from "./content-queries.ts";
import { CMS_LIST_PATH, cmsPagePath, LOCALE_NAMES } from "./list-page.tsx";
import type { CmsFormFailure, CmsFormName, CmsPageDetail } from "./page-detail.ts";
import { PublishCard } from "./publish-page.tsx";
import { RoutingPanel } from "./routing-panel.tsx";

/** Going live is the Publish section's, which says first what it changes; these are the other moves. */
const TRANSITION_LABELS: Record<Exclude<PublishingState, "live">, string> = {
  draft: "Back to draft",
  scheduled: "Schedule",
  archived: "Archive",
};

function Facts({ page }: { page: CmsPageDetail }) {
  return (
    <section className="card" aria-label="Page">
      <dl className="facts">
        <dt>Page key</dt>
        <dd>
          <code>{page.pageKey}</code>
        </dd>
        <dt>Type</dt>
        <dd>{page.pageType}</dd>
        <dt>Publishing state</dt>
        <dd>
          <StatusBadge status={page.publishingState} />
        </dd>
        <dt>Language mapping</dt>
        <dd>
          {page.inLanguageMapping
            ? "Yes: the language switch pairs its Bulgarian and English paths"
            : "No: it needs a live page, live localizations in both languages and no :parameter segment"}
        </dd>
        <dt>Created</dt>
        <dd>
          <Time value={page.createdAt} />
        </dd>
        <dt>Updated</dt>
        <dd>
          <Time value={page.updatedAt} />
        </dd>
        <dt>Event stream</dt>
        <dd>
          <a href={`/nimda/streams/${encodeURIComponent(page.streamId)}`}>{page.streamId}</a> (version {page.version})
        </dd>
      </dl>
    </section>
  );
}

/** The time a scheduled page goes live, as a wall-clock time of the settings' time zone. */
function ScheduleField({ page, failure }: { page: CmsPageDetail; failure?: CmsFormFailure }) {
  const error = fieldError(failure?.issues, "publishAt");
  return (
    <span className="field inline">
      <label htmlFor="cms-publish-at">{`Publish at (${page.timeZone})`}</label>
      <input
        id="cms-publish-at"
        name="publishAt"
        type="datetime-local"
        required
        defaultValue={page.publishAt ? instantToWallTime(new Date(page.publishAt), page.timeZone) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("cms-publish-at", undefined, error)}
      />
      {error ? (
        <small className="field-error" id="cms-publish-at-error">
          {error}
        </small>
      ) : null}
    </span>
  );
}

function Workflow({ page, csrfToken, failure }: { page: CmsPageDetail; csrfToken: string; failure?: CmsFormFailure }) {
  const moves = page.allowedTransitions.filter((to): to is Exclude<PublishingState, "live"> => to !== "live");
  return (
    <section className="card" aria-labelledby="cms-workflow">
      <h2 id="cms-workflow">Page state</h2>
      {failure ? <ErrorSummary issues={failure.issues} message={failure.message} /> : null}
      <p>
        Now <StatusBadge status={page.publishingState} />
        {page.publishingState === "live" ? " — shown on the site." : " — not shown on the site."}
        {page.publishAt ? (
          <>
            {" "}
            Goes live at <Time value={page.publishAt} />{" "}
            {`(${instantToWallTime(new Date(page.publishAt), page.timeZone)} ${page.timeZone}).`}
          </>
        ) : null}
      </p>
      {moves.length === 0 ? (
        <p className="muted">No other change of state is allowed from here.</p>
      ) : (
        <div className="actions">
          {moves.map((to) => (
            <form key={to} method="post" action={`${cmsPagePath(page.pageKey)}/state`} className="inline">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="to" value={to} />
              {to === "scheduled" ? <ScheduleField page={page} failure={failure} /> : null}
              <button type="submit" className={to === "archived" ? "danger" : "secondary"}>
                {TRANSITION_LABELS[to]}
              </button>
            </form>
          ))}
        </div>
      )}
    </section>
  );
}

function LocalizationForm({
  page,
  locale,
  csrfToken,
  failure,
}: {
  page: CmsPageDetail;
  locale: CmsLocale;
  csrfToken: string;
  failure?: CmsFormFailure;
}) {
  const current = page.localizations[locale];
  const values = failure?.values ?? { slugPath: current?.slugPath ?? "", status: current?.status ?? "draft" };
  const issues = failure?.issues;
  const slugId = `cms-${locale}-slugPath`;
  const statusId = `cms-${locale}-status`;
  const slugHint = locale === "en" ? "Starts with /en, e.g. /en/summer-deals" : "Starts with /, never /en";
  const slugError = fieldError(issues, "slugPath");
  const statusError = fieldError(issues, "status");
  const conflicts = page.conflicts.filter((c) => c.locale === locale);
  const headingId = `cms-${locale}-heading`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {LOCALE_NAMES[locale]} ({locale})
      </h2>
      {failure?.message || (issues && issues.length > 0) ? (
        <ErrorSummary issues={issues} message={failure?.message} />
      ) : null}
      <p>
        {current ? (
          <>
            <code>{current.slugPath}</code> <StatusBadge status={current.status} />{" "}
            {page.routedLocales.includes(locale) ? "· routed on the site" : "· not routed"}
          </>
        ) : (
          <span className="muted">Not localized yet.</span>
        )}
      </p>
      {conflicts.map((c) => (
        <p key={c.pageKey} className="field-error">
          Page <a href={cmsPagePath(c.pageKey)}>{c.pageKey}</a> uses the same path <code>{c.slugPath}</code>.
        </p>
      ))}
      <p>
        <a href={`${cmsPagePath(page.pageKey)}/content/${locale}`}>Edit the {LOCALE_NAMES[locale]} content and SEO</a>
      </p>
      <form method="post" action={`${cmsPagePath(page.pageKey)}/localizations/${locale}`}>
        <CsrfField token={csrfToken} />
        <Field id={slugId} label={`${LOCALE_NAMES[locale]} slug path`} hint={slugHint} error={slugError}>
          <input
            id={slugId}
            name="slugPath"
            lang={locale}
            defaultValue={values.slugPath}
            aria-invalid={slugError ? true : undefined}
            aria-describedby={describedBy(slugId, slugHint, slugError)}
          />
        </Field>
        <Field id={statusId} label={`${LOCALE_NAMES[locale]} status`} error={statusError}>
          <select
            id={statusId}
            name="status"
            defaultValue={values.status}
            aria-invalid={statusError ? true : undefined}
            aria-describedby={describedBy(statusId, undefined, statusError)}
          >
            {LOCALIZATION_STATUSES.filter((status) => status !== "live" || values.status === "live").map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </Field>
        <div className="actions">
          <button type="submit">Save {LOCALE_NAMES[locale]}</button>
        </div>
      </form>
    </section>
  );
}

export function CmsPageScreen({
  chrome,
  page,
  content,
  failure,
}: {
  chrome: AdminChrome;
  page: CmsPageDetail;
  /** Each language's content, for what the Publish section says. */
  content: Record<CmsLocale, LoadedContent>;
  failure?: CmsFormFailure;
}) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  const failureOf = (form: CmsFormName) => (failure?.form === form ? failure : undefined);
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={CMS_LIST_PATH}>All pages</a>
      </p>
      <PublishCard page={page} content={content} />
      <Facts page={page} />
      <Workflow page={page} csrfToken={csrfToken} failure={failureOf("state")} />
      <div className="side-by-side">
        {CMS_LOCALES.map((locale) => (
          <LocalizationForm
            key={locale}
            page={page}
            locale={locale}
            csrfToken={csrfToken}
            failure={failureOf(locale)}
          />
        ))}
      </div>
      <RoutingPanel
        page={page}
        csrfToken={csrfToken}
        constraintsFailure={failureOf("constraints")}
        shortlinksFailure={failureOf("shortlinks")}
      />
    </AdminLayout>
  );
}
