import { SHARE_NETWORK_LABELS } from "../../../core/share/networks.ts";
import type { PostLanguage } from "../../../core/social/events.ts";
import { describedBy, Field } from "../shell/components.tsx";

export const SOCIAL_PATH = "/nimda/social";

export const LANGUAGE_LABELS: Record<PostLanguage, string> = { bg: "Bulgarian (bg)", en: "English (en)" };

export function networkLabel(network: string): string {
  return network === "any"
    ? "Any network"
    : (SHARE_NETWORK_LABELS[network as keyof typeof SHARE_NETWORK_LABELS] ?? network);
}

/** The social screens link to each other; the main navigation has only the overview. */
export function SocialLinks() {
  return (
    <nav aria-label="Social posting" className="actions" style={{ marginBottom: 12 }}>
      <a href={SOCIAL_PATH}>Overview</a>
      <a href={`${SOCIAL_PATH}/templates`}>Templates</a>
      <a href={`${SOCIAL_PATH}/posts`}>Posts</a>
      <a href={`${SOCIAL_PATH}/posts/new`}>Write a post</a>
      <a href={`${SOCIAL_PATH}/accounts/new`}>Add an account</a>
    </nav>
  );
}

interface ControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
}

export function TextControl({
  id,
  name,
  label,
  value,
  hint,
  error,
  ...rest
}: ControlProps & { inputMode?: "decimal" }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        defaultValue={value}
        inputMode={rest.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

export function SelectControl({
  id,
  name,
  label,
  value,
  hint,
  error,
  options,
}: ControlProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function TextAreaControl({ id, name, label, value, hint, error, rows = 6 }: ControlProps & { rows?: number }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}
