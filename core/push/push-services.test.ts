import { describe, expect, it } from "vitest";
import { pushServiceAllowed, pushServiceOrigins } from "./push-services.ts";

const ALLOWED = pushServiceOrigins("https://fcm.googleapis.com, https://*.notify.windows.com/,http://127.0.0.1:4100");

describe("push services a subscription may name", () => {
  it("takes the browsers' services on the list, a wildcard's subdomains included", () => {
    expect(pushServiceAllowed("https://fcm.googleapis.com/fcm/send/abc:xyz", ALLOWED)).toBe(true);
    expect(pushServiceAllowed("https://wns2-db5p.notify.windows.com/w/?token=abc", ALLOWED)).toBe(true);
    expect(pushServiceAllowed("http://127.0.0.1:4100/push/1", ALLOWED)).toBe(true);
  });

  it("refuses what would send our workers elsewhere", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://notify.windows.com/w",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "http://127.0.0.1:5432/",
      "http://169.254.169.254/latest/meta-data",
      "file:///etc/passwd",
      "not a url",
    ]) {
      expect(pushServiceAllowed(endpoint, ALLOWED), endpoint).toBe(false);
    }
  });
});
