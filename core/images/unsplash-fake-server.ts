/**
 * Local stand-in for the Unsplash API, for tests and for trying the admin's picture screen
 * without an account. Listens on 127.0.0.1 with an OS-assigned port and behaves as Unsplash
 * does: Client-ID auth, an hourly allowance counted down in X-Ratelimit-* headers (403 "Rate
 * Limit Exceeded" when spent), 404 for unknown photos, the download endpoint. Photos are made
 * up from the query, the same every time, and their pictures are small SVGs it serves itself.
 * Faults can be injected, for every endpoint or one.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AnswerLater, startLocalHttpServer } from "../testing/local-http-server.ts";

export type FakeUnsplashMode =
  | "ok"
  | "unauthorized"
  | "rate_limited"
  | "not_found"
  | "server_error"
  | "slow"
  | "malformed";
export type FakeUnsplashEndpoint = "search" | "photo" | "download";

export interface FakeUnsplashRequest {
  endpoint: FakeUnsplashEndpoint | "image" | "other";
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
}

export interface FakeUnsplash {
  baseUrl: string;
  requests: FakeUnsplashRequest[];
  /** Photo ids whose download was registered, in order. */
  downloads: string[];
  /** Answers every endpoint, or only `endpoint`, in this mode from now on. */
  respondWith(mode: FakeUnsplashMode, endpoint?: FakeUnsplashEndpoint): void;
  /** Requests left this hour; 0 makes every API request a 403. */
  setRemaining(remaining: number): void;
  close(): Promise<void>;
}

const SLOW_MS = 5_000;
const LIMIT = 50;
const PHOTOGRAPHERS = [
  ["Maria Petrova", "mariapetrova"],
  ["Jonas Berg", "jberg"],
  ["Aiko Tanaka", "aikotanaka"],
  ["Luca Romano", "lucaromano"],
  ["Sam Okafor", "samokafor"],
] as const;

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40) || "photo";

