/**
 * Local stand-in for Cloudflare's zone purge API, for tests: POST
 * /client/v4/zones/{zone}/purge_cache with a Bearer token and {"files": [...]}, answered as
 * Cloudflare does: {"success", "errors": [{"code", "message"}], "messages", "result": {"id"}}; a
 * wrong token 403 (10000), an unknown zone 400 (7003), more than 30 files or a body that is
 * not the JSON it wants 400, a spent purge rate 429 (971) with Retry-After. Faults can be injected.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { startLocalHttpServer } from "../testing/local-http-server.ts";

export type FakeCloudflareMode = "ok" | "rate_limited" | "server_error" | "slow";

export interface FakeCloudflare {
  baseUrl: string;
  /** Every request's files (or null for a body it could not read), in order. */
  requests: { path: string; authorization: string | undefined; files: string[] | null }[];
  /** URLs purged so far. */
  purged: string[];
  respondWith(mode: FakeCloudflareMode): void;
  close(): Promise<void>;
}

const MAX_FILES = 30;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function answer(res: ServerResponse, status: number, errors: [number, string][], headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(
    JSON.stringify({
      success: errors.length === 0,
      errors: errors.map(([code, message]) => ({ code, message })),
      messages: [],
      result: errors.length === 0 ? { id: `purge-${Date.now()}` } : null,
    }),
  );
}

function filesOf(body: string): string[] | null {
  try {
    const parsed = JSON.parse(body) as { files?: unknown };
    const files = parsed.files;
    if (!Array.isArray(files) || !files.every((f) => typeof f === "string")) return null;
    return files as string[];
  } catch {
    return null;
  }
}

export async function startFakeCloudflare(options: { apiToken: string; zoneId: string }): Promise<FakeCloudflare> {
  let mode: FakeCloudflareMode = "ok";
  const requests: FakeCloudflare["requests"] = [];
  const purged: string[] = [];
  const server = await startLocalHttpServer(async (req, res, later) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const body = await readBody(req);
    const files = filesOf(body);
    requests.push({ path, authorization: req.headers.authorization, files });
    const route = /^\/client\/v4\/zones\/([^/]+)\/purge_cache$/.exec(path);
    if (!route || req.method !== "POST") return answer(res, 404, [[7000, "No route for that URI"]]);
    if (req.headers.authorization !== `Bearer ${options.apiToken}`)
      return answer(res, 403, [[10000, "Authentication error"]]);
    if (route[1] !== options.zoneId)
      return answer(res, 400, [[7003, `Could not route to ${path}, perhaps your object identifier is invalid?`]]);
    if (mode === "rate_limited")
      return answer(res, 429, [[971, "Please wait and consider throttling your request speed"]], {
        "retry-after": "60",
      });
    if (mode === "server_error") {
      res.writeHead(502, { "content-type": "text/html" });
      res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
      return;
    }
    if (files === null)
      return answer(res, 400, [
        [1012, 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"'],
      ]);
    if (files.length > MAX_FILES)
      return answer(res, 400, [[1015, `You may purge at most ${MAX_FILES} files per request`]]);
    const invalid = files.find((file) => !/^https?:\/\/[^/\s]+\//.test(file));
    if (invalid) return answer(res, 400, [[1016, `Invalid URL: ${invalid}`]]);
    const done = () => {
      purged.push(...files);
      answer(res, 200, []);
    };
    if (mode === "slow") later(res, 2_000, done);
    else done();
  });
  return {
    baseUrl: server.url,
    requests,
    purged,
    respondWith(next) {
      mode = next;
    },
    close: () => server.close(),
  };
}
