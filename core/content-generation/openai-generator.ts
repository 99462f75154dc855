import { z } from "zod";
import type { Logger } from "../log/logger.ts";
import {
  blocksFromOutput,
  type ContentGenerator,
  GenerationError,
  type GenerationRequest,
  SECTION_NAMES,
} from "./generator.ts";

/**
 * A draft writer behind an OpenAI-compatible chat API (POST {base}/v1/chat/completions with a
 * Bearer key): OpenAI itself, or any server that speaks its protocol. The model gets the facts as
 * JSON and must answer with the seven sections as one JSON object, which is checked against the
 * block schema before anything is saved. A 429 is waited out (its retry-after) a few times.
 */
export interface OpenAiOptions {
  apiKey: string;
  /** Default https://api.openai.com; a local fake in tests. */
  baseUrl?: string;
  /** Default gpt-4o-mini. */
  model?: string;
  /** Per request, default 60 s: a model writing seven sections takes a while. */
  timeoutMs?: number;
  /** 429s waited out before the job fails, default 2. */
  rateLimitRetries?: number;
  /** The longest wait for one 429, default 30 s; a longer retry-after fails the job at once. */
  maxRetryAfterSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
  logger: Logger;
}

export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com";
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

const LANGUAGE = { bg: "Bulgarian, as a Bulgarian travel editor writes it", en: "British English" } as const;

export function systemPrompt(request: GenerationRequest): string {
  return [
    `You write a draft of a ${request.kind} page for flydeals.bg, a Bulgarian flight-deals site.`,
    `Write in ${LANGUAGE[request.locale]}.`,
    "Use only the facts in the user's JSON; do not add prices, opening hours, dates or claims that are not there.",
    "Fares are as last seen: say so, never promise them.",
    `Answer with one JSON object with exactly the keys ${SECTION_NAMES.join(", ")};`,
    'each is {"heading": string, "body": string}. Bodies are plain text, paragraphs separated by a blank line,',
    'no HTML or Markdown. The "faq" body is questions and answers, each question on its own line above its answer.',
  ].join(" ");
}

const errorMessage = (body: string): string | null => {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error.message.slice(0, 300) : null;
  } catch {
    return null;
  }
};

export function createOpenAiGenerator(options: OpenAiOptions): ContentGenerator {
  const baseUrl = (options.baseUrl ?? DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, "");
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const retries = options.rateLimitRetries ?? 2;
  const maxWait = options.maxRetryAfterSeconds ?? 30;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const logger = options.logger;

  async function post(request: GenerationRequest): Promise<Response> {
    const body = JSON.stringify({
      model,
      temperature: 0.4,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: systemPrompt(request) },
        { role: "user", content: JSON.stringify(request.facts) },
      ],
    });
    try {
      return await fetchImpl(`${baseUrl}/v1/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? `no answer in ${timeoutMs / 1000} s` : String(error);
      throw new GenerationError("unreachable", `The chat API at ${baseUrl} could not be reached: ${reason}`);
    }
  }

  return {
    name: "openai",
    async generate(request) {
      for (let attempt = 0; ; attempt++) {
        const response = await post(request);
        const text = await response.text().catch(() => "");
        const status = response.status;
        if (status === 429) {
          const wait = Number(response.headers.get("retry-after"));
          const seconds = Number.isFinite(wait) && wait >= 0 ? wait : 1;
          logger.warn("chat API rate limited", { attempt, retryAfter: seconds });
          if (attempt < retries && seconds <= maxWait) {
            await sleep(seconds * 1000);
            continue;
          }
          throw new GenerationError(
            "rate_limited",
            `The chat API is rate limiting us (429, retry after ${seconds} s): ${errorMessage(text) ?? "too many requests"}. Retry the job later.`,
          );
        }
        if (status === 401 || status === 403) {
          throw new GenerationError(
            "unauthorized",
            `The chat API refused the key (${status}): ${errorMessage(text) ?? "check OPENAI_API_KEY"}`,
          );
        }
        if (status >= 500) {
          throw new GenerationError(
            "upstream",
            `The chat API failed (${status}): ${errorMessage(text) ?? "server error"}`,
          );
        }
        if (status < 200 || status >= 300) {
          throw new GenerationError(
            "upstream",
            `The chat API answered ${status}: ${errorMessage(text) ?? "unexpected answer"}`,
          );
        }
        return blocksOf(text);
      }
    },
  };
}

/** The model's answer: a completion whose message is the seven sections as JSON. */
function blocksOf(text: string) {
  let completion: z.infer<typeof completionSchema>;
  try {
    completion = completionSchema.parse(JSON.parse(text));
  } catch {
    throw new GenerationError("invalid_output", "The chat API's answer is not a chat completion");
  }
  const [choice] = completion.choices;
  if (choice?.finish_reason === "length") {
    throw new GenerationError("invalid_output", "The model's answer was cut off (finish_reason length)");
  }
  let sections: unknown;
  try {
    sections = JSON.parse(choice?.message.content ?? "");
  } catch {
    throw new GenerationError("invalid_output", "The model's answer is not JSON");
  }
  return blocksFromOutput(sections, "The model");
}
