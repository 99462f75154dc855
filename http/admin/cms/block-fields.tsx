import { DEAL_COLLECTIONS } from "../../../core/cms/content-blocks.ts";
import { describedBy, Field, fieldError, type Issue } from "../shell/components.tsx";
import { BLOCK_FIELDS, type BlockField, type BlockFormValues, NEW_BLOCK } from "./content-form.ts";

/** Every field but the type and the position, which the new block's fieldset has of its own. */
const NEW_BLOCK_FIELDS = BLOCK_FIELDS.filter((field) => field !== "type" && field !== "position");

export const BLOCK_TYPES = [
  { value: "text", label: "Heading and text" },
  { value: "picture", label: "Picture" },
  { value: "deals", label: "Deals by filter" },
  { value: "faq", label: "Questions and answers" },
  { value: "cta", label: "Call to action (button)" },
] as const;

const FIELDS_OF_TYPE: Record<string, BlockField[]> = {
  text: ["heading", "body"],
  picture: ["mediaId", "alt"],
  deals: ["heading", "from", "to", "maxPriceEur", "collection", "limit"],
  faq: ["faq"],
  cta: ["label", "href"],
};

const LABELS: Partial<Record<BlockField, { label: string; hint?: string }>> = {
  heading: { label: "Heading", hint: "The first text block's heading is the page's title." },
  body: {
    label: "Text",
    hint: "Paragraphs and emphasis as HTML: p, h2-h4, strong, em, ul, ol, li, blockquote, a. Anything else, scripts included, is removed. {param} names an address parameter.",
  },
  mediaId: { label: "Picture", hint: "A picture from Media (/nimda/media): its id." },
  alt: { label: "Alt text", hint: "What the picture shows, for people who cannot see it." },
  from: { label: "From airport", hint: "SOF, VAR, BOJ or PDV; empty for any." },
  to: { label: "To (destination IATA)", hint: "Empty: any, or the destination the address names." },
  maxPriceEur: { label: "Highest price (€)", hint: "In euro, as the site shows prices first; empty for any price." },
  collection: { label: "Collection" },
  limit: { label: "How many deals", hint: "1-24" },
  faq: { label: "Questions and answers", hint: "Q: the question, then A: the answer; a blank line between questions." },
  label: { label: "Button text" },
  href: { label: "Link", hint: "A path on this site (/nai-dobrite-samoletni-sdelki-dnes) or an https address." },
};

function Control({
  prefix,
  field,
  values,
  issues,
}: {
  prefix: string;
  field: BlockField;
  values: BlockFormValues;
  issues?: Issue[];
}) {
  const id = `${prefix}-${field}`;
  const { label, hint: fieldHint } = LABELS[field] ?? { label: field };
  // only a text block's heading titles the page
  const hint = field === "heading" && values.type !== "text" && values.type !== "" ? undefined : fieldHint;
  const error = fieldError(issues, id);
  const common = {
    id,
    name: id,
    defaultValue: values[field],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {field === "body" || field === "faq" ? (
        <textarea {...common} rows={field === "body" ? 8 : 6} />
      ) : field === "collection" ? (
        <select {...common}>
          <option value="">All live deals</option>
          {DEAL_COLLECTIONS.map((name) => (
            <option key={name} value={name}>
              {name.replace("_", " ")}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          inputMode={field === "maxPriceEur" ? "decimal" : field === "limit" ? "numeric" : undefined}
        />
      )}
    </Field>
  );
}

/** One saved block: its fields, its position and a box to remove it. */
export function BlockFieldset({ row, values, issues }: { row: number; values: BlockFormValues; issues?: Issue[] }) {
  const prefix = `block-${row}`;
  const typeName = BLOCK_TYPES.find((type) => type.value === values.type)?.label ?? values.type;
  const typeError = fieldError(issues, `${prefix}-type`);
  return (
    <fieldset className="card block-fieldset" data-testid="content-block">
      <legend>
        {row + 1}. {typeName}
      </legend>
      <input type="hidden" name={`${prefix}-type`} value={values.type} />
      {typeError ? <p className="field-error">{typeError}</p> : null}
      {(FIELDS_OF_TYPE[values.type] ?? []).map((field) => (
        <Control key={field} prefix={prefix} field={field} values={values} issues={issues} />
      ))}
      <div className="inline-fields">
        <Field id={`${prefix}-position`} label="Position">
          <input
            id={`${prefix}-position`}
            name={`${prefix}-position`}
            inputMode="decimal"
            size={4}
            defaultValue={values.position || String(row + 1)}
          />
        </Field>
        <label className="checkbox">
          <input type="checkbox" name={`${prefix}-remove`} value="1" defaultChecked={values.remove} /> Remove this block
        </label>
      </div>
    </fieldset>
  );
}

/** The block added on this save: a type and every field, of which the type's are read. */
export function NewBlockFieldset({
  values,
  issues,
  open = false,
}: {
  values?: BlockFormValues;
  issues?: Issue[];
  /** Open from the start (a page without blocks yet). */
  open?: boolean;
}) {
  const prefix = `block-${NEW_BLOCK}`;
  const empty = values ?? ({ type: "", remove: false } as BlockFormValues);
  return (
    <details className="card" open={open || Boolean(values?.type)}>
      <summary>Add a block</summary>
      <Field id={`${prefix}-type`} label="Type" hint="Fill in the fields of that type; the others are ignored.">
        <select id={`${prefix}-type`} name={`${prefix}-type`} defaultValue={empty.type}>
          <option value="">(no new block)</option>
          {BLOCK_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
      </Field>
      {NEW_BLOCK_FIELDS.map((field) => (
        <Control
          key={field}
          prefix={prefix}
          field={field}
          values={{ ...empty, [field]: empty[field] ?? "" }}
          issues={issues}
        />
      ))}
    </details>
  );
}
