import { describe, expect, it } from "vitest";
import { uxBg } from "../i18n/sections/ux.bg.ts";
import { uxEn } from "../i18n/sections/ux.en.ts";
import { isNetworkError } from "./network.ts";

describe("network errors", () => {
  it("are fetch's TypeErrors, or any failure while the browser is offline", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"), true)).toBe(true);
    expect(isNetworkError(new TypeError("NetworkError when attempting to fetch resource."), true)).toBe(true);
    expect(isNetworkError(new Error("500: Internal Server Error"), false)).toBe(true);
  });

  it("are not HTTP error answers or aborts", () => {
    expect(isNetworkError(new Error("500: Internal Server Error"), true)).toBe(false);
    expect(isNetworkError(new DOMException("The user aborted a request.", "AbortError"), false)).toBe(false);
    const abort = new Error("aborted");
    abort.name = "AbortError";
    expect(isNetworkError(abort, true)).toBe(false);
  });

  it("are announced with the spec's English messages and in Bulgarian", () => {
    expect(uxEn.network).toEqual({
      offline: "Network connection problem. Please check your internet connection.",
      retrying: "Connection problem. We'll keep trying automatically.",
      restored: "Network connection has been restored successfully.",
    });
    expect(Object.values(uxBg.network).every((text) => /[а-я]/.test(text))).toBe(true);
  });
});
