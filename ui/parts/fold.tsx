import type { ReactNode } from "react";

/**
 * A bar that opens on demand (a details element: it works before and without JavaScript), so
 * forms that matter less than the deals take one line until someone asks for them.
 */
export function Fold({
  label,
  meta,
  icon,
  open = false,
  className,
  testId,
  children,
}: {
  label: string;
  meta?: string;
  icon?: "search" | "filters";
  open?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <details className={className ? `fold ${className}` : "fold"} open={open || undefined} data-testid={testId}>
      <summary className="fold__bar">
        {icon && <FoldIcon kind={icon} />}
        <span className="fold__label">{label}</span>
        {meta && <span className="fold__meta">{meta}</span>}
      </summary>
      <div className="fold__body">{children}</div>
    </details>
  );
}

/** Drawn, not an emoji: it looks the same on every phone, font or no font. */
function FoldIcon({ kind }: { kind: "search" | "filters" }) {
  return (
    <svg className="fold__icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none">
      {kind === "search" ? (
        <path
          d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Zm4.6-1.9L20 20"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
