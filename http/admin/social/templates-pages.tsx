import {
  POST_LANGUAGES,
  type PostTemplate,
  TEMPLATE_STATUSES,
  type TemplateStatus,
} from "../../../core/social/events.ts";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../../core/social/publisher.ts";
import { PLACEHOLDERS } from "../../../core/social/render.ts";
import {
  ChoiceFilter,
  CsrfField,
  ErrorSummary,
  fieldError,
  type Issue,
  StatusBadge,
  TextView,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import {
  LANGUAGE_LABELS,
  networkLabel,
  SelectControl,
  SOCIAL_PATH,
  SocialLinks,
  TextAreaControl,
  TextControl,
} from "./parts.tsx";

const TEMPLATES_PATH = `${SOCIAL_PATH}/templates`;

export interface TemplateRow extends PostTemplate {
  status: TemplateStatus;
  updatedAt: Date;
}

export type TemplateFormValues = Omit<PostTemplate, "templateId">;

export interface TemplatePreview {
  network: SocialNetwork;
  text: string;
}

const firstLine = (body: string) => {
  const line = body.split("\n")[0] ?? "";
  return line.length > 100 ? `${line.slice(0, 100)}…` : line;
};

export function TemplateListPage({
  chrome,
  rows,
  status,
  issues,
}: {
  chrome: AdminChrome;
  rows: TemplateRow[];
  status?: TemplateStatus;
  issues?: Issue[];
}) {
  return (
    <AdminLayout chrome={chrome}>
      <SocialLinks />
      <ErrorSummary issues={issues} />
      <p>
        Posts use the newest published template of the account's network and language; a network's own template wins
        over one for any network, and with none the built-in default is used.
      </p>
      <p>
        <a className="button" href={`${TEMPLATES_PATH}/new`}>
          New template
        </a>
      </p>
      <form method="get" action={TEMPLATES_PATH} className="filters">
        <ChoiceFilter
          id="template-status-filter"
          name="status"
          label="Status"
          value={status}
          options={TEMPLATE_STATUSES}
        />
        <div className="field">
          <button type="submit">Filter</button>
        </div>
      </form>
      <DataTable
        columns={["Name", "Network", "Language", "Status", "Body", "Updated"]}
        rows={rows}
        empty="No templates match."
      >
        {(row) => (
          <tr key={row.templateId}>
            <td>
              <a href={`${TEMPLATES_PATH}/${row.templateId}`}>{row.name}</a>
            </td>
            <td>{networkLabel(row.network)}</td>
            <td>{row.language}</td>
            <td>
              <StatusBadge status={row.status} />
            </td>
            <td lang={row.language}>{firstLine(row.body)}</td>
            <td>
              <Time value={row.updatedAt} />
            </td>
          </tr>
        )}
      </DataTable>
    </AdminLayout>
  );
}

const TRANSITION_LABELS: Record<TemplateStatus, string> = {
  published: "Publish",
  draft: "Move back to draft",
  archived: "Archive",
};

function StatusForms({ templateId, status, transitions, csrfToken }: StatusProps & { csrfToken: string }) {
  return (
    <section className="card" aria-label="Status">
      <p>
        Status: <StatusBadge status={status} />
        {status === "archived" ? " · move it back to draft to edit it" : null}
      </p>
      <div className="actions">
        {transitions.map((to) => (
          <form key={to} method="post" action={`${TEMPLATES_PATH}/${templateId}/status`} className="inline">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="to" value={to} />
            <button type="submit" className={to === "archived" ? "danger" : "secondary"}>
              {TRANSITION_LABELS[to]}
            </button>
          </form>
        ))}
      </div>
    </section>
  );
}

interface StatusProps {
  templateId: string;
  status: TemplateStatus;
  transitions: readonly TemplateStatus[];
}

export interface TemplateFormPageProps {
  chrome: AdminChrome;
  /** Absent for a new template. */
  template?: StatusProps;
  values: TemplateFormValues;
  previews: TemplatePreview[];
  issues?: Issue[];
  message?: string | null;
}

export function TemplateFormPage({ chrome, template, values, previews, issues, message }: TemplateFormPageProps) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  const error = (path: string) => fieldError(issues, path);
  return (
    <AdminLayout chrome={chrome}>
      <SocialLinks />
      <p>
        <a href={TEMPLATES_PATH}>All templates</a>
        {template ? (
          <>
            {" "}
            · <a href={`/nimda/streams/posttemplate-${template.templateId}`}>history</a>
          </>
        ) : null}
      </p>
      <ErrorSummary issues={issues} message={issues?.length ? null : message} />
      {template ? <StatusForms {...template} csrfToken={csrfToken} /> : null}
      <div className="side-by-side">
        <form method="post" action={`${TEMPLATES_PATH}/${template?.templateId ?? "new"}`} className="card">
          <CsrfField token={csrfToken} />
          <TextControl id="template-name" name="name" label="Name" value={values.name} error={error("name")} />
          <SelectControl
            id="template-network"
            name="network"
            label="Network"
            value={values.network}
            error={error("network")}
            options={["any", ...SOCIAL_NETWORKS].map((n) => ({ value: n, label: networkLabel(n) }))}
          />
          <SelectControl
            id="template-language"
            name="language"
            label="Language"
            value={values.language}
            error={error("language")}
            options={POST_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
          />
          <TextAreaControl
            id="template-body"
            name="body"
            label="Body"
            rows={8}
            hint="Up to 2000 characters; must contain {url}. On X a long text loses words before the link."
            value={values.body}
            error={error("body")}
          />
          <div className="actions">
            <button type="submit">{template ? "Save" : "Create draft"}</button>
            <button type="submit" name="intent" value="preview" className="secondary">
              Preview without saving
            </button>
          </div>
        </form>
        <section className="card" aria-labelledby="placeholders-heading">
          <h2 id="placeholders-heading">Placeholders</h2>
          <p className="muted">Filled from the deal, formatted in the template's language.</p>
          <ul>
            {PLACEHOLDERS.map((name) => (
              <li key={name}>
                <code>{`{${name}}`}</code>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <h2>Preview</h2>
      <p className="muted">A sample deal, Sofia → London, rendered in the template's language.</p>
      {previews.map((preview) => (
        <div key={preview.network}>
          <h3>{networkLabel(preview.network)}</h3>
          <TextView text={preview.text} label={`Preview on ${networkLabel(preview.network)}`} />
        </div>
      ))}
    </AdminLayout>
  );
}
