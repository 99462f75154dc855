import type { CrawlStatus, SearchProfileParams } from "../../../core/crawling/profile.ts";
import { ErrorSummary, PageNumbers, StatusBadge, Time } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable, FilterForm } from "../shell/list-parts.tsx";
import type { CrawlBudget } from "./budget-queries.ts";
import { CrawlBudgetSection } from "./budget-section.tsx";

export const CRAWLING_PATH = "/nimda/crawling";

export const profilePath = (id: string) => `${CRAWLING_PATH}/profiles/${encodeURIComponent(id)}`;

export interface ListQuery {
  q?: string;
  origin?: string;
  paused?: "yes" | "no";
  sort: "label" | "origin" | "useCase" | "interval" | "priority" | "paused" | "bindings" | "errors" | "lastCrawl";
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
}

export interface BindingQuery {
  status?: CrawlStatus;
  bpage: number;
}

/** One profile as the list shows it, with its bindings' last crawl outcomes counted. */
export interface ProfileRow {
  id: string;
  label: string;
  useCase: string;
  origin: string;
  params: SearchProfileParams;
  successIntervalMinutes: number;
  priority: number;
  priorityBoost: number;
  paused: boolean;
  bindings: number;
  pending: number;
  success: number;
  zeroResult: number;
  error: number;
  lastCrawlAt: Date | null;
}

export interface BindingRow {
  id: string;
  scope: string;
  destinationIata: string | null;
  countryCode: string | null;
  cadenceOverrideMinutes: number | null;
  priorityScore: number;
  boost: number;
  lastCrawlStatus: CrawlStatus;
  lastCrawlAt: Date | null;
  lastResultCount: number | null;
  lastError: string | null;
  failureCount: number;
  nextRunAt: Date;
  paused: boolean;
}

/** The parameters that tell profiles apart, in one line. */
export function paramsSummary(p: SearchProfileParams): string {
  const dates =
    p.dateType === "anytime"
      ? "any date"
      : `${p.dateType}, ${p.departureDaysFromNow}-${p.departureDaysToNow} days ahead`;
  const travellers = `${p.adults}A${p.children ? ` ${p.children}C` : ""}${p.infants ? ` ${p.infants}I` : ""}`;
  const stops = p.maxStopovers === 0 ? "direct" : `≤${p.maxStopovers} stop${p.maxStopovers === 1 ? "" : "s"}`;
  return `${dates} · ${p.nightsFrom}-${p.nightsTo} nights · ${travellers} · ${stops} · ${p.currency}/${p.market}`;
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

function CrawlSummary({ row }: { row: ProfileRow }) {
  if (row.bindings === 0) return <span className="muted">no bindings</span>;
  const parts: [CrawlStatus, number][] = [
    ["error", row.error],
    ["zero_result", row.zeroResult],
    ["success", row.success],
    ["pending", row.pending],
  ];
  return (
    <>
      {parts
        .filter(([, n]) => n > 0)
        .map(([status, n]) => (
          <span key={status}>
            {`${n} `}
            <StatusBadge status={status} />{" "}
          </span>
        ))}
      {row.lastCrawlAt ? (
        <div className="muted">
          last <Time value={row.lastCrawlAt} />
        </div>
      ) : null}
    </>
  );
}

function Filters({ raw }: { raw: Record<string, string> }) {
  return (
    <FilterForm action={CRAWLING_PATH} query={raw}>
      <div className="field">
        <label htmlFor="f-q">Text</label>
        <input id="f-q" name="q" type="search" defaultValue={raw.q ?? ""} placeholder="label, use case or id" />
      </div>
      <div className="field">
        <label htmlFor="f-origin">Origin</label>
        <input id="f-origin" name="origin" size={4} maxLength={3} defaultValue={raw.origin ?? ""} placeholder="SOF" />
      </div>
      <div className="field">
        <label htmlFor="f-paused">Paused</label>
        <select id="f-paused" name="paused" defaultValue={raw.paused ?? ""}>
          <option value="">any</option>
          <option value="no">active only</option>
          <option value="yes">paused only</option>
        </select>
      </div>
    </FilterForm>
  );
}

export function CrawlingListPage({
  chrome,
  budget,
  rows,
  total,
  query,
  raw,
  error,
}: {
  chrome: AdminChrome;
  budget: CrawlBudget;
  rows: ProfileRow[];
  total: number;
  query: ListQuery;
  raw: Record<string, string>;
  error: string | null;
}) {
  const current: Record<string, string | undefined> = {
    q: query.q,
    origin: query.origin,
    paused: query.paused,
    sort: query.sort === "label" && query.dir === "asc" ? undefined : query.sort,
    dir: query.dir === "asc" ? undefined : query.dir,
    pageSize: query.pageSize === 25 ? undefined : String(query.pageSize),
  };
  const sortQuery = { ...current, sort: query.sort, dir: query.dir };
  return (
    <AdminLayout chrome={chrome}>
      <p className="actions">
        <a className="button" href={`${CRAWLING_PATH}/profiles/new`}>
          New search profile
        </a>
        <span className="muted">
          Each profile's bindings say where it searches; the scheduler crawls due bindings of active profiles.
        </span>
      </p>
      <ErrorSummary message={error} />
      <Filters raw={raw} />
      <DataTable
        columns={[
          { label: "Label", sort: "label" },
          { label: "Use case", sort: "useCase" },
          { label: "Origin", sort: "origin" },
          "Key params",
          { label: "Interval", sort: "interval" },
          { label: "Priority", sort: "priority" },
          { label: "Paused", sort: "paused" },
          { label: "Bindings", sort: "bindings" },
          { label: "Last crawls", sort: "errors" },
        ]}
        rows={rows}
        empty="No search profiles match."
        sorting={{ path: CRAWLING_PATH, query: sortQuery }}
      >
        {(row) => (
          <tr key={row.id}>
            <td>
              <a href={profilePath(row.id)}>{row.label}</a>
              <div className="muted">
                <code>{row.id}</code>
              </div>
            </td>
            <td>{row.useCase}</td>
            <td>{row.origin}</td>
            <td>{paramsSummary(row.params)}</td>
            <td className="num">{`${row.successIntervalMinutes} min`}</td>
            <td className="num">
              {row.priorityBoost ? `${row.priority} (${signed(row.priorityBoost)})` : row.priority}
            </td>
            <td>{row.paused ? <StatusBadge status="paused" /> : "no"}</td>
            <td className="num">{row.bindings}</td>
            <td>
              <CrawlSummary row={row} />
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={CRAWLING_PATH} query={sortQuery} page={query.page} pageSize={query.pageSize} total={total} />
      <CrawlBudgetSection budget={budget} />
    </AdminLayout>
  );
}
