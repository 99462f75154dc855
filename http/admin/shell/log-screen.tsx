import type { ReactNode } from "react";
import type { NewerPage } from "../../../core/audit/event-log.ts";
import { ErrorSummary, type Issue, Pager } from "./components.tsx";
import { queryHref } from "./href.ts";
import { type AdminChrome, AdminLayout } from "./layout.tsx";

/** What a screen over the event log (the audit log, the event explorer) is given. */
export interface LogScreenProps<Facets, Page> {
  chrome: AdminChrome;
  facets: Facets;
  /** The filters as given in the address, to refill the form and keep in the paging links. */
  query: Record<string, string | undefined>;
  /** The parsed time bounds, when valid. */
  from?: Date;
  to?: Date;
  /** Null when the filters were refused. */
  page: Page | null;
  issues?: Issue[];
}

/**
 * The frame of those screens: a note, the filters and what they refused, then the page of
 * entries newest first with its pager (`before` the oldest one shown).
 */
export function LogScreen({
  chrome,
  path,
  note,
  filters,
  query,
  issues,
  page,
  oldest,
  children,
}: {
  chrome: AdminChrome;
  path: string;
  note: string;
  filters: ReactNode;
  query: Record<string, string | undefined>;
  issues?: Issue[];
  page: { hasOlder: boolean; newer: NewerPage | null } | null;
  oldest: number | undefined;
  children: ReactNode;
}) {
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">{note}</p>
      {filters}
      <ErrorSummary issues={issues} message={issues?.[0]?.message} />
      {page ? (
        <>
          {children}
          <Pager
            newer={page.newer ? queryHref(path, query, { before: page.newer.before }) : null}
            older={page.hasOlder && oldest ? queryHref(path, query, { before: oldest }) : null}
          />
        </>
      ) : null}
    </AdminLayout>
  );
}
