import { type Cdn, failedAnswer, type PurgeResult, unanswered } from "./cdn.ts";

export interface CloudflareCdnOptions {
  apiToken: string;
  zoneId: string;
  /** Default https://api.cloudflare.com; a local fake in tests. */
  baseUrl?: string;
  /** Per request, default 10000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const CLOUDFLARE_DEFAULT_BASE_URL = "https://api.cloudflare.com";
/** URLs per purge request: the zone purge API's limit for single files on every plan we may be on. */
export const CLOUDFLARE_FILES_PER_REQUEST = 30;

interface CloudflareAnswer {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
}

function errorsOf(text: string): string {
  try {
    const body = JSON.parse(text) as CloudflareAnswer;
    const errors = (body.errors ?? []).map(
      (e) => `${e.message ?? "error"}${e.code === undefined ? "" : ` (${e.code})`}`,
    );
    return errors.join("; ");
  } catch {
    return text
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 200);
  }
}

/**
 * Cloudflare's purge by URL: POST /client/v4/zones/{zone}/purge_cache {"files": [...]} with an API
 * token that may purge the zone, at most 30 URLs a request. Errors come back as
 * {"success": false, "errors": [{"code", "message"}]}; a 429 says the purge rate was passed.
 */
export function createCloudflareCdn(options: CloudflareCdnOptions): Cdn {
  const base = (options.baseUrl ?? CLOUDFLARE_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const endpoint = `${base}/client/v4/zones/${encodeURIComponent(options.zoneId)}/purge_cache`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  async function purgeBatch(files: readonly string[]): Promise<PurgeResult | null> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { authorization: `Bearer ${options.apiToken}`, "content-type": "application/json" },
        body: JSON.stringify({ files }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return unanswered("Cloudflare", error, timeoutMs);
    }
    let success = false;
    try {
      success = (JSON.parse(text) as CloudflareAnswer).success === true;
    } catch {
      success = false;
    }
    if (response.ok && success) return null;
    return failedAnswer("Cloudflare", response.status, errorsOf(text), response.headers.get("retry-after"));
  }

  return {
    name: "cloudflare",
    async purge(urls) {
      for (let start = 0; start < urls.length; start += CLOUDFLARE_FILES_PER_REQUEST) {
        const failure = await purgeBatch(urls.slice(start, start + CLOUDFLARE_FILES_PER_REQUEST));
        if (failure?.outcome === "failed") {
          // the batches before were purged; a retry purges them again, which costs nothing
          const done = start > 0 ? ` (after ${start} of ${urls.length} URLs were purged)` : "";
          return { ...failure, error: `${failure.error}${done}`.slice(0, 500) };
        }
      }
      return { outcome: "purged", purged: urls.length };
    },
  };
}
