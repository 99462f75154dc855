import { SEARCH_PROFILE_DEFAULTS } from "../../../core/constants.ts";
import { CsrfField, describedBy, ErrorSummary, Field, fieldError, type Issue } from "../shell/components.tsx";

/** What a form shows: the admin's own text (kept as typed after an error), its issues, a refusal. */
export interface FormState {
  values: Record<string, string>;
  issues?: Issue[];
  message?: string | null;
}

interface Spec {
  name: string;
  label: string;
  hint?: string;
  /** [min, max] of a whole-number field, shown as its hint when it has none. */
  range?: [number, number];
  options?: string[];
  maxLength?: number;
}

const PROFILE_GROUPS: { legend: string; fields: Spec[] }[] = [
  {
    legend: "Profile",
    fields: [
      { name: "label", label: "Label", hint: "1-120 characters", maxLength: 120 },
      { name: "useCase", label: "Use case", hint: "1-80 characters, e.g. deal detection", maxLength: 80 },
    ],
  },
  {
    legend: "Search parameters",
    fields: [
      { name: "params.origin", label: "Origin airport", hint: "IATA code, 3 characters", maxLength: 3 },
      { name: "params.dateType", label: "Date type", options: ["anytime", "relative", "fixed"] },
      { name: "params.departureDaysFromNow", label: "Departure from (days from now)", range: [1, 365] },
      { name: "params.departureDaysToNow", label: "Departure to (days from now)", range: [1, 365] },
      { name: "params.nightsFrom", label: "Nights from", range: [1, 365] },
      { name: "params.nightsTo", label: "Nights to", range: [1, 365] },
      { name: "params.adults", label: "Adults", range: [1, 9] },
      { name: "params.children", label: "Children", range: [0, 8] },
      { name: "params.infants", label: "Infants", range: [0, 4] },
      { name: "params.maxStopovers", label: "Max stopovers", range: [0, 5] },
      { name: "params.sort", label: "Sort", options: ["price", "quality", "date", "duration"] },
      { name: "params.limit", label: "Result limit", range: [1, 1000] },
      { name: "params.currency", label: "Currency", hint: "3 characters, e.g. BGN", maxLength: 3 },
      { name: "params.market", label: "Market", hint: "2 characters, e.g. bg", maxLength: 2 },
    ],
  },
  {
    legend: "Schedule and priority",
    fields: [
      {
        name: "successIntervalMinutes",
        label: "Success interval (minutes)",
        hint: `How long after a successful crawl a binding is due again; default ${SEARCH_PROFILE_DEFAULTS.successIntervalMinutes}`,
        range: [15, 2880],
      },
      {
        name: "zeroResultSnoozeDays",
        label: "Zero-result snooze (days)",
        hint: `default ${SEARCH_PROFILE_DEFAULTS.zeroResultSnoozeDays}`,
        range: [1, 180],
      },
      {
        name: "errorSnoozeDays",
        label: "Error snooze (days)",
        hint: `After ${SEARCH_PROFILE_DEFAULTS.maxFailures} failures in a row; default ${SEARCH_PROFILE_DEFAULTS.errorSnoozeDays}`,
        range: [1, 180],
      },
      { name: "priority", label: "Priority", hint: `0 or more; default ${SEARCH_PROFILE_DEFAULTS.priority}` },
      { name: "priorityBoost", label: "Priority boost", range: [-100, 100] },
    ],
  },
];

const BINDING_FIELDS: Spec[] = [
  { name: "scope", label: "Scope", options: ["destination", "country", "global"] },
  {
    name: "destinationIata",
    label: "Destination (IATA)",
    hint: "3 characters; only for a destination binding",
    maxLength: 3,
  },
  { name: "countryCode", label: "Country code", hint: "2 characters; only for a country binding", maxLength: 2 },
  {
    name: "cadenceOverrideMinutes",
    label: "Cadence override (minutes)",
    hint: "Empty: the profile's success interval",
  },
  { name: "priorityScore", label: "Priority score", hint: "1-100; default 50", range: [1, 100] },
  { name: "boost", label: "Boost", hint: "-100 to 100; default 0", range: [-100, 100] },
];

