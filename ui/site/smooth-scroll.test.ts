import { describe, expect, it } from "vitest";
import { smoothScrollWanted } from "./smooth-scroll.tsx";

describe("smooth scroll on navigation", () => {
  it("is smooth for links and forms, never for back/forward or with reduced motion", () => {
    expect(smoothScrollWanted("PUSH", false)).toBe(true);
    expect(smoothScrollWanted("REPLACE", false)).toBe(true);
    expect(smoothScrollWanted("POP", false)).toBe(false);
    expect(smoothScrollWanted("PUSH", true)).toBe(false);
  });
});
