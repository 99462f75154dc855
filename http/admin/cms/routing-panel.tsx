import { CMS_LOCALES } from "../../../core/cms/events.ts";
import { ROUTE_REFERENCES, ROUTE_VALIDATION_TYPES, type RouteConstraint } from "../../../core/cms/route-constraints.ts";
import { CsrfField, describedBy, ErrorSummary, Field, fieldError, Time } from "../shell/components.tsx";
import { cmsPagePath } from "./list-page.tsx";
import type { CmsFormFailure, CmsPageDetail } from "./page-detail.ts";

export const constraintsPath = (pageKey: string) => `${cmsPagePath(pageKey)}/constraints`;
export const shortlinksPath = (pageKey: string) => `${cmsPagePath(pageKey)}/shortlinks`;

function describe(constraint: RouteConstraint | undefined): string {
  if (!constraint) return "any segment";
  switch (constraint.kind) {
    case "regex":
      return `regex ${constraint.pattern}`;
    case "ref":
      return `the slug of a ${constraint.ref}`;
    default:
      return constraint.kind;
  }
}

function ConstraintRow({
  page,
  param,
  csrfToken,
  failure,
}: {
  page: CmsPageDetail;
  param: string;
  csrfToken: string;
  failure?: CmsFormFailure;
}) {
  const current = page.constraints.find((c) => c.param === param);
  const mine = failure?.routingValues?.param === param ? failure : undefined;
  const values = mine?.routingValues ?? {
    kind: current?.kind ?? "slug",
    pattern: current?.kind === "regex" ? current.pattern : "",
    ref: current?.kind === "ref" ? current.ref : "destination",
  };
  const id = (name: string) => `constraint-${param}-${name}`;
  const patternError = fieldError(mine?.issues, "pattern");
  const kindError = fieldError(mine?.issues, "kind");
  const patternHint = "For regex: the whole segment must match, e.g. [a-z]{2}-\\d+";
  return (
    <li>
      <p>
        <code>:{param}</code> — {describe(current)}
      </p>
      {mine ? <ErrorSummary issues={mine.issues} message={mine.message} /> : null}
      <form method="post" action={constraintsPath(page.pageKey)} className="inline">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="param" value={param} />
        <Field id={id("kind")} label="Validation" error={kindError}>
          <select id={id("kind")} name="kind" defaultValue={values.kind} aria-invalid={kindError ? true : undefined}>
            {ROUTE_VALIDATION_TYPES.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("pattern")} label="Pattern" hint={patternHint} error={patternError}>
          <input
            id={id("pattern")}
            name="pattern"
            maxLength={120}
            defaultValue={values.pattern}
            aria-invalid={patternError ? true : undefined}
            aria-describedby={describedBy(id("pattern"), patternHint, patternError)}
          />
        </Field>
        <Field id={id("ref")} label="Reference">
          <select id={id("ref")} name="ref" defaultValue={values.ref}>
            {ROUTE_REFERENCES.map((ref) => (
              <option key={ref} value={ref}>
                {ref}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit">Set constraint</button>
      </form>
      {current ? (
        <form
          method="post"
          action={`${constraintsPath(page.pageKey)}/${encodeURIComponent(param)}/delete`}
          className="inline"
        >
          <CsrfField token={csrfToken} />
          <button type="submit" className="danger" aria-label={`Remove the constraint on :${param}`}>
            Remove
          </button>
        </form>
      ) : null}
    </li>
  );
}

function Shortlinks({
  page,
  csrfToken,
  failure,
}: {
  page: CmsPageDetail;
  csrfToken: string;
  failure?: CmsFormFailure;
}) {
  const values = failure?.routingValues ?? { code: "", locale: "bg" };
  const codeError = fieldError(failure?.issues, "code");
  const localeError = fieldError(failure?.issues, "locale");
  const codeHint = "1-12 lowercase letters, digits or dashes";
  return (
    <section className="card" aria-labelledby="cms-shortlinks">
      <h2 id="cms-shortlinks">Shortlinks</h2>
      {failure ? <ErrorSummary issues={failure.issues} message={failure.message} /> : null}
      {page.shortlinks.length === 0 ? (
        <p className="muted">No shortlinks lead here.</p>
      ) : (
        <ul>
          {page.shortlinks.map((link) => (
            <li key={link.code}>
              <a href={`/p/${link.code}`}>/p/{link.code}</a> ({link.locale}, since <Time value={link.createdAt} />){" "}
              <form
                method="post"
                action={`${shortlinksPath(page.pageKey)}/${encodeURIComponent(link.code)}/delete`}
                className="inline"
              >
                <CsrfField token={csrfToken} />
                <button type="submit" className="danger" aria-label={`Remove /p/${link.code}`}>
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={shortlinksPath(page.pageKey)}>
        <CsrfField token={csrfToken} />
        <Field id="shortlink-code" label="Code" hint={codeHint} error={codeError}>
          <input
            id="shortlink-code"
            name="code"
            maxLength={12}
            defaultValue={values.code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={describedBy("shortlink-code", codeHint, codeError)}
          />
        </Field>
        <Field id="shortlink-locale" label="Language" error={localeError}>
          <select id="shortlink-locale" name="locale" defaultValue={values.locale}>
            {CMS_LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {locale === "bg" ? "Bulgarian" : "English"}
              </option>
            ))}
          </select>
        </Field>
        <div className="actions">
          <button type="submit">Add shortlink</button>
        </div>
      </form>
    </section>
  );
}

/** Where the page answers: what its `:param` segments accept, and the shortlinks that lead to it. */
export function RoutingPanel({
  page,
  csrfToken,
  constraintsFailure,
  shortlinksFailure,
}: {
  page: CmsPageDetail;
  csrfToken: string;
  constraintsFailure?: CmsFormFailure;
  shortlinksFailure?: CmsFormFailure;
}) {
  const unmatched = constraintsFailure && !page.parameters.includes(constraintsFailure.routingValues?.param ?? "");
  return (
    <div className="side-by-side">
      <section className="card" aria-labelledby="cms-constraints">
        <h2 id="cms-constraints">Route constraints</h2>
        {unmatched ? <ErrorSummary issues={constraintsFailure.issues} message={constraintsFailure.message} /> : null}
        {page.parameters.length === 0 ? (
          <p className="muted">The page's addresses have no :parameter segment.</p>
        ) : (
          <ul>
            {page.parameters.map((param) => (
              <ConstraintRow key={param} page={page} param={param} csrfToken={csrfToken} failure={constraintsFailure} />
            ))}
          </ul>
        )}
      </section>
      <Shortlinks page={page} csrfToken={csrfToken} failure={shortlinksFailure} />
    </div>
  );
}