function Control({ spec, prefix, form }: { spec: Spec; prefix: string; form: FormState }) {
  const id = `${prefix}-${spec.name.replace(/\W/g, "-")}`;
  const error = fieldError(form.issues, spec.name);
  const hint = spec.hint ?? (spec.range ? `${spec.range[0]} to ${spec.range[1]}` : undefined);
  const value = form.values[spec.name] ?? "";
  const aria = { "aria-describedby": describedBy(id, hint, error), "aria-invalid": error ? true : undefined };
  return (
    <Field id={id} label={spec.label} hint={hint} error={error}>
      {spec.options ? (
        <select id={id} name={spec.name} defaultValue={value} {...aria}>
          {spec.options.includes(value) ? null : <option value={value}>{value || "choose…"}</option>}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={spec.name}
          defaultValue={value}
          inputMode={spec.maxLength ? undefined : "numeric"}
          maxLength={spec.maxLength}
          size={spec.maxLength && spec.maxLength < 10 ? 6 : undefined}
          {...aria}
        />
      )}
    </Field>
  );
}

/** Every field of the search profile schema; the schema's messages show beside their fields. */
export function ProfileForm({
  action,
  csrfToken,
  form,
  submitLabel,
}: {
  action: string;
  csrfToken: string;
  form: FormState;
  submitLabel: string;
}) {
  return (
    <form method="post" action={action} noValidate>
      <CsrfField token={csrfToken} />
      <ErrorSummary issues={form.issues} message={form.message} />
      {PROFILE_GROUPS.map((group) => (
        <fieldset key={group.legend} className="card">
          <legend>{group.legend}</legend>
          <div className="side-by-side">
            {group.fields.map((spec) => (
              <Control key={spec.name} spec={spec} prefix="profile" form={form} />
            ))}
          </div>
        </fieldset>
      ))}
      <p className="muted">Empty number fields take their defaults.</p>
      <button type="submit">{submitLabel}</button>
    </form>
  );
}

export function BindingForm({ action, csrfToken, form }: { action: string; csrfToken: string; form: FormState }) {
  return (
    <form method="post" action={action} noValidate className="card">
      <CsrfField token={csrfToken} />
      <ErrorSummary issues={form.issues} message={form.message} />
      <p className="muted">A destination or country binding targets exactly one of them; a global one neither.</p>
      <div className="side-by-side">
        {BINDING_FIELDS.map((spec) => (
          <Control key={spec.name} spec={spec} prefix="binding" form={form} />
        ))}
      </div>
      <button type="submit">Add binding</button>
    </form>
  );
}

const BINDING_EDIT_FIELDS: Spec[] = [
  {
    name: "cadenceOverrideMinutes",
    label: "Cadence override (minutes)",
    hint: "A positive whole number; empty: the profile's success interval",
  },
  { name: "priorityScore", label: "Priority score", range: [1, 100] },
  { name: "boost", label: "Boost", range: [-100, 100] },
];

/** What the edit form of a binding starts with: its current cadence override, score and boost. */
export function bindingEditValues(binding: {
  cadenceOverrideMinutes: number | null;
  priorityScore: number;
  boost: number;
}): Record<string, string> {
  return {
    cadenceOverrideMinutes: binding.cadenceOverrideMinutes === null ? "" : String(binding.cadenceOverrideMinutes),
    priorityScore: String(binding.priorityScore),
    boost: String(binding.boost),
  };
}

/** Only what a binding lets change: its target is fixed (another target is another binding). */
export function BindingEditForm({
  action,
  csrfToken,
  form,
  prefix,
}: {
  action: string;
  csrfToken: string;
  form: FormState;
  /** Keeps the ids unique: one of these forms sits in every binding's row. */
  prefix: string;
}) {
  return (
    <form method="post" action={action} noValidate>
      <CsrfField token={csrfToken} />
      <ErrorSummary issues={form.issues} message={form.message} />
      {BINDING_EDIT_FIELDS.map((spec) => (
        <Control key={spec.name} spec={spec} prefix={prefix} form={form} />
      ))}
      <button type="submit">Save binding</button>
    </form>
  );
}
