import type { Env } from "../config/env.ts";
import type { Logger } from "../log/logger.ts";
import { builtInGenerator } from "./builtin-generator.ts";
import type { GeneratorName } from "./events.ts";
import type { ContentGenerator } from "./generator.ts";
import { createOpenAiGenerator } from "./openai-generator.ts";

export type ContentGeneratorEnv = Pick<
  Env,
  "CONTENT_GENERATOR" | "OPENAI_API_KEY" | "OPENAI_BASE_URL" | "OPENAI_MODEL"
>;

export interface ContentGenerators {
  /** What a request uses unless the admin picks another (CONTENT_GENERATOR). */
  default: GeneratorName;
  available: Partial<Record<GeneratorName, ContentGenerator>>;
}

/** The built-in writer always; the chat API's with OPENAI_API_KEY (env.ts makes CONTENT_GENERATOR=openai need it). */
export function contentGeneratorsFromEnv(env: ContentGeneratorEnv, logger: Logger): ContentGenerators {
  const available: ContentGenerators["available"] = { builtin: builtInGenerator };
  if (env.OPENAI_API_KEY) {
    available.openai = createOpenAiGenerator({
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_MODEL,
      logger: logger.child({ component: "openai-generator" }),
    });
  }
  return { default: env.CONTENT_GENERATOR, available };
}
