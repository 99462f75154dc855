import { type Cdn, failedAnswer, unanswered } from "./cdn.ts";

export interface BunnyCdnOptions {
  accessKey: string;
  /** Default https://api.bunny.net; a local fake in tests. */
  baseUrl?: string;
  /** Per request, default 10000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const BUNNY_DEFAULT_BASE_URL = "https://api.bunny.net";

function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { Message?: string; ErrorKey?: string };
    return [body.Message, body.ErrorKey && `(${body.ErrorKey})`].filter(Boolean).join(" ");
  } catch {
    return text.trim().slice(0, 200);
  }
}

/**
 * bunny.net's purge: POST /purge?url=<url>&async=false with the account's AccessKey header, one
 * URL a call; async=false waits until the edge has forgotten it. A bad key answers 401.
 */
export function createBunnyCdn(options: BunnyCdnOptions): Cdn {
  const base = (options.baseUrl ?? BUNNY_DEFAULT_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    name: "bunny",
    async purge(urls) {
      let purged = 0;
      for (const url of urls) {
        let response: Response;
        let text: string;
        try {
          response = await fetchImpl(`${base}/purge?url=${encodeURIComponent(url)}&async=false`, {
            method: "POST",
            headers: { AccessKey: options.accessKey, accept: "application/json" },
            signal: AbortSignal.timeout(timeoutMs),
          });
          text = await response.text();
        } catch (error) {
          return unanswered("Bunny", error, timeoutMs);
        }
        if (!response.ok) {
          const detail = response.status === 401 ? "the access key was refused" : messageOf(text);
          const failure = failedAnswer("Bunny", response.status, detail, response.headers.get("retry-after"));
          if (failure.outcome !== "failed" || purged === 0) return failure;
          return { ...failure, error: `${failure.error} (after ${purged} of ${urls.length} URLs were purged)` };
        }
        purged += 1;
      }
      return { outcome: "purged", purged };
    },
  };
}
