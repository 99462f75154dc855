import { Link } from "react-router";

export interface ChipOption {
  label: string;
  href: string;
  current: boolean;
}

/** A row of links that set one filter: the state lives in the URL and works without JavaScript. */
export function ChipFilter({ label, options }: { label: string; options: readonly ChipOption[] }) {
  return (
    <nav className="filter-row" aria-label={label}>
      <span className="filter-row__label">{label}</span>
      <ul className="chip-list">
        {options.map((option) => (
          <li key={option.href}>
            <Link
              className="chip"
              to={option.href}
              preventScrollReset
              aria-current={option.current ? "true" : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
