import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { EMAIL_MAX_LENGTH } from "../../core/constants.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { pathFor } from "../route-table.ts";
import type { ErrorKey, FieldErrors } from "./form-state.ts";

/** Ids that tie a field to its label and its error message. */
const errorId = (name: string) => `${name}-error`;
const hintId = (name: string) => `${name}-hint`;

function describedBy(name: string, error: boolean, hint: boolean): string | undefined {
  const ids = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The translated message under a field, announced by screen readers as the field's description. */
export function FieldError({ name, errors }: { name: string; errors: FieldErrors }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const key = errors[name];
  if (!key) return null;
  return (
    <p className="form-field__error" id={errorId(name)}>
      {forms.errors[key]}
    </p>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  errors: FieldErrors;
  defaultValue?: string;
  type?: "text" | "email" | "url";
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  hint?: string;
  multiline?: boolean;
}

/**
 * A labelled input (or textarea). Browser validation is off (the forms carry noValidate), so
 * every visitor sees the same messages, the server's, beside the field.
 */
export function TextField(props: TextFieldProps) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const { name, errors, hint } = props;
  const invalid = Boolean(errors[name]);
  const common = {
    id: name,
    name,
    defaultValue: props.defaultValue ?? "",
    maxLength: props.maxLength,
    autoComplete: props.autoComplete,
    "aria-invalid": invalid || undefined,
    "aria-required": props.required || undefined,
    "aria-describedby": describedBy(name, invalid, Boolean(hint)),
  };
  return (
    <div className={`form-field${invalid ? " form-field--invalid" : ""}`}>
      <label htmlFor={name}>
        {props.label}
        {!props.required && <span className="form-field__optional"> {forms.common.optional}</span>}
      </label>
      {hint && (
        <p className="form-field__hint" id={hintId(name)}>
          {hint}
        </p>
      )}
      {props.multiline ? <textarea rows={7} {...common} /> : <input type={props.type ?? "text"} {...common} />}
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/** A form's own page: its title and lead in the hero, then the form's column. */
export function FormPage({ title, lead, children }: { title: string; lead?: string | null; children: ReactNode }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{title}</h1>
          {lead ? <p className="lead">{lead}</p> : null}
        </div>
      </section>
      <div className="container">
        <div className="form-page">{children}</div>
      </div>
    </>
  );
}

/** The required consent checkbox, its label the form's consent sentence with the privacy link. */
export function ConsentField({
  name = "consent",
  template,
  errors,
  defaultChecked,
}: {
  name?: string;
  template: string;
  errors: FieldErrors;
  defaultChecked?: boolean;
}) {
  return (
    <CheckboxField
      name={name}
      label={<ConsentText template={template} />}
      errors={errors}
      defaultChecked={defaultChecked}
      required
    />
  );
}

/** The visitor's e-mail address: the same field, limit and autocomplete on every form. */
export function EmailField({
  label,
  errors,
  defaultValue,
}: {
  label: string;
  errors: FieldErrors;
  defaultValue?: string;
}) {
  return (
    <TextField
      name="email"
      type="email"
      label={label}
      autoComplete="email"
      required
      maxLength={EMAIL_MAX_LENGTH}
      errors={errors}
      defaultValue={defaultValue}
    />
  );
}

/** What went wrong with the whole form (not one field), announced at once; nothing when nothing did. */
export function FormError({ error }: { error: ErrorKey | null | undefined }) {
  const { lang } = useLanguage();
  if (!error) return null;
  return (
    <p className="form-alert form-alert--error" role="alert">
      {formsCopy(lang).errors[error]}
    </p>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  placeholder?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  errors: FieldErrors;
  defaultValue?: string;
  required?: boolean;
}) {
  const { name, errors } = props;
  const invalid = Boolean(errors[name]);
  return (
    <div className={`form-field${invalid ? " form-field--invalid" : ""}`}>
      <label htmlFor={name}>{props.label}</label>
      <select
        id={name}
        name={name}
        defaultValue={props.defaultValue ?? ""}
        aria-invalid={invalid || undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(name, invalid, false)}
      >
        {props.placeholder && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  );
}

export function CheckboxField(props: {
  name: string;
  label: ReactNode;
  errors: FieldErrors;
  defaultChecked?: boolean;
  required?: boolean;
}) {
  const { name, errors } = props;
  const invalid = Boolean(errors[name]);
  return (
    <div className={`form-check${invalid ? " form-field--invalid" : ""}`}>
      <input
        type="checkbox"
        id={name}
        name={name}
        defaultChecked={props.defaultChecked}
        aria-invalid={invalid || undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(name, invalid, false)}
      />
      <label htmlFor={name}>{props.label}</label>
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/** A consent sentence whose `{privacy}` becomes a link to the privacy policy. */
export function ConsentText({ template }: { template: string }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const [before, after = ""] = template.split("{privacy}");
  return (
    <>
      {before}
      <Link to={pathFor("privacy", lang)} target="_blank" rel="noopener">
        {forms.common.privacyLink}
      </Link>
      {after}
    </>
  );
}

/**
 * An optional file input. A browser never fills one in again, so after a refused submission
 * `again` says which file to choose once more; the server checks what the file really is.
 */
export function FileField(props: {
  name: string;
  label: string;
  hint: string;
  accept: string;
  errors: FieldErrors;
  again?: string | null;
}) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const { name, errors } = props;
  const invalid = Boolean(errors[name]);
  return (
    <div className={`form-field form-field--file${invalid ? " form-field--invalid" : ""}`}>
      <label htmlFor={name}>
        {props.label}
        <span className="form-field__optional"> {forms.common.optional}</span>
      </label>
      <p className="form-field__hint" id={hintId(name)}>
        {props.hint}
      </p>
      <input
        type="file"
        id={name}
        name={name}
        accept={props.accept}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(name, invalid, true)}
      />
      {props.again && !invalid && <p className="form-field__hint form-field__again">{props.again}</p>}
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/**
 * The bot trap: a text field people never see, that screen readers skip and the keyboard never
 * reaches; scripts that fill every field fill it and are refused with 'Bot detection triggered'.
 * Named like a field a bot would want to fill.
 */
export function Honeypot() {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor="fax">{forms.common.honeypotLabel}</label>
      <input type="text" id="fax" name="fax" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The messages of a refused submission, at the top: each links to its field. */
export function ErrorSummary({ errors, labels }: { errors: FieldErrors; labels: Record<string, string> }) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const fields = Object.keys(errors).filter((name) => errors[name]);
  if (fields.length === 0) return null;
  return (
    <div className="form-alert form-alert--error" role="alert" data-testid="form-errors">
      <p>{forms.common.errorSummary}</p>
      <ul>
        {fields.map((name) => {
          const key = errors[name];
          return (
            <li key={name}>
              <a href={`#${name}`}>
                {labels[name] ? `${labels[name]}: ` : ""}
                {key ? forms.errors[key] : ""}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The form's submit button: disabled and saying so while the form is being sent. */
export function SubmitButton({ label }: { label: string }) {
  const { lang } = useLanguage();
  const sending = useNavigation().state === "submitting";
  return (
    <button type="submit" className="button form-submit" disabled={sending}>
      {sending ? formsCopy(lang).common.sending : label}
    </button>
  );
}
