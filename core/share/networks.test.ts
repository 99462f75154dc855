import { describe, expect, it } from "vitest";
import { ACTIVE_SHARE_NETWORKS, absoluteUrl, isShareNetwork, SHARE_NETWORKS, shareUrl } from "./networks.ts";

const url = "https://flydeals.bg/oferta/A1B2C";

describe("share URLs", () => {
  it("use each network's public share endpoint with the address encoded", () => {
    expect(shareUrl("facebook", url)).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fflydeals.bg%2Foferta%2FA1B2C",
    );
    expect(shareUrl("linkedin", url)).toBe(
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fflydeals.bg%2Foferta%2FA1B2C",
    );
    expect(shareUrl("telegram", url)).toBe("https://t.me/share/url?url=https%3A%2F%2Fflydeals.bg%2Foferta%2FA1B2C");
    expect(shareUrl("twitter", url)).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fflydeals.bg%2Foferta%2FA1B2C",
    );
  });

  it("carry the text where the network takes one, encoded (Cyrillic, &, #)", () => {
    const text = "София → Рим за 89 лв. & още #евтино";
    for (const network of ["telegram", "twitter"] as const) {
      const built = new URL(shareUrl(network, url, text));
      expect(built.searchParams.get("url")).toBe(url);
      expect(built.searchParams.get("text")).toBe(text);
    }
    // Facebook and LinkedIn read title and picture from the page's own meta tags
    expect(shareUrl("facebook", url, text)).not.toContain("text=");
    expect(shareUrl("linkedin", url, text)).not.toContain("text=");
  });

  it("make a path absolute on the public address, with or without slashes", () => {
    expect(absoluteUrl("https://flydeals.bg", "/oferta/A1B2C")).toBe(url);
    expect(absoluteUrl("https://flydeals.bg/", "oferta/A1B2C")).toBe(url);
    expect(absoluteUrl("http://127.0.0.1:3000", "/en/deal/A1B2C")).toBe("http://127.0.0.1:3000/en/deal/A1B2C");
  });

  it("know the four networks of the spec, all active for now", () => {
    expect(SHARE_NETWORKS).toEqual(["facebook", "telegram", "twitter", "linkedin"]);
    expect(ACTIVE_SHARE_NETWORKS.map((entry) => entry.network)).toEqual([...SHARE_NETWORKS]);
    expect(isShareNetwork("telegram")).toBe(true);
    expect(isShareNetwork("myspace")).toBe(false);
    expect(isShareNetwork(undefined)).toBe(false);
  });
});
