import { z } from "zod";
import { CMS_LOCALES } from "../../../core/cms/events.ts";
import { GENERATION_STATUSES, GENERATOR_NAMES, type GeneratorName } from "../../../core/content-generation/events.ts";
import { blankAsUndefined, type FormBody } from "../shell/form-fields.ts";

const STATUS_MESSAGE = `Status must be one of: ${GENERATION_STATUSES.join(", ")}`;
const LOCALES_MESSAGE = "Choose Bulgarian, English or both";
const GENERATOR_MESSAGE = `Generator must be one of: ${GENERATOR_NAMES.join(", ")}`;

export const listQuerySchema = z.object({
  status: z.preprocess(blankAsUndefined, z.enum(GENERATION_STATUSES, STATUS_MESSAGE).optional()),
});

const locales = z
  .array(z.enum(CMS_LOCALES, LOCALES_MESSAGE), LOCALES_MESSAGE)
  .min(1, LOCALES_MESSAGE)
  .max(2, LOCALES_MESSAGE);
const generator = z.preprocess(blankAsUndefined, z.enum(GENERATOR_NAMES, GENERATOR_MESSAGE).optional());
const iata = z.string("IATA code is required").regex(/^[A-Z]{3}$/, "An IATA code is three capital letters");
const sightSlug = z
  .string("Sight is required")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,12}$/, "A sight is its English slug: lower-case letters, digits and dashes")
  .max(60, "A sight slug is at most 60 characters");

/** The JSON twin's request: a destination, or a sight of it, in one or both languages. */
export const requestSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("destination"), iata, locales, generator }),
    z.strictObject({ kind: z.literal("sight"), iata, sightSlug, locales, generator }),
  ],
  { error: "Kind must be destination or sight" },
);
export type RequestInput = z.infer<typeof requestSchema>;

export const retrySchema = z.strictObject({ generator });

/** The form's one picker says "destination:BCN" or "sight:BCN:sagrada-familia"; the rest as the JSON has it. */
export function requestFromForm(body: FormBody): unknown {
  const target = typeof body.target === "string" ? body.target : "";
  const [kind, iataCode, slug] = target.split(":");
  const chosen = (Array.isArray(body.locales) ? body.locales : body.locales === undefined ? [] : [body.locales]).filter(
    (value): value is string => typeof value === "string",
  );
  if (!target) return { kind: undefined, locales: chosen };
  return {
    kind,
    iata: iataCode,
    ...(kind === "sight" ? { sightSlug: slug ?? "" } : {}),
    locales: chosen,
    generator: typeof body.generator === "string" ? body.generator : undefined,
  };
}

export const REQUEST_FORM_FIELDS = { kind: "target", iata: "target", sightSlug: "target" } as const;

/** A generator the request names must be one this process runs. */
export function generatorProblem(name: GeneratorName | undefined, available: readonly GeneratorName[]): string | null {
  if (!name || available.includes(name)) return null;
  return name === "openai"
    ? "The openai generator is not configured: set OPENAI_API_KEY"
    : `The ${name} generator is not available`;
}
