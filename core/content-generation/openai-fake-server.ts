import type { IncomingMessage, ServerResponse } from "node:http";
import { type LocalHttpServer, startLocalHttpServer } from "../testing/local-http-server.ts";
import { SECTION_NAMES } from "./generator.ts";

/** How the fake answers the next completions: as the real API does when all is well, or one of its failures. */
export type FakeChatBehaviour =
  | { kind: "ok" }
  | { kind: "rate_limited"; times: number; retryAfter: string }
  | { kind: "server_error" }
  /** The model answers prose instead of JSON. */
  | { kind: "garbage" }
  /** JSON, but not the seven sections. */
  | { kind: "wrong_shape" };

export interface FakeChatServer extends LocalHttpServer {
  behave(behaviour: FakeChatBehaviour): void;
  /** The bodies of the completions asked for, as sent. */
  readonly requests: Array<{ model: string; messages: Array<{ role: string; content: string }> }>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
};

/** OpenAI's error envelope. */
const apiError = (message: string, type: string, code: string | null) => ({
  error: { message, type, param: null, code },
});

const completion = (model: string, content: string) => ({
  id: "chatcmpl-fake0001",
  object: "chat.completion",
  created: 1_764_000_000,
  model,
  choices: [
    { index: 0, message: { role: "assistant", content, refusal: null }, logprobs: null, finish_reason: "stop" },
  ],
  usage: { prompt_tokens: 812, completion_tokens: 640, total_tokens: 1452 },
  system_fingerprint: "fp_fake",
});

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Seven sections naming the language asked for, as a well-behaved model answers. */
function sectionsFor(system: string): string {
  const bulgarian = system.includes("Write in Bulgarian");
  return JSON.stringify(
    Object.fromEntries(
      SECTION_NAMES.map((name) => [
        name,
        bulgarian
          ? { heading: `Раздел ${name}`, body: `Текст на раздела ${name}.\n\nВтори абзац.` }
          : { heading: `Section ${name}`, body: `The ${name} section.\n\nA second paragraph.` },
      ]),
    ),
  );
}

/**
 * A local stand-in for an OpenAI-compatible chat API: POST /v1/chat/completions with a Bearer
 * key, answered with a chat.completion, or with the API's own error envelope (401 for another
 * key, 429 with retry-after, 500), or with a model answer that is not what was asked for.
 */
export async function startFakeChatServer(options: { apiKey: string }): Promise<FakeChatServer> {
  let behaviour: FakeChatBehaviour = { kind: "ok" };
  let limitedSoFar = 0;
  const requests: FakeChatServer["requests"] = [];
  const server = await startLocalHttpServer(async (req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      return json(res, 404, apiError(`Invalid URL (${req.method} ${req.url})`, "invalid_request_error", null));
    }
    const body = await readBody(req);
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(
        res,
        401,
        apiError(
          "Incorrect API key provided. You can find your API key in your account settings.",
          "invalid_request_error",
          "invalid_api_key",
        ),
      );
    }
    let parsed: FakeChatServer["requests"][number];
    try {
      parsed = JSON.parse(body);
    } catch {
      return json(
        res,
        400,
        apiError("We could not parse the JSON body of your request.", "invalid_request_error", null),
      );
    }
    requests.push(parsed);
    const system = parsed.messages.find((m) => m.role === "system")?.content ?? "";
    switch (behaviour.kind) {
      case "rate_limited":
        if (limitedSoFar < behaviour.times) {
          limitedSoFar += 1;
          return json(res, 429, apiError("Rate limit reached for requests", "requests", "rate_limit_exceeded"), {
            "retry-after": behaviour.retryAfter,
          });
        }
        return json(res, 200, completion(parsed.model, sectionsFor(system)));
      case "server_error":
        return json(
          res,
          500,
          apiError("The server had an error while processing your request. Sorry about that!", "server_error", null),
        );
      case "garbage":
        return json(res, 200, completion(parsed.model, "Sure! Here is a lovely text about the city."));
      case "wrong_shape":
        return json(res, 200, completion(parsed.model, JSON.stringify({ intro: "Just a string" })));
      default:
        return json(res, 200, completion(parsed.model, sectionsFor(system)));
    }
  });
  return {
    ...server,
    requests,
    behave(next) {
      behaviour = next;
      limitedSoFar = 0;
    },
  };
}
