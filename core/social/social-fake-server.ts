/**
 * Local stand-in for the four networks' posting APIs, for tests. Listens on 127.0.0.1 with an
 * OS-assigned port and serves each API on its real path (Telegram /bot<token>/sendMessage, Graph
 * /<version>/<page>/feed, X /2/tweets, LinkedIn /rest/posts). Like the real ones it checks the
 * token, the required fields and (except Telegram) refuses the same text twice, answering in
 * each network's own error shape. `failNext` makes the next request(s) to a network fail the way
 * a client has to survive. Every request is recorded, the token-bearing parts included.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AnswerLater, startLocalHttpServer } from "../testing/local-http-server.ts";
import type { SocialNetwork } from "./publisher.ts";

export type FakeSocialFailure =
  | "rate_limit"
  | "bad_token"
  | "server_error"
  | "duplicate"
  | "not_found"
  | "forbidden"
  | "slow"
  | "malformed";

export interface FakeSocialRequest {
  network: SocialNetwork | null;
  method: string;
  path: string;
  /** Lower-cased names, as node gives them. */
  headers: Record<string, string>;
  /** The JSON or form body, parsed. */
  body: Record<string, unknown>;
}

export interface FakeSocialOptions {
  tokens: Record<SocialNetwork, string>;
  /** How long a "slow" answer is held, default 3000 ms: beyond a test's client timeout. */
  slowMs?: number;
}

export interface FakeSocial {
  /** The base URL: TELEGRAM_API_URL, TWITTER_API_URL and LINKEDIN_API_URL. */
  url: string;
  /** url + "/v21.0": FACEBOOK_GRAPH_URL. */
  graphUrl: string;
  requests: FakeSocialRequest[];
  /** The next `times` requests to `network` fail with `failure`. */
  failNext(network: SocialNetwork, failure: FakeSocialFailure, times?: number): void;
  /** A message someone sends the Telegram bot: getUpdates hands it out until an offset passes it. */
  sendToBot(chatId: number, text: string): void;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
  body: JSON.stringify(value),
});

/** Failures a network cannot produce: Telegram has no duplicate check; X and LinkedIn no chat to miss. */
const IMPOSSIBLE: Partial<Record<SocialNetwork, FakeSocialFailure[]>> = {
  telegram: ["duplicate"],
  twitter: ["not_found"],
  linkedin: ["not_found"],
};

function route(method: string, path: string): SocialNetwork | null {
  if (method !== "POST") return null;
  if (/^\/bot[^/]*\/(?:sendMessage|getUpdates)$/.test(path)) return "telegram";
  if (path === "/2/tweets") return "twitter";
  if (path === "/rest/posts") return "linkedin";
  if (/^(?:\/v\d+\.\d+)?\/[^/]+\/feed$/.test(path)) return "facebook";
  return null;
}

