import { CMS_LOCALES } from "../../../core/cms/events.ts";
import { GENERATION_STATUSES, type GeneratorName } from "../../../core/content-generation/events.ts";
import { generationTargets } from "../../../core/content-generation/targets.ts";
import {
  ChoiceFilter,
  CsrfField,
  ErrorSummary,
  Field,
  fieldError,
  type Issue,
  StatusBadge,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import type { JobView } from "./queries.ts";

export const GENERATION_PATH = "/nimda/generation";

const LOCALE_LABELS = { bg: "Bulgarian", en: "English" } as const;
const TARGETS = generationTargets().map((t) => ({
  ...t,
  value: t.kind === "sight" ? `sight:${t.entity.iata}:${t.entity.sightSlug}` : `destination:${t.entity.iata}`,
}));

export interface RequestFormValues {
  target: string;
  locales: string[];
  generator: string;
}

export interface GenerationPageProps {
  chrome: AdminChrome;
  jobs: JobView[];
  counts: Record<string, number>;
  status?: string;
  generators: { default: GeneratorName; available: readonly GeneratorName[] };
  form?: RequestFormValues;
  issues?: Issue[];
  message?: string | null;
}

const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`);

function ActionButton({ action, label, token }: { action: string; label: string; token: string }) {
  return (
    <form method="post" action={action} className="inline">
      <CsrfField token={token} />
      <button type="submit" className="secondary">
        {label}
      </button>
    </form>
  );
}

function JobRow({ job, token }: { job: JobView; token: string }) {
  const base = `${GENERATION_PATH}/${job.jobId}`;
  return (
    <tr>
      <th scope="row">
        <code>{job.pageKey}</code>
        <br />
        <small className="muted">
          {job.kind} · {LOCALE_LABELS[job.locale]} · attempt {job.attempt}
        </small>
      </th>
      <td>
        <StatusBadge status={job.status} />
        {job.error ? (
          <>
            <br />
            <small className="field-error">{job.error}</small>
          </>
        ) : null}
      </td>
      <td>{job.generator}</td>
      <td>
        <Time value={job.requestedAt} />
        <br />
        <small className="muted">by {job.requestedBy}</small>
      </td>
      <td className="num">
        {seconds(job.waitMs)} / {seconds(job.runMs)}
      </td>
      <td>
        {job.draftSnapshot !== null ? (
          <a href={job.editorPath}>Draft snapshot {job.draftSnapshot}</a>
        ) : (
          <a href={job.editorPath}>Content editor</a>
        )}
      </td>
      <td>
        {job.canCancel ? <ActionButton action={`${base}/cancel`} label="Cancel" token={token} /> : null}
        {job.canRetry ? <ActionButton action={`${base}/retry`} label="Retry" token={token} /> : null}
      </td>
    </tr>
  );
}

function RequestForm(props: Pick<GenerationPageProps, "chrome" | "generators" | "form" | "issues" | "message">) {
  const { generators, form, issues } = props;
  const token = props.chrome.session?.csrfToken ?? "";
  const locales = form?.locales ?? [...CMS_LOCALES];
  return (
    <>
      <h2 id="request">Generate drafts</h2>
      <p className="muted">
        A draft lands on the entry's CMS page as a new content snapshot in draft, for review: never live. One job per
        page and language may be open at a time.
      </p>
      <ErrorSummary issues={issues} message={props.message} />
      <form method="post" action={GENERATION_PATH} className="stack">
        <CsrfField token={token} />
        <Field id="generation-target" label="Destination or sight" error={fieldError(issues, "target")}>
          <select id="generation-target" name="target" required defaultValue={form?.target ?? ""}>
            <option value="">Choose…</option>
            <optgroup label="Destinations">
              {TARGETS.filter((t) => t.kind === "destination").map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Sights">
              {TARGETS.filter((t) => t.kind === "sight").map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>
        <fieldset>
          <legend>Languages</legend>
          {CMS_LOCALES.map((locale) => (
            <label key={locale} className="check">
              <input type="checkbox" name="locales" value={locale} defaultChecked={locales.includes(locale)} />{" "}
              {LOCALE_LABELS[locale]}
            </label>
          ))}
          {fieldError(issues, "locales") ? (
            <small className="field-error">{fieldError(issues, "locales")}</small>
          ) : null}
        </fieldset>
        <Field id="generation-generator" label="Generator" error={fieldError(issues, "generator")}>
          <select id="generation-generator" name="generator" defaultValue={form?.generator || generators.default}>
            {generators.available.map((name) => (
              <option key={name} value={name}>
                {name === "builtin" ? "Built-in (our catalog, no account)" : "OpenAI-compatible chat API"}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <button type="submit">Generate</button>
        </div>
      </form>
    </>
  );
}

/** /nimda/generation: the generation log (the spec's sight-generation logs), its filter, and the request form. */
export function GenerationPage(props: GenerationPageProps) {
  const { chrome, jobs, counts, status } = props;
  const token = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">{GENERATION_STATUSES.map((s) => `${counts[s] ?? 0} ${s}`).join(" · ")}</p>
      <form className="filters" method="get" action={GENERATION_PATH}>
        <ChoiceFilter
          id="generation-status"
          name="status"
          label="Status"
          value={status}
          options={GENERATION_STATUSES}
        />
        <div className="field">
          <button type="submit">Filter</button>
        </div>
      </form>
      {jobs.length === 0 ? (
        <p className="muted">No generation jobs{status ? ` ${status}` : ""}.</p>
      ) : (
        <DataTable
          columns={[
            "Page",
            "Status",
            "Generator",
            "Requested",
            { label: "Wait / run", className: "num" },
            "Draft",
            "Action",
          ]}
          rows={jobs}
        >
          {(job) => <JobRow key={job.jobId} job={job} token={token} />}
        </DataTable>
      )}
      <RequestForm {...props} />
    </AdminLayout>
  );
}
