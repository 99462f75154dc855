import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ZOD_JITLESS_SCRIPT } from "./zod-jitless.ts";

describe("zod without its JIT", () => {
  it("the inline script sets the flag zod itself reads, and schemas still parse", () => {
    const before = z.config().jitless;
    try {
      new Function(ZOD_JITLESS_SCRIPT)();
      expect(z.config().jitless).toBe(true);
      expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
    } finally {
      z.config({ jitless: before });
    }
  });
});
