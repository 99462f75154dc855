import { describe, it } from "vitest";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import type { CmsSnippetEvent } from "./events.ts";
import { cmsSnippetDecider } from "./snippet-decider.ts";

const given = DeciderSpecification.for(cmsSnippetDecider);
const saved: CmsSnippetEvent = {
  type: "CmsSeoSnippetSaved",
  data: { key: "brand", bg: "евтини полети от България", en: "cheap flights from Bulgaria", by: "admin" },
};
const snippet = { key: "brand", bg: " евтини полети от България ", en: "cheap flights from Bulgaria" };

describe("SEO snippets", () => {
  it("saves a snippet trimmed, and not twice the same", () => {
    given([]).when({ type: "SaveSnippet", snippet, by: "admin" }).then([saved]);
    given([saved]).when({ type: "SaveSnippet", snippet, by: "admin" }).thenNothingHappened();
  });

  it("refuses a snippet without both languages or with a bad key", () => {
    given([])
      .when({ type: "SaveSnippet", snippet: { ...snippet, en: "" }, by: "admin" })
      .thenThrows(/English text is required/);
    given([])
      .when({ type: "SaveSnippet", snippet: { ...snippet, key: "Brand!" }, by: "admin" })
      .thenThrows(/Key must start/);
  });

  it("deletes a snippet that exists", () => {
    given([saved])
      .when({ type: "DeleteSnippet", key: "brand", by: "admin" })
      .then([{ type: "CmsSeoSnippetDeleted", data: { key: "brand", by: "admin" } }]);
    given([])
      .when({ type: "DeleteSnippet", key: "brand", by: "admin" })
      .thenThrows(/There is no snippet brand/);
  });
});