/** Ids are the query's slug and a number: "london-united-kingdom-3". */
const PHOTO_ID = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{1,2})$/;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export async function startFakeUnsplash(options: { accessKey: string }): Promise<FakeUnsplash> {
  const modes = new Map<FakeUnsplashEndpoint | "all", FakeUnsplashMode>([["all", "ok"]]);
  let remaining = LIMIT;
  const requests: FakeUnsplashRequest[] = [];
  const downloads: string[] = [];
  let baseUrl = "";

  function photo(id: string) {
    const match = PHOTO_ID.exec(id);
    const topic = (match?.[1] ?? id).replace(/-/g, " ");
    const [name, username] = PHOTOGRAPHERS[hash(id) % PHOTOGRAPHERS.length] as readonly [string, string];
    const image = `${baseUrl}/images/${id}.svg?ixid=fake`;
    return {
      id,
      created_at: "2024-05-01T08:00:00Z",
      width: 6000,
      height: 4000,
      color: "#4a6b8c",
      description: `${topic} at dusk`,
      alt_description: `a view of ${topic}`,
      urls: {
        raw: image,
        full: `${image}&q=85&fm=jpg`,
        regular: `${image}&w=1080&q=80`,
        small: `${image}&w=400&q=80`,
        thumb: `${image}&w=200&q=80`,
      },
      links: {
        self: `${baseUrl}/photos/${id}`,
        html: `https://unsplash.com/photos/${id}`,
        download: `https://unsplash.com/photos/${id}/download`,
        download_location: `${baseUrl}/photos/${id}/download?ixid=fake`,
      },
      user: {
        id: `u-${username}`,
        username,
        name,
        links: { html: `https://unsplash.com/@${username}` },
      },
    };
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      "content-type": "application/json",
      "x-ratelimit-limit": String(LIMIT),
      "x-ratelimit-remaining": String(Math.max(0, remaining)),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  function answer(
    res: ServerResponse,
    url: URL,
    endpoint: FakeUnsplashEndpoint,
    mode: FakeUnsplashMode,
    headers: Record<string, string>,
  ): void {
    switch (mode) {
      case "unauthorized":
        send(res, 401, { errors: ["OAuth error: The access token is invalid"] });
        return;
      case "rate_limited":
        remaining = 0;
        send(res, 403, { errors: ["Rate Limit Exceeded"] });
        return;
      case "not_found":
        send(res, 404, { errors: ["Couldn't find Photo"] });
        return;
      case "server_error":
        res.writeHead(503, { "content-type": "text/html" });
        res.end("<html><body>Service Unavailable</body></html>");
        return;
      case "malformed":
        send(res, 200, endpoint === "search" ? { total: 3, results: "nope" } : { id: "x", urls: {} });
        return;
      case "slow":
      case "ok":
        break;
    }
    if (headers.authorization !== `Client-ID ${options.accessKey}`) {
      send(res, 401, { errors: ["OAuth error: The access token is invalid"] });
      return;
    }
    if (remaining <= 0) {
      send(res, 403, { errors: ["Rate Limit Exceeded"] });
      return;
    }
    remaining -= 1;
    if (endpoint === "search") {
      const query = url.searchParams.get("query")?.trim() ?? "";
      if (!query) {
        send(res, 400, { errors: ["query is missing"] });
        return;
      }
      const perPage = Math.min(30, Math.max(1, Number(url.searchParams.get("per_page") ?? 10) || 10));
      const results = Array.from({ length: perPage }, (_, i) => photo(`${slug(query)}-${i + 1}`));
      send(res, 200, { total: 240, total_pages: Math.ceil(240 / perPage), results });
      return;
    }
    const id = url.pathname.split("/")[2] ?? "";
    if (!PHOTO_ID.test(id)) {
      send(res, 404, { errors: ["Couldn't find Photo"] });
      return;
    }
    if (endpoint === "download") {
      downloads.push(id);
      send(res, 200, { url: `https://images.unsplash.com/${id}?ixid=fake&fm=jpg` });
      return;
    }
    send(res, 200, photo(id));
    return;
  }

  /** The photo itself: a picture in the query's colour with its name, like a CDN (no key, no count). */
  function image(res: ServerResponse, id: string) {
    const hue = hash(id) % 360;
    res.writeHead(200, { "content-type": "image/svg+xml", "cross-origin-resource-policy": "cross-origin" });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="hsl(${hue} 45% 55%)"/><circle cx="900" cy="200" r="90" fill="hsl(${(hue + 60) % 360} 80% 85%)"/><text x="60" y="620" font-family="sans-serif" font-size="48" fill="#fff">${id.replace(/[^a-z0-9-]/g, "")}</text></svg>`,
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse, later: AnswerLater): void {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
    }
    const parts = url.pathname.split("/").filter(Boolean);
    const endpoint: FakeUnsplashRequest["endpoint"] =
      url.pathname === "/search/photos"
        ? "search"
        : parts[0] === "photos" && parts.length === 2
          ? "photo"
          : parts[0] === "photos" && parts[2] === "download" && parts.length === 3
            ? "download"
            : parts[0] === "images" && parts.length === 2
              ? "image"
              : "other";
    requests.push({ endpoint, path: url.pathname, query: Object.fromEntries(url.searchParams), headers });
    if (req.method !== "GET") {
      send(res, 405, { errors: ["Method not allowed"] });
      return;
    }
    if (endpoint === "image") {
      image(res, (parts[1] ?? "").replace(/\.svg$/, ""));
      return;
    }
    if (endpoint === "other") {
      send(res, 404, { errors: ["Not found"] });
      return;
    }
    const mode = modes.get(endpoint) ?? modes.get("all") ?? "ok";
    if (mode === "slow") {
      later(res, SLOW_MS, () => answer(res, url, endpoint, "ok", headers));
      return;
    }
    answer(res, url, endpoint, mode, headers);
    return;
  }

  const server = await startLocalHttpServer(handle);
  baseUrl = server.url;
  return {
    baseUrl,
    requests,
    downloads,
    respondWith(mode, endpoint) {
      if (endpoint) modes.set(endpoint, mode);
      else {
        modes.clear();
        modes.set("all", mode);
      }
    },
    setRemaining(next) {
      remaining = next;
    },
    close: () => server.close(),
  };
}
