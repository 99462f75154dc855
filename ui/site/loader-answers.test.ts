import { describe, expect, it } from "vitest";
import { canonicalRedirect } from "./loader-answers.ts";

describe("canonicalRedirect", () => {
  it("sends a slug of the other language to the page language's path, keeping the query", () => {
    expect(canonicalRedirect("http://x/italy/rome?from=SOF", "/italiya/rim")).toBe("/italiya/rim?from=SOF");
    expect(canonicalRedirect("http://x/en/italiya", "/en/italy")).toBe("/en/italy");
  });

  it("leaves a canonical path alone, even when both languages share the slug", () => {
    expect(canonicalRedirect("http://x/italiya/rim", "/italiya/rim")).toBeNull();
    expect(canonicalRedirect("http://x/en/malta", "/en/malta")).toBeNull();
    expect(canonicalRedirect("http://x/italiya/rim/", "/italiya/rim")).toBeNull();
    expect(canonicalRedirect("http://x/aviokompanii/wizz%20air", "/aviokompanii/wizz%20air")).toBeNull();
  });
});
