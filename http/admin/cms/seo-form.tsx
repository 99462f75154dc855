import type { PageSeo } from "../../../core/cms/seo.ts";
import type { Issue } from "../shell/components.tsx";
import { CsrfField, describedBy, ErrorSummary, Field, fieldError } from "../shell/components.tsx";

export interface SeoFormProps {
  /** Where the form posts: the editor's `/seo`. */
  action: string;
  /** The language's name, for the heading. */
  language: string;
  seo: PageSeo | null;
  /** The fields as sent, when they were refused. */
  seoValues?: Record<string, string>;
  failure?: { message?: string; issues?: Issue[] };
}

const FIELDS = [
  {
    name: "title",
    label: "Title",
    hint: "At most 120 characters; {{snippet}} inserts a snippet. Empty: the screen's own.",
  },
  { name: "description", label: "Description", hint: "At most 320 characters. Empty: the screen's own." },
  { name: "ogMediaId", label: "Sharing picture", hint: "A picture id from Media; empty: the screen's own." },
  {
    name: "canonical",
    label: "Canonical address",
    hint: "A path on this site or an https address; empty: the page's own.",
  },
] as const;

/** The page's search and sharing details in this language. */
export function SeoForm({ props, csrf }: { props: SeoFormProps; csrf: string }) {
  const { failure, seo } = props;
  const values: Record<string, string> = props.seoValues ?? {
    title: seo?.title ?? "",
    description: seo?.description ?? "",
    ogMediaId: seo?.ogMediaId ?? "",
    canonical: seo?.canonical ?? "",
    noindex: seo?.noindex ? "on" : "",
  };
  return (
    <section className="card" aria-labelledby="content-seo">
      <h2 id="content-seo">Search and sharing ({props.language})</h2>
      {failure ? <ErrorSummary issues={failure.issues} message={failure.message} /> : null}
      <form method="post" action={props.action}>
        <CsrfField token={csrf} />
        {FIELDS.map(({ name, label, hint }) => {
          const id = `seo-${name}`;
          const error = fieldError(failure?.issues, name);
          return (
            <Field key={name} id={id} label={label} hint={hint} error={error}>
              {name === "description" ? (
                <textarea
                  id={id}
                  name={name}
                  rows={3}
                  defaultValue={values[name]}
                  aria-describedby={describedBy(id, hint, error)}
                />
              ) : (
                <input
                  id={id}
                  name={name}
                  defaultValue={values[name]}
                  aria-describedby={describedBy(id, hint, error)}
                />
              )}
            </Field>
          );
        })}
        <label className="checkbox">
          <input type="checkbox" name="noindex" defaultChecked={values.noindex === "on"} /> Keep this page out of search
          engines and the sitemap (noindex)
        </label>
        <div className="actions">
          <button type="submit">Save search and sharing</button>
        </div>
      </form>
    </section>
  );
}
