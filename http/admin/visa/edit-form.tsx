import {
  CONFIDENCE_LEVELS,
  REQUIREMENT_TYPES,
  VISA_RULE_FIELDS,
  type VisaRule,
  type VisaRuleField,
} from "../../../core/visa/rule.ts";
import { CsrfField, describedBy, Field, fieldError, type Issue } from "../shell/components.tsx";
import { VISA_FIELD_LABELS } from "./parts.tsx";

export const EDIT_FORM_KEYS = [...VISA_RULE_FIELDS, "lockFields", "comment"] as const;
/** The edit form as text, the way the browser sends it back; checkboxes are "true" or "false". */
export type EditFormValues = Record<VisaRuleField | "lockFields" | "comment", string>;

export function editValuesOf(rule: VisaRule | null): EditFormValues {
  return {
    requirementType: rule?.requirementType ?? "",
    visaFreeDays: rule?.visaFreeDays === null || rule?.visaFreeDays === undefined ? "" : String(rule.visaFreeDays),
    passportValidityMinDays:
      rule?.passportValidityMinDays === null || rule?.passportValidityMinDays === undefined
        ? ""
        : String(rule.passportValidityMinDays),
    notesBg: rule?.notesBg ?? "",
    notesEn: rule?.notesEn ?? "",
    sources: rule?.sources.join("\n") ?? "",
    confidenceLevel: rule?.confidenceLevel ?? "",
    needsReview: rule?.needsReview ? "true" : "false",
    idCardAccepted: rule?.idCardAccepted === true ? "true" : rule?.idCardAccepted === false ? "false" : "",
    verifiedOn: rule?.verifiedOn ?? "",
    lockFields: "false",
    comment: "",
  };
}

function Checkbox({ name, label, checked, hint }: { name: string; label: string; checked: boolean; hint?: string }) {
  const id = `edit-${name}`;
  return (
    <div className="field">
      <input type="hidden" name={name} value="false" />
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="true"
          defaultChecked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />{" "}
        {label}
      </label>
      {hint ? (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

/** Every field of the rule; the server works out which ones changed (and locks those when asked). */
export function EditRuleForm({
  countryCode,
  csrfToken,
  values,
  issues,
}: {
  countryCode: string;
  csrfToken: string;
  values: EditFormValues;
  issues?: Issue[];
}) {
  const error = (key: string) => fieldError(issues, `changes.${key}`) ?? fieldError(issues, key);
  const text = (key: "notesBg" | "notesEn" | "sources", hint?: string, lang?: string) => {
    const id = `edit-${key}`;
    return (
      <Field id={id} label={VISA_FIELD_LABELS[key]} hint={hint} error={error(key)}>
        <textarea
          id={id}
          name={key}
          rows={key === "sources" ? 3 : 4}
          lang={lang}
          defaultValue={values[key]}
          aria-invalid={error(key) ? true : undefined}
          aria-describedby={describedBy(id, hint, error(key))}
        />
      </Field>
    );
  };
  const days = (key: "visaFreeDays" | "passportValidityMinDays", hint: string) => {
    const id = `edit-${key}`;
    return (
      <Field id={id} label={VISA_FIELD_LABELS[key]} hint={hint} error={error(key)}>
        <input
          id={id}
          name={key}
          inputMode="numeric"
          defaultValue={values[key]}
          aria-invalid={error(key) ? true : undefined}
          aria-describedby={describedBy(id, hint, error(key))}
        />
      </Field>
    );
  };
  const choice = (key: "requirementType" | "confidenceLevel", options: readonly string[]) => {
    const id = `edit-${key}`;
    return (
      <Field id={id} label={VISA_FIELD_LABELS[key]} error={error(key)}>
        <select
          id={id}
          name={key}
          defaultValue={values[key]}
          aria-invalid={error(key) ? true : undefined}
          aria-describedby={describedBy(id, undefined, error(key))}
        >
          {values[key] === "" || !options.includes(values[key]) ? <option value="">Choose…</option> : null}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  return (
    <form method="post" action={`/nimda/visa/${countryCode}/edit`} className="card">
      <CsrfField token={csrfToken} />
      {choice("requirementType", REQUIREMENT_TYPES)}
      {days("visaFreeDays", "Whole days, 0-3650; empty when the rule names none.")}
      {days("passportValidityMinDays", "Whole days after entry, 0-3650; empty when the rule names none.")}
      {text("notesBg", undefined, "bg")}
      {text("notesEn", undefined, "en")}
      {text("sources", "One per line.")}
      <Field
        id="edit-idCardAccepted"
        label={VISA_FIELD_LABELS.idCardAccepted}
        hint="Whether a Bulgarian identity card is enough to enter, or a passport is needed."
        error={error("idCardAccepted")}
      >
        <select
          id="edit-idCardAccepted"
          name="idCardAccepted"
          defaultValue={values.idCardAccepted}
          aria-invalid={error("idCardAccepted") ? true : undefined}
          aria-describedby={describedBy("edit-idCardAccepted", "hint", error("idCardAccepted"))}
        >
          <option value="">Not known</option>
          <option value="true">Yes: an identity card is enough</option>
          <option value="false">No: a passport is needed</option>
        </select>
      </Field>
      <Field
        id="edit-verifiedOn"
        label={VISA_FIELD_LABELS.verifiedOn}
        hint="The day someone checked the rule against its sources (YYYY-MM-DD). The public page shows it, or your approval's date if later."
        error={error("verifiedOn")}
      >
        <input
          id="edit-verifiedOn"
          name="verifiedOn"
          type="date"
          defaultValue={values.verifiedOn}
          aria-invalid={error("verifiedOn") ? true : undefined}
          aria-describedby={describedBy("edit-verifiedOn", "hint", error("verifiedOn"))}
        />
      </Field>
      {choice("confidenceLevel", CONFIDENCE_LEVELS)}
      <Checkbox
        name="needsReview"
        label={VISA_FIELD_LABELS.needsReview}
        hint="For the editors only: the public page never shows it."
        checked={values.needsReview === "true"}
      />
      <Checkbox
        name="lockFields"
        label="Lock the changed fields against automated updates"
        hint="A manual override: later automated proposals keep your values for these fields."
        checked={values.lockFields === "true"}
      />
      <Field id="edit-comment" label="Comment (optional)" error={error("comment")}>
        <textarea
          id="edit-comment"
          name="comment"
          rows={2}
          defaultValue={values.comment}
          aria-describedby={describedBy("edit-comment", undefined, error("comment"))}
        />
      </Field>
      <div className="actions">
        <button type="submit">Save the rule</button>
      </div>
    </form>
  );
}
