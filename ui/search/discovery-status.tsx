import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DISCOVERY_SECONDS } from "../../core/constants.ts";
import type { JobStatusResponse } from "../../core/search/service.ts";
import { fill, useLanguage } from "../i18n/dictionary.ts";

/** The destination discovery UI states (spec section 4). */
export type DiscoveryUiState = "starting" | "created" | "failed" | "startFailed" | "timeout" | "cancelled";

/** How often the job's status is asked for. */
export const POLL_INTERVAL_MS = 2000;
/** The visitor waits the longest a discovery takes (spec: 30-60 s) plus this margin. */
export const TIMEOUT_MARGIN_SECONDS = 15;
export const DISCOVERY_TIMEOUT_MS = (DISCOVERY_SECONDS.max + TIMEOUT_MARGIN_SECONDS) * 1000;

export type PollOutcome =
  | { kind: "waiting" }
  | { kind: "created"; url: string }
  | { kind: "failed" }
  | { kind: "startFailed" }
  | { kind: "problem"; problem: "searchProblem" | "unexpectedError" };

/** One status request, read as the UI needs it. An unknown job means it never started. */
export async function pollJob(jobId: string, lang: string, signal?: AbortSignal): Promise<PollOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/search/jobs/${encodeURIComponent(jobId)}?lang=${lang}`, {
      signal,
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "problem", problem: "unexpectedError" };
  }
  if (response.status === 404) return { kind: "startFailed" };
  if (!response.ok) return { kind: "problem", problem: "searchProblem" };
  try {
    const body = (await response.json()) as JobStatusResponse;
    if (body.status === "completed" && body.url) return { kind: "created", url: body.url };
    if (body.status === "failed") return { kind: "failed" };
    return { kind: "waiting" };
  } catch {
    return { kind: "problem", problem: "unexpectedError" };
  }
}

interface DiscoveryStatusProps {
  /** Null when the job could not be started on the server. */
  jobId: string | null;
  code: string;
  city: string;
  /** The same search again: starts a new attempt after a failure, or shows the page once it exists. */
  retryHref: string;
  newSearchHref: string;
}

/**
 * Waits for a destination discovery: polls GET /api/search/jobs/{jobId} after hydration and
 * walks starting -> created (then opens the new page), failed, start failed, timeout, or
 * cancelled by the visitor. Without JavaScript it shows a link that repeats the search.
 */
export function DiscoveryStatus({ jobId, code, city, retryHref, newSearchHref }: DiscoveryStatusProps) {
  const { lang, t } = useLanguage();
  const navigate = useNavigate();
  const [state, setState] = useState<DiscoveryUiState>(jobId ? "starting" : "startFailed");
  const [problem, setProblem] = useState<"searchProblem" | "unexpectedError" | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const stopped = useRef(false);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!jobId) return;
    stopped.current = false;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    const finish = (next: DiscoveryUiState) => {
      stopped.current = true;
      clearInterval(tick);
      setState(next);
    };
    const poll = async () => {
      if (stopped.current) return;
      if (Date.now() - started > DISCOVERY_TIMEOUT_MS) return finish("timeout");
      let outcome: PollOutcome;
      try {
        outcome = await pollJob(jobId, lang, controller.signal);
      } catch {
        return; // aborted: the component went away
      }
      if (stopped.current) return;
      if (outcome.kind === "created") {
        finish("created");
        setCreatedUrl(outcome.url);
        navigate(outcome.url, { replace: true });
        return;
      }
      if (outcome.kind === "failed" || outcome.kind === "startFailed") return finish(outcome.kind);
      setProblem(outcome.kind === "problem" ? outcome.problem : null);
      timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    poll();
    return () => {
      stopped.current = true;
      controller.abort();
      clearInterval(tick);
      if (timer) clearTimeout(timer);
    };
  }, [jobId, lang, navigate]);

  const cancel = () => {
    stopped.current = true;
    setState("cancelled");
  };

  const values = { city, code };
  const busy = state === "starting" || state === "created";
  return (
    <section
      className={`discovery discovery--${state}`}
      data-testid="discovery"
      data-state={state}
      aria-labelledby="discovery-title"
      aria-busy={busy}
    >
      <h2 id="discovery-title">{fill(t.search.discovery.title, values)}</h2>
      <div role="status" aria-live="polite">
        {state === "starting" && <p>{t.search.discovery.starting}</p>}
        {state === "created" && <p>{fill(t.search.discovery.created, values)}</p>}
        {state === "failed" && <p className="discovery__error">{fill(t.search.discovery.failed, values)}</p>}
        {state === "startFailed" && <p className="discovery__error">{fill(t.search.discovery.startFailed, values)}</p>}
        {state === "timeout" && <p className="discovery__error">{t.search.errors.discoveryTimeout}</p>}
        {state === "cancelled" && <p>{fill(t.search.discovery.cancelled, values)}</p>}
        {state === "starting" && problem && <p className="discovery__error">{t.search.errors[problem]}</p>}
      </div>
      {state === "starting" && (
        <>
          <progress
            className="discovery__progress"
            max={DISCOVERY_SECONDS.max}
            value={hydrated ? elapsed : undefined}
          />
          {hydrated && <p className="muted">{fill(t.search.discovery.elapsed, { seconds: elapsed })}</p>}
        </>
      )}
      <div className="discovery__actions">
        {state === "starting" && hydrated && (
          <button type="button" className="button button--secondary" onClick={cancel}>
            {t.search.discovery.cancel}
          </button>
        )}
        {state === "starting" && !hydrated && (
          <>
            <noscript>
              <p>{t.search.discovery.noScript}</p>
            </noscript>
            <a className="button" href={retryHref} data-testid="discovery-check-again">
              {t.search.discovery.checkAgain}
            </a>
          </>
        )}
        {state === "created" && createdUrl && (
          <Link className="button" to={createdUrl}>
            {t.search.discovery.openPage}
          </Link>
        )}
        {(state === "failed" || state === "startFailed" || state === "timeout" || state === "cancelled") && (
          <a className="button" href={retryHref}>
            {t.search.discovery.retry}
          </a>
        )}
        {state !== "created" && (
          <Link className="button button--secondary" to={newSearchHref}>
            {t.search.discovery.newSearch}
          </Link>
        )}
      </div>
    </section>
  );
}
