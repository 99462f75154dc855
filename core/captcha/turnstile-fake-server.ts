/**
 * Local stand-in for Cloudflare Turnstile's siteverify, for tests. Listens on 127.0.0.1 with an
 * OS-assigned port. In "ok" mode it answers like the real endpoint: it reads the form-encoded
 * (or JSON) body, checks the secret, accepts each token it issued once and answers
 * timeout-or-duplicate after that. The other modes reproduce what a client has to survive.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type AnswerLater, startLocalHttpServer } from "../testing/local-http-server.ts";

export type FakeTurnstileMode = "ok" | "server_error" | "internal_error" | "slow" | "malformed" | "html";

export interface FakeTurnstileRequest {
  path: string;
  contentType: string;
  body: Record<string, string>;
}

export interface FakeTurnstile {
  /** The siteverify URL to configure (TURNSTILE_VERIFY_URL). */
  verifyUrl: string;
  requests: FakeTurnstileRequest[];
  /** A token as the widget would put in the form; valid once. */
  issueToken(): string;
  respondWith(mode: FakeTurnstileMode): void;
  close(): Promise<void>;
}

const SLOW_MS = 5_000;
const PATH = "/turnstile/v0/siteverify";

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function parseBody(text: string, contentType: string): Record<string, string> {
  if (contentType.includes("application/json")) {
    try {
      const value = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeTurnstile(options: { secret: string; hostname?: string }): Promise<FakeTurnstile> {
  let mode: FakeTurnstileMode = "ok";
  let issued = 0;
  const requests: FakeTurnstileRequest[] = [];
  const tokens = new Map<string, { solvedAt: string; redeemed: boolean }>();

  /** The real endpoint's answers: 200 with success false and an error code for every refusal. */
  function verdict(body: Record<string, string>): Record<string, unknown> {
    const refused = (code: string) => ({ success: false, "error-codes": [code], messages: [] });
    const secret = body.secret ?? "";
    const response = body.response ?? "";
    if (!secret) return refused("missing-input-secret");
    if (secret !== options.secret) return refused("invalid-input-secret");
    if (!response) return refused("missing-input-response");
    const known = tokens.get(response);
    if (!known) return refused("invalid-input-response");
    if (known.redeemed) return refused("timeout-or-duplicate");
    known.redeemed = true;
    return {
      success: true,
      challenge_ts: known.solvedAt,
      hostname: options.hostname ?? "localhost",
      "error-codes": [],
      action: "",
      cdata: "",
      metadata: { ephemeral_id: "x:0123456789abcdef" },
    };
  }

  function answerOk(res: ServerResponse, body: Record<string, string>): void {
    sendJson(res, 200, verdict(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, later: AnswerLater): Promise<void> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const contentType = req.headers["content-type"] ?? "";
    const body = parseBody(await readBody(req), contentType);
    requests.push({ path: url.pathname, contentType, body });
    if (req.method !== "POST" || url.pathname !== PATH) {
      res.writeHead(405, { "content-type": "text/plain" });
      res.end("Method Not Allowed");
      return;
    }
    switch (mode) {
      case "ok":
        answerOk(res, body);
        return;
      case "internal_error":
        sendJson(res, 200, { success: false, "error-codes": ["internal-error"], messages: [] });
        return;
      case "server_error":
        res.writeHead(502, { "content-type": "text/html" });
        res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
        return;
      case "malformed":
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"success":"maybe"');
        return;
      case "html":
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<!doctype html><title>Just a moment...</title>");
        return;
      case "slow":
        later(res, SLOW_MS, () => answerOk(res, body));
        return;
    }
  }

  const server = await startLocalHttpServer(handle);

  return {
    verifyUrl: `${server.url}${PATH}`,
    requests,
    issueToken() {
      issued += 1;
      const token = `0.fake-turnstile-${issued}-${Math.random().toString(36).slice(2)}`;
      tokens.set(token, { solvedAt: new Date().toISOString(), redeemed: false });
      return token;
    },
    respondWith(next) {
      mode = next;
    },
    close: () => server.close(),
  };
}
