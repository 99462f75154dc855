import { type ContactFormType, CUSTOMER_CATEGORIES, PARTNER_CATEGORIES } from "../../../core/contact/categories.ts";
import { CONTACT_STATUSES, type ContactStatus } from "../../../core/contact/events.ts";
import { formsEn } from "../../../ui/i18n/sections/forms.ts";
import { ChoiceFilter, ErrorSummary, type Issue, PageNumbers, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";

export const CONTACT_PATH = "/nimda/contact";

const CATEGORY_LABELS: Record<ContactFormType, Record<string, string>> = {
  customer: formsEn.contact.customerCategories,
  partner: formsEn.contact.partnerCategories,
};

/** The English label the public form shows; an unknown category (a retired one) as its code. */
export function categoryLabel(formType: ContactFormType, category: string): string {
  return CATEGORY_LABELS[formType]?.[category] ?? category;
}

export const FORM_LABELS: Record<ContactFormType, string> = { customer: "Customer", partner: "Partner" };

export interface ContactListRow {
  requestId: string;
  formType: ContactFormType;
  category: string;
  categoryLabel: string;
  language: "bg" | "en";
  status: ContactStatus;
  piiDeleted: boolean;
  name: string | null;
  email: string | null;
  /** The message's first ~80 characters on one line. */
  excerpt: string | null;
  receivedAt: Date;
}

export interface ContactListData {
  rows: ContactListRow[];
  total: number;
  page: number;
  pageSize: number;
}

type Query = { status?: string; form?: string; category?: string };

const categoryOptions = (formType: ContactFormType, categories: readonly string[]) =>
  categories.map((category) => ({
    value: category,
    label: `${categoryLabel(formType, category)} (${FORM_LABELS[formType].toLowerCase()})`,
  }));

// "other" is in both forms and filters both, so the partner list leaves it to the customer one
const CATEGORY_OPTIONS = [
  ...categoryOptions("customer", CUSTOMER_CATEGORIES).map((o) =>
    o.value === "other" ? { ...o, label: "Other (either form)" } : o,
  ),
  ...categoryOptions(
    "partner",
    PARTNER_CATEGORIES.filter((category) => category !== "other"),
  ),
];

function Filters({ query }: { query: Query }) {
  return (
    <form method="get" action={CONTACT_PATH} className="filters">
      <ChoiceFilter
        id="contact-status"
        name="status"
        label="Status"
        value={query.status}
        options={CONTACT_STATUSES.map((status) => ({ value: status, label: status }))}
      />
      <ChoiceFilter
        id="contact-form"
        name="form"
        label="Form"
        value={query.form}
        options={[
          { value: "customer", label: FORM_LABELS.customer },
          { value: "partner", label: FORM_LABELS.partner },
        ]}
      />
      <ChoiceFilter
        id="contact-category"
        name="category"
        label="Category"
        value={query.category}
        options={CATEGORY_OPTIONS}
      />
      <div className="field">
        <button type="submit">Filter</button>
      </div>
    </form>
  );
}

function Sender({ row }: { row: ContactListRow }) {
  if (row.piiDeleted || row.email === null) return <span className="muted">erased</span>;
  return (
    <>
      {row.name}
      <div className="muted" style={{ overflowWrap: "anywhere" }}>
        {row.email}
      </div>
    </>
  );
}

export function ContactListPage({
  chrome,
  data,
  query,
  issues,
}: {
  chrome: AdminChrome;
  data: ContactListData;
  query: Query;
  issues?: Issue[];
}) {
  return (
    <AdminLayout chrome={chrome}>
      <ErrorSummary issues={issues} />
      <Filters query={query} />
      <DataTable
        columns={["Received", "Form", "Category", "Language", "Sender", "Message", "Status"]}
        rows={data.rows}
        empty="No contact requests match."
      >
        {(row) => (
          <tr key={row.requestId}>
            <td>
              <a href={`${CONTACT_PATH}/${row.requestId}`}>
                <Time value={row.receivedAt} />
              </a>
            </td>
            <td>{FORM_LABELS[row.formType]}</td>
            <td>{row.categoryLabel}</td>
            <td>{row.language}</td>
            <td>
              <Sender row={row} />
            </td>
            <td>{row.excerpt ?? <span className="muted">erased</span>}</td>
            <td>
              <StatusBadge status={row.status} />
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={CONTACT_PATH} query={query} page={data.page} pageSize={data.pageSize} total={data.total} />
    </AdminLayout>
  );
}