function parseBody(text: string, contentType: string): Record<string, unknown> {
  if (contentType.includes("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const bearer = (request: FakeSocialRequest) => request.headers.authorization?.replace(/^Bearer\s+/i, "") ?? "";
const str = (value: unknown) => (typeof value === "string" ? value : value === undefined ? "" : String(value));

export async function startFakeSocial(options: FakeSocialOptions): Promise<FakeSocial> {
  const slowMs = options.slowMs ?? 3_000;
  const requests: FakeSocialRequest[] = [];
  const failures = new Map<SocialNetwork, FakeSocialFailure[]>();
  /** What each network has already published, for its duplicate check. */
  const published = new Set<string>();
  const botInbox: Array<{ update_id: number; message: Record<string, unknown> }> = [];
  let sequence = 0;
  const nextId = () => {
    sequence += 1;
    return sequence;
  };

  function telegram(request: FakeSocialRequest, failure: FakeSocialFailure | undefined): Answer {
    const refuse = (code: number, description: string, parameters?: Record<string, unknown>) =>
      json(code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) });
    const method = request.path.slice(request.path.lastIndexOf("/") + 1);
    const token = request.path.slice("/bot".length, -(method.length + 1));
    if (!/^\d+:[\w-]+$/.test(token)) return refuse(404, "Not Found");
    if (failure === "bad_token" || token !== options.tokens.telegram) return refuse(401, "Unauthorized");
    if (failure === "rate_limit") return refuse(429, "Too Many Requests: retry after 17", { retry_after: 17 });
    if (method === "getUpdates") {
      // like Telegram: asking from an offset confirms (and forgets) every update before it
      const offset = Number(request.body.offset ?? 0);
      while (botInbox.length > 0 && (botInbox[0]?.update_id ?? 0) < offset) botInbox.shift();
      return json(200, { ok: true, result: botInbox.slice(0, 100) });
    }
    if (failure === "not_found") return refuse(400, "Bad Request: chat not found");
    if (failure === "forbidden") return refuse(403, "Forbidden: bot is not a member of the channel chat");
    const chatId = str(request.body.chat_id);
    const text = str(request.body.text);
    if (!chatId) return refuse(400, "Bad Request: chat_id is empty");
    if (!text.trim()) return refuse(400, "Bad Request: message text is empty");
    if (text.length > 4096) return refuse(400, "Bad Request: message is too long");
    const chat = chatId.startsWith("@")
      ? { id: -1001000000000 - chatId.length, title: chatId.slice(1), username: chatId.slice(1), type: "channel" }
      : { id: Number(chatId), type: Number(chatId) < 0 ? "supergroup" : "private" };
    const date = Math.floor(Date.now() / 1000);
    return json(200, { ok: true, result: { message_id: nextId(), chat, date, text } });
  }

  function facebook(request: FakeSocialRequest, failure: FakeSocialFailure | undefined): Answer {
    const refuse = (status: number, error: Record<string, unknown>, headers?: Record<string, string>) =>
      json(status, { error: { type: "OAuthException", ...error, fbtrace_id: "AbCdEfGhIjK" } }, headers);
    const pageId = decodeURIComponent(request.path.split("/").at(-2) ?? "");
    const token = str(request.body.access_token) || bearer(request);
    if (failure === "bad_token" || token !== options.tokens.facebook) {
      const message = "Invalid OAuth access token - Cannot parse access token";
      return refuse(
        400,
        { message, code: 190 },
        { "www-authenticate": `OAuth "Facebook Platform" "invalid_token" "${message}"` },
      );
    }
    if (failure === "rate_limit") {
      const usage = {
        [pageId]: [
          { type: "pages", call_count: 100, total_cputime: 4, total_time: 9, estimated_time_to_regain_access: 5 },
        ],
      };
      return refuse(
        400,
        { message: "(#32) Page request limit reached", code: 32 },
        { "x-business-use-case-usage": JSON.stringify(usage) },
      );
    }
    if (failure === "not_found") {
      const message = `Unsupported post request. Object with ID '${pageId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`;
      return refuse(400, { message, code: 100, error_subcode: 33 });
    }
    if (failure === "forbidden") {
      return refuse(403, {
        message: "(#200) The user hasn't authorized the application to perform this action",
        code: 200,
      });
    }
    const message = str(request.body.message);
    if (!message && !str(request.body.link))
      return refuse(400, { message: "(#100) Missing message or attachment", code: 100 });
    const key = `facebook:${pageId}:${message}`;
    if (failure === "duplicate" || published.has(key)) {
      return refuse(400, {
        message: "Duplicate status message",
        code: 506,
        error_subcode: 1455006,
        is_transient: false,
      });
    }
    published.add(key);
    return json(200, { id: `${pageId}_${100000 + nextId()}` });
  }

  function twitter(request: FakeSocialRequest, failure: FakeSocialFailure | undefined): Answer {
    const problem = (status: number, title: string, detail: string, headers?: Record<string, string>) =>
      json(status, { title, detail, type: "about:blank", status }, headers);
    if (failure === "bad_token" || bearer(request) !== options.tokens.twitter)
      return problem(401, "Unauthorized", "Unauthorized");
    if (failure === "rate_limit") {
      const reset = String(Math.floor(Date.now() / 1000) + 900);
      const headers = { "x-rate-limit-limit": "17", "x-rate-limit-remaining": "0", "x-rate-limit-reset": reset };
      return problem(429, "Too Many Requests", "Too Many Requests", headers);
    }
    if (failure === "forbidden") return problem(403, "Forbidden", "You are not permitted to perform this action.");
    const text = str(request.body.text);
    if (!text.trim()) {
      return json(400, {
        errors: [{ parameters: {}, message: "Requests with bodies must have content-type of application/json." }],
        title: "Invalid Request",
        detail: "One or more parameters to your request was invalid.",
        type: "https://api.twitter.com/2/problems/invalid-request",
      });
    }
    const key = `twitter:${text}`;
    if (failure === "duplicate" || published.has(key)) {
      return problem(403, "Forbidden", "You are not allowed to create a Tweet with duplicate content.");
    }
    published.add(key);
    const id = String(1850000000000000000n + BigInt(nextId()));
    return json(201, { data: { id, text, edit_history_tweet_ids: [id] } });
  }

  function linkedin(request: FakeSocialRequest, failure: FakeSocialFailure | undefined): Answer {
    const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
      json(status, { status, message, ...extra });
    if (failure === "bad_token" || bearer(request) !== options.tokens.linkedin) {
      return refuse(401, "Invalid access token", { serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN" });
    }
    const version = request.headers["linkedin-version"] ?? "";
    if (!version) {
      const message = "A version must be present. Please specify a version by adding the LinkedIn-Version header.";
      return refuse(400, message, { code: "VERSION_MISSING" });
    }
    if (!/^\d{6}$/.test(version))
      return refuse(426, `Requested version ${version} is not active`, { code: "NONEXISTENT_VERSION" });
    if (failure === "rate_limit")
      return refuse(429, "Resource level throttle APPLICATION DAY limit for calls to this resource is reached.");
    if (failure === "forbidden") {
      const message = "Not enough permissions to access: partnerApiPostsExternal.CREATE.20240501";
      return refuse(403, message, { serviceErrorCode: 100, code: "ACCESS_DENIED" });
    }
    const required = ["author", "commentary", "visibility", "distribution", "lifecycleState"];
    const missing = required.filter((field) => request.body[field] === undefined);
    if (missing.length > 0) {
      const lines = missing.map(
        (field) => `ERROR :: /${field} :: field is required but not found and has no default value\n`,
      );
      return refuse(422, lines.join(""));
    }
    const author = str(request.body.author);
    if (!/^urn:li:(?:organization|person):[\w-]+$/.test(author))
      return refuse(422, `ERROR :: /author :: "${author}" is not a valid URN\n`);
    const key = `linkedin:${author}:${str(request.body.commentary)}`;
    if (failure === "duplicate" || published.has(key)) {
      return refuse(422, "Content is a duplicate of urn:li:share:7000000000000000001", {
        errorDetailType: "com.linkedin.common.error.BadRequest",
        errorDetails: {
          inputErrors: [{ description: "Duplicate post is detected", input: {}, code: "DUPLICATE_POST" }],
        },
      });
    }
    published.add(key);
    const urn = `urn:li:share:${7200000000000000000n + BigInt(nextId())}`;
    return { status: 201, headers: { "x-restli-id": urn, "x-linkedin-id": urn }, body: "" };
  }

  const handlers = { telegram, facebook, twitter, linkedin } satisfies Record<
    SocialNetwork,
    (request: FakeSocialRequest, failure: FakeSocialFailure | undefined) => Answer
  >;

  /** The failures that look the same on every network, or the network's own answer. */
  function answer(network: SocialNetwork, request: FakeSocialRequest, failure: FakeSocialFailure | undefined): Answer {
    if (failure === "server_error") {
      return network === "telegram"
        ? {
            status: 502,
            headers: { "content-type": "text/html" },
            body: "<html><center><h1>502 Bad Gateway</h1></center></html>",
          }
        : json(503, { title: "Service Unavailable", detail: "Service Unavailable", type: "about:blank", status: 503 });
    }
    if (failure === "malformed") {
      // LinkedIn's success has no body to break: its malformed answer is a 201 without the URN
      if (network === "linkedin") return { status: 201, headers: { "content-type": "application/json" }, body: "{" };
      return {
        status: network === "twitter" ? 201 : 200,
        headers: { "content-type": "application/json" },
        body: '{"ok":true,"result":{"message_id":',
      };
    }
    return handlers[network](request, failure);
  }

  function send(res: ServerResponse, reply: Answer): void {
    if (res.destroyed) return;
    res.writeHead(reply.status, reply.headers ?? {});
    res.end(reply.body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, later: AnswerLater): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(", ") : (value ?? ""),
      ]),
    );
    const method = req.method ?? "GET";
    const network = route(method, url.pathname);
    const body = {
      ...Object.fromEntries(url.searchParams),
      ...parseBody(Buffer.concat(chunks).toString("utf8"), headers["content-type"] ?? ""),
    };
    const request: FakeSocialRequest = { network, method, path: url.pathname, headers, body };
    requests.push(request);
    if (!network) return send(res, json(404, { error: "not found" }));
    const failure = failures.get(network)?.shift();
    if (failure !== "slow") return send(res, answer(network, request, failure));
    later(res, slowMs, () => send(res, answer(network, request, undefined)));
  }

  const server = await startLocalHttpServer(handle);
  const { url } = server;

  return {
    url,
    graphUrl: `${url}/v21.0`,
    requests,
    failNext(network, failure, times = 1) {
      if (IMPOSSIBLE[network]?.includes(failure)) throw new Error(`${network} cannot fail with ${failure}`);
      const queue = failures.get(network) ?? [];
      for (let i = 0; i < times; i += 1) queue.push(failure);
      failures.set(network, queue);
    },
    sendToBot(chatId, text) {
      const id = nextId();
      botInbox.push({
        update_id: 800000 + id,
        message: { message_id: id, chat: { id: chatId, type: "private" }, date: Math.floor(Date.now() / 1000), text },
      });
    },
    close: () => server.close(),
  };
}
