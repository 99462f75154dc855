import { CMS_LOCALES, type CmsLocale } from "../../../core/cms/events.ts";
import type {
  PublicationBlocker,
  PublicationNote,
  PublicationPlan,
  PublicationStep,
} from "../../../core/cms/publication.ts";
import { CsrfField, ErrorSummary, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import type { LoadedContent } from "./content-queries.ts";
import { cmsPagePath, LOCALE_NAMES } from "./list-page.tsx";
import { hiddenReasons, type PageVisibility } from "./publication.ts";

export const publishPath = (pageKey: string) => `${cmsPagePath(pageKey)}/publish`;

function contentText(content: LoadedContent): string {
  const { current, status, live } = content.state;
  if (current === null) return "no content yet";
  if (status === "live") return `version ${live} published`;
  const latest = status === "review" ? `version ${current} in review` : `draft version ${current}`;
  return `${latest}, ${live === null ? "nothing published yet" : `version ${live} published`}`;
}

/** The detail screen's first section: each language, shown or why not, and the one Publish. */
export function PublishCard({
  page,
  content,
}: {
  /** The detail screen's CmsPageDetail has these. */
  page: PageVisibility & { pageKey: string };
  content: Record<CmsLocale, LoadedContent>;
}) {
  return (
    <section className="card" aria-labelledby="cms-publish">
      <h2 id="cms-publish">Publish</h2>
      <form method="get" action={publishPath(page.pageKey)}>
        <fieldset>
          <legend>Languages to show on the site</legend>
          {CMS_LOCALES.map((locale) => {
            const localization = page.localizations[locale];
            const hidden = localization ? hiddenReasons(page, locale, "its address") : ["it has no address"];
            return (
              <label key={locale} className="check">
                <input
                  type="checkbox"
                  name="locale"
                  value={locale}
                  defaultChecked={Boolean(localization)}
                  disabled={!localization}
                />{" "}
                <strong>{LOCALE_NAMES[locale]}</strong> {localization ? <code>{localization.slugPath}</code> : null}
                {" · "}
                {hidden.length === 0 ? (
                  <StatusBadge status="live" />
                ) : (
                  <span>{`not shown: ${hidden.join(" and ")}`}</span>
                )}
                {" · "}
                <span className="muted">{`content: ${contentText(content[locale])}`}</span>
              </label>
            );
          })}
        </fieldset>
        <div className="actions">
          <button type="submit">Review what publishing changes</button>
        </div>
      </form>
    </section>
  );
}

function stepText(step: PublicationStep): string {
  switch (step.kind) {
    case "content":
      return `${LOCALE_NAMES[step.locale]} content: version ${step.snapshot} is published${
        step.replaces === null ? " (its first publication)" : `, replacing version ${step.replaces}`
      }.`;
    case "address":
      return `${LOCALE_NAMES[step.locale]} address ${step.slugPath}: ${step.from} → live.`;
    case "page":
      return `The page: ${step.from} → live${step.publishAt ? ", now instead of at its scheduled time" : ""}.`;
  }
}

function noteText(note: PublicationNote): string {
  switch (note.kind) {
    case "shown": {
      const what =
        note.snapshot === null
          ? "with no content blocks (none has been published)"
          : `with content version ${note.snapshot}`;
      return note.chosen
        ? `The site shows ${note.slugPath} in ${LOCALE_NAMES[note.locale]}, ${what}.`
        : `Also shown: ${note.slugPath} in ${LOCALE_NAMES[note.locale]}, not chosen but its address is already live, ${what}.`;
    }
    case "unreviewed":
      return `${LOCALE_NAMES[note.locale]} content version ${note.snapshot} is a draft nobody has sent to review: it is not published${
        note.live === null ? "." : `; the site keeps version ${note.live}.`
      }`;
    case "hidden":
      return `${LOCALE_NAMES[note.locale]}: not chosen, stays off the site.`;
  }
}

function blockerText(blocker: PublicationBlocker): string {
  switch (blocker.kind) {
    case "no_language":
      return "Choose at least one language.";
    case "no_address":
      return `${LOCALE_NAMES[blocker.locale]} has no address yet: give it one on the page's screen first.`;
    case "no_content":
      return `${LOCALE_NAMES[blocker.locale]} has no content published or in review, so its address would answer 404: send its content to review first, or leave ${LOCALE_NAMES[blocker.locale]} out.`;
  }
}

export interface PublishReviewProps {
  chrome: AdminChrome;
  pageKey: string;
  plan: PublicationPlan;
  clashes: string[];
  fingerprint: string;
  /** Why the review is shown again instead of publishing (the page changed meanwhile). */
  message?: string;
}

/** The one Publish, spelled out before it happens: every change, then what the site shows. */
export function PublishReviewScreen({ chrome, pageKey, plan, clashes, fingerprint, message }: PublishReviewProps) {
  const problems = [...plan.blockers.map(blockerText), ...clashes];
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={cmsPagePath(pageKey)}>Back to the page {pageKey}</a>
      </p>
      <section className="card" aria-labelledby="publish-changes">
        <h2 id="publish-changes">What publishing changes</h2>
        <ErrorSummary
          message={message ?? (problems.length > 0 ? "This cannot be published yet:" : null)}
          issues={problems.map((text) => ({ path: "", message: text }))}
        />
        {plan.steps.length === 0 ? (
          <p>Nothing changes: the chosen languages are shown already, with their latest reviewed content.</p>
        ) : (
          <ol data-testid="publish-steps">
            {plan.steps.map((step) => (
              <li key={`${step.kind}-${"locale" in step ? step.locale : "page"}`}>
                {stepText(step)}
                {step.kind === "page" && step.publishAt ? (
                  <>
                    {" "}
                    (It was scheduled for <Time value={step.publishAt} />
                    .)
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <h3>Then</h3>
        <ul data-testid="publish-notes">
          {plan.notes.map((note) => (
            <li key={`${note.kind}-${note.locale}`}>{noteText(note)}</li>
          ))}
        </ul>
        {problems.length === 0 && plan.steps.length > 0 ? (
          <form method="post" action={publishPath(pageKey)}>
            <CsrfField token={chrome.session?.csrfToken ?? ""} />
            <input type="hidden" name="reviewed" value={fingerprint} />
            {plan.locales.map((locale) => (
              <input key={locale} type="hidden" name="locale" value={locale} />
            ))}
            <div className="actions">
              <button type="submit">Publish</button>
              <a className="button secondary" href={cmsPagePath(pageKey)}>
                Cancel
              </a>
            </div>
          </form>
        ) : null}
      </section>
    </AdminLayout>
  );
}
