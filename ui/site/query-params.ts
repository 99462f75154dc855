import type { z } from "zod";

/**
 * A page's query parsed with the API's own schema, leniently: a parameter that breaks its rule
 * is dropped (the page shows the rest) where the JSON API would answer 400.
 */
export function parseLenient<S extends z.ZodType>(schema: S, params: URLSearchParams): z.output<S> {
  const input: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "") input[key] = value;
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return schema.parse({});
}

/** The query string for `values`, without empty entries and without the defaults given. */
export function queryString(values: Record<string, string | number | undefined | null>, defaults = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === "") continue;
    if ((defaults as Record<string, unknown>)[key] === value) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
