import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../config/env.ts";
import { cdnFromEnv } from "./from-env.ts";

const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const forget = { forget: () => 0 };

describe("the CDN from the environment", () => {
  it("is the built-in page cache by default, with the real APIs' addresses as defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      CDN: "builtin",
      CLOUDFLARE_BASE_URL: "https://api.cloudflare.com",
      BUNNY_BASE_URL: "https://api.bunny.net",
    });
    expect(cdnFromEnv(env, forget).name).toBe("builtin");
    expect(cdnFromEnv(parseEnv({ CDN: "none" }), forget).name).toBe("none");
  });

  it("picks Cloudflare or Bunny with their keys", () => {
    const cloudflare = parseEnv({ CDN: "cloudflare", CLOUDFLARE_API_TOKEN: "token", CLOUDFLARE_ZONE_ID: ZONE });
    expect(cdnFromEnv(cloudflare, null).name).toBe("cloudflare");
    expect(cdnFromEnv(parseEnv({ CDN: "bunny", BUNNY_ACCESS_KEY: "key" }), null).name).toBe("bunny");
  });

  it("stops the start with the variable's name when a key is missing or malformed, never showing a secret", () => {
    expect(() => parseEnv({ CDN: "cloudflare" })).toThrow(ConfigError);
    expect(() => parseEnv({ CDN: "cloudflare", CLOUDFLARE_ZONE_ID: ZONE })).toThrow(
      /CLOUDFLARE_API_TOKEN: is required when CDN=cloudflare/,
    );
    expect(() => parseEnv({ CDN: "cloudflare", CLOUDFLARE_API_TOKEN: "t", CLOUDFLARE_ZONE_ID: "zone" })).toThrow(
      /CLOUDFLARE_ZONE_ID: must be the zone's 32-character id/,
    );
    expect(() => parseEnv({ CDN: "bunny" })).toThrow(/BUNNY_ACCESS_KEY: is required when CDN=bunny/);
    expect(() => parseEnv({ CDN: "fastly" })).toThrow(/CDN:/);
    expect(() => parseEnv({ CDN: "bunny", BUNNY_ACCESS_KEY: "secret-key", BUNNY_BASE_URL: "not a url" })).toThrow(
      /BUNNY_BASE_URL/,
    );
  });
});
