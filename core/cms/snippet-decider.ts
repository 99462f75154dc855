import { z } from "zod";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { CmsSnippetEvent } from "./events.ts";
import { SNIPPET_KEY } from "./seo.ts";

/** Reusable SEO snippets (spec: cms_seo_snippets): a phrase in both languages, named in titles as {{key}}. */
export const SNIPPET_SCHEMA = z.strictObject({
  key: z
    .string("Key is required")
    .trim()
    .regex(
      SNIPPET_KEY,
      "Key must start with a lowercase letter and use lowercase letters, digits and dashes (at most 40)",
    ),
  bg: z
    .string("Bulgarian text is required")
    .trim()
    .min(1, "Bulgarian text is required")
    .max(160, "Bulgarian text must be at most 160 characters"),
  en: z
    .string("English text is required")
    .trim()
    .min(1, "English text is required")
    .max(160, "English text must be at most 160 characters"),
});
export type SnippetInput = z.infer<typeof SNIPPET_SCHEMA>;

export type CmsSnippetCommand =
  | { type: "SaveSnippet"; snippet: unknown; by: string }
  | { type: "DeleteSnippet"; key: string; by: string };

export interface CmsSnippetState {
  snippet: SnippetInput | null;
}

export const cmsSnippetDecider: Decider<CmsSnippetCommand, CmsSnippetEvent, CmsSnippetState> = {
  initialState: () => ({ snippet: null }),

  decide(command, state) {
    switch (command.type) {
      case "SaveSnippet": {
        const parsed = SNIPPET_SCHEMA.safeParse(command.snippet);
        if (!parsed.success) {
          throw new DomainError("invalid_snippet", z.prettifyError(parsed.error).replaceAll("\n", " "), 400);
        }
        const { key, bg, en } = parsed.data;
        if (state.snippet?.bg === bg && state.snippet.en === en) return [];
        return [{ type: "CmsSeoSnippetSaved", data: { key, bg, en, by: command.by } }];
      }
      case "DeleteSnippet":
        if (!state.snippet) throw new DomainError("snippet_not_found", `There is no snippet ${command.key}`, 404);
        return [{ type: "CmsSeoSnippetDeleted", data: { key: command.key, by: command.by } }];
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case "CmsSeoSnippetSaved":
        return { snippet: { key: event.data.key, bg: event.data.bg, en: event.data.en } };
      case "CmsSeoSnippetDeleted":
        return { snippet: null };
    }
  },
};
