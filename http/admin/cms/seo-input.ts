import { SEO_SCHEMA, snippetReferences } from "../../../core/cms/seo.ts";
import { seoSnippets } from "../../../projections/cms/page-queries.ts";
import { mediaAssetById } from "../../../projections/media/queries.ts";
import { zodIssues } from "../../errors.ts";
import type { Issue } from "../shell/components.tsx";
import type { AdminContext } from "../shell/context.ts";
import type { AdminDeps } from "../shell/deps.ts";
import { formText } from "../shell/form-fields.ts";

/** The SEO form's fields as sent, and as the command takes them. */
export async function seoOfForm(c: AdminContext) {
  const body = await c.req.parseBody();
  const raw = Object.fromEntries(
    ["title", "description", "ogMediaId", "canonical", "noindex"].map((key) => [key, formText(body, key)]),
  );
  return { raw, seo: { ...raw, noindex: raw.noindex !== "" } };
}

/**
 * What is wrong with SEO before the page's decider sees it: the fields' own rules, a {{snippet}}
 * nobody wrote, a sharing picture that is not in the media library.
 */
export async function seoIssues(deps: AdminDeps, value: unknown): Promise<Issue[]> {
  const parsed = SEO_SCHEMA.safeParse(value);
  if (!parsed.success) return zodIssues(parsed.error);
  const { title, description, ogMediaId } = parsed.data;
  const issues: Issue[] = [];
  const references = [...snippetReferences(title), ...snippetReferences(description)];
  if (references.length > 0) {
    const known = await seoSnippets(deps.database.db, "bg");
    for (const key of references) {
      if (!known.has(key))
        issues.push({
          path: title?.includes(`{{${key}}}`) ? "title" : "description",
          message: `There is no snippet {{${key}}}: write it under Snippets first`,
        });
    }
  }
  if (ogMediaId && !(await mediaAssetById(deps.database.db, ogMediaId))) {
    issues.push({ path: "ogMediaId", message: "There is no picture with this id in Media" });
  }
  return issues;
}
