import { z } from "zod";

/**
 * What a `:param` segment of a page's address may be (spec section 4: slug, uuid, regex, ref).
 * A request whose segment breaks its page's constraint is not that page: it is a 404.
 */
export const ROUTE_VALIDATION_TYPES = ["slug", "uuid", "regex", "ref"] as const;
/** What a `ref` segment names: the slug of one of these catalog entries. */
export const ROUTE_REFERENCES = ["destination", "country", "airline"] as const;
export type RouteReference = (typeof ROUTE_REFERENCES)[number];

const PARAM = /^[A-Za-z]{1,40}$/;
const PATTERN_MAX = 120;

/** A regex constraint compiles whole-segment; the error names what the engine could not read. */
export function compilePattern(pattern: string): RegExp | string {
  try {
    return new RegExp(`^(?:${pattern})$`, "u");
  } catch (error) {
    return `The pattern does not compile: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export const ROUTE_CONSTRAINT_SCHEMA = z
  .discriminatedUnion(
    "kind",
    [
      z.strictObject({ param: z.string(), kind: z.literal("slug") }),
      z.strictObject({ param: z.string(), kind: z.literal("uuid") }),
      z.strictObject({
        param: z.string(),
        kind: z.literal("regex"),
        pattern: z
          .string("Pattern is required")
          .min(1, "Pattern is required")
          .max(PATTERN_MAX, `Pattern must be at most ${PATTERN_MAX} characters`)
          .superRefine((pattern, ctx) => {
            const compiled = compilePattern(pattern);
            if (typeof compiled === "string") ctx.addIssue({ code: "custom", message: compiled });
          }),
      }),
      z.strictObject({
        param: z.string(),
        kind: z.literal("ref"),
        ref: z.enum(ROUTE_REFERENCES, `A ref names one of: ${ROUTE_REFERENCES.join(", ")}`),
      }),
    ],
    { error: `Validation type must be one of: ${ROUTE_VALIDATION_TYPES.join(", ")}` },
  )
  .superRefine((constraint, ctx) => {
    if (!PARAM.test(constraint.param)) {
      ctx.addIssue({ code: "custom", path: ["param"], message: "Parameter must be 1-40 letters" });
    }
  });

export type RouteConstraint = z.infer<typeof ROUTE_CONSTRAINT_SCHEMA>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Whether a segment may stand for the parameter, as far as its form goes; a `ref` segment also
 * has to name a catalog entry, which the caller looks up.
 */
export function segmentFits(constraint: RouteConstraint, segment: string): boolean {
  switch (constraint.kind) {
    case "slug":
    case "ref":
      return SLUG.test(segment);
    case "uuid":
      return UUID.test(segment);
    case "regex": {
      const compiled = compilePattern(constraint.pattern);
      return typeof compiled !== "string" && compiled.test(segment);
    }
  }
}

/** The `:param` names of a slug path, in order. */
export function slugParameters(slugPath: string): string[] {
  return slugPath
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => segment.slice(1));
}
