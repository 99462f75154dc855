/**
 * Local stand-in for bunny.net's purge API, for tests: POST /purge?url=<url>&async=false with an
 * AccessKey header, one URL a call, answered as bunny.net does: 200 with an empty body, 401 for a
 * key it does not know, 400 {"ErrorKey", "Field", "Message"} for a URL it cannot read, 429 when
 * called too fast, 500 when it is in trouble. Faults can be injected.
 */
import { startLocalHttpServer } from "../testing/local-http-server.ts";

export type FakeBunnyMode = "ok" | "rate_limited" | "server_error";

export interface FakeBunny {
  baseUrl: string;
  requests: { path: string; accessKey: string | undefined; url: string | null; async: string | null }[];
  purged: string[];
  respondWith(mode: FakeBunnyMode): void;
  close(): Promise<void>;
}

export async function startFakeBunny(options: { accessKey: string }): Promise<FakeBunny> {
  let mode: FakeBunnyMode = "ok";
  const requests: FakeBunny["requests"] = [];
  const purged: string[] = [];
  const server = await startLocalHttpServer((req, res) => {
    const address = new URL(req.url ?? "/", "http://fake");
    const url = address.searchParams.get("url");
    const accessKey = req.headers.accesskey as string | undefined;
    requests.push({ path: address.pathname, accessKey, url, async: address.searchParams.get("async") });
    const json = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(body === undefined ? "" : JSON.stringify(body));
    };
    if (address.pathname !== "/purge" || (req.method !== "POST" && req.method !== "GET")) return json(404);
    if (accessKey !== options.accessKey)
      return json(401, { Message: "Authorization has been denied for this request." });
    if (mode === "rate_limited") return json(429, { Message: "Too many requests" }, { "retry-after": "5" });
    if (mode === "server_error") return json(500, { Message: "An error has occurred." });
    if (!url || !/^https?:\/\/[^/\s]+/.test(url))
      return json(400, { ErrorKey: "purge.invalid_url", Field: "url", Message: "The requested URL is not valid" });
    purged.push(url);
    return json(200);
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
