import { describe, expect, it } from "vitest";
import { referrerOrigin } from "./referrer.ts";

describe("referrerOrigin", () => {
  it("keeps the scheme and host, never the path, the query or the fragment", () => {
    expect(referrerOrigin("https://mail.example.com/inbox?to=ivan.petrov%40example.com#msg-42")).toBe(
      "https://mail.example.com",
    );
    expect(referrerOrigin("https://www.google.com/search?q=евтини+билети+лондон")).toBe("https://www.google.com");
    expect(referrerOrigin("http://flydeals.example/oferta/A2B3C")).toBe("http://flydeals.example");
  });

  it("drops credentials in the address and keeps a port other than the default", () => {
    expect(referrerOrigin("https://ivan:secret@partner.example:8443/page")).toBe("https://partner.example:8443");
    expect(referrerOrigin("https://partner.example:443/page")).toBe("https://partner.example");
  });

  it("writes the host as URLs do: lower case, internationalised names in punycode", () => {
    expect(referrerOrigin("HTTPS://WWW.Example.COM/X")).toBe("https://www.example.com");
    expect(referrerOrigin("https://пример.бг/път")).toBe("https://xn--e1afmkfd.xn--90ae");
  });

  it("is null without a usable header", () => {
    for (const raw of [
      null,
      undefined,
      "",
      "   ",
      "not a url",
      "/relative/path?email=a@b.bg",
      "//no-scheme.example/x",
    ]) {
      expect(referrerOrigin(raw), String(raw)).toBeNull();
    }
  });

  it("is null for schemes other than http(s)", () => {
    for (const raw of [
      "android-app://com.google.android.gm/",
      "mailto:ivan@example.com",
      "file:///home/ivan/notes.html",
      "data:text/html,hello",
      "javascript:alert(1)",
    ]) {
      expect(referrerOrigin(raw), raw).toBeNull();
    }
  });

  it("is null for a host that is a bare IP address", () => {
    for (const raw of [
      "http://192.168.1.20:3000/deals",
      "http://[2001:db8::1]/x",
      "http://127.0.0.1/",
      "http://0x7f.1/",
    ]) {
      expect(referrerOrigin(raw), raw).toBeNull();
    }
  });
});
