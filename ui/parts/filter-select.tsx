import { BULGARIAN_AIRPORTS } from "../../core/constants.ts";

/** One choice of a listing's filters: its label, and its options with the one the address asked for chosen. */
export function FilterSelect({
  label,
  name,
  value,
  options,
  any,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The words of the first option, "any", which asks for no filter. */
  any?: string;
}) {
  return (
    <label>
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The four Bulgarian airports as a filter's options, named as the deal screens name them. */
export function departureAirportOptions(origins: Readonly<Record<string, string>>) {
  return BULGARIAN_AIRPORTS.map((code) => ({ value: code, label: origins[code] ?? code }));
}
