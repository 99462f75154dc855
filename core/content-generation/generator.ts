import { z } from "zod";
import { CONTENT_BLOCK_SCHEMA, type ContentBlock } from "../cms/content-blocks.ts";
import type { CmsLocale } from "../cms/events.ts";
import type { GenerationKind, GeneratorName } from "./events.ts";
import type { EntityFacts } from "./facts.ts";

/** The seven sections of a sight page (ui/catalog/sight.tsx), in page order; destinations use the same. */
export const SECTION_NAMES = ["intro", "context", "highlights", "practical", "gettingThere", "nearby", "faq"] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export interface GeneratedSection {
  heading: string;
  body: string;
}
export type GeneratedSections = Record<SectionName, GeneratedSection>;

export interface GenerationRequest {
  kind: GenerationKind;
  locale: CmsLocale;
  facts: EntityFacts;
}

/**
 * The port every draft writer sits behind: the catalog's facts in, the seven sections out as
 * content blocks (a text block each, heading and body, paragraphs split by blank lines).
 */
export interface ContentGenerator {
  readonly name: GeneratorName;
  generate(request: GenerationRequest): Promise<ContentBlock[]>;
}

export type GenerationErrorCode =
  | "not_configured"
  | "unauthorized"
  | "rate_limited"
  | "upstream"
  | "unreachable"
  | "invalid_output";

/** A generator's failure, with the message the job's log shows the admin. */
export class GenerationError extends Error {
  override name = "GenerationError";
  constructor(
    readonly code: GenerationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const sectionSchema = z.object({
  heading: z.string().trim().min(1, "heading is empty").max(200, "heading is over 200 characters"),
  body: z.string().trim().min(1, "body is empty").max(20_000, "body is over 20000 characters"),
});

/** The seven sections as a generator must return them; extra keys are ignored. */
export const GENERATED_SECTIONS_SCHEMA = z.object(
  Object.fromEntries(SECTION_NAMES.map((name) => [name, sectionSchema])) as Record<SectionName, typeof sectionSchema>,
);

/** The sections as text blocks in page order, each checked against the CMS block schema. */
export function sectionsToBlocks(sections: GeneratedSections): ContentBlock[] {
  return SECTION_NAMES.map((name) =>
    CONTENT_BLOCK_SCHEMA.parse({ type: "text", heading: sections[name].heading, body: sections[name].body }),
  );
}

/** Validates anything claiming to be the seven sections; a GenerationError says what is wrong. */
export function blocksFromOutput(output: unknown, source: string): ContentBlock[] {
  const parsed = GENERATED_SECTIONS_SCHEMA.safeParse(output);
  if (!parsed.success) {
    const problem = z.prettifyError(parsed.error).replaceAll("\n", " ").slice(0, 500);
    throw new GenerationError("invalid_output", `${source} did not return the seven sections: ${problem}`);
  }
  return sectionsToBlocks(parsed.data);
}
