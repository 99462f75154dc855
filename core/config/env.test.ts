import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("has defaults that make a bare start work", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR.endsWith(".data")).toBe(true);
    expect(env.PUBLIC_URL).toBe("http://127.0.0.1:3000");
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseEnv({ FARE_SOURCE: "travelpayouts" })).toThrow(
      /TRAVELPAYOUTS_TOKEN: is required when FARE_SOURCE=travelpayouts/,
    );
    expect(parseEnv({ FARE_SOURCE: "travelpayouts", TRAVELPAYOUTS_TOKEN: "0123456789abcdef0123" }).FARE_SOURCE).toBe(
      "travelpayouts",
    );
  });

  it("never repeats a secret that failed its check, but still names it", () => {
    const secret = "short-secret";
    const attempt = () => parseEnv({ TRAVELPAYOUTS_TOKEN: secret, CAPTCHA_SECRET: secret });
    expect(attempt).toThrow(/TRAVELPAYOUTS_TOKEN: .* \(got 12 characters, hidden\)/);
    expect(attempt).toThrow(/CAPTCHA_SECRET/);
    expect(attempt).not.toThrow(new RegExp(secret));
    expect(() => parseEnv({ PORT: "eighty" })).toThrow('(got "eighty")');
  });

  it("derives PUBLIC_URL from HOST and PORT and strips a trailing slash", () => {
    expect(parseEnv({ HOST: "0.0.0.0", PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://flydeals.bg/" }).PUBLIC_URL).toBe("https://flydeals.bg");
  });

  it("takes an optional Google Analytics measurement id of the form G-XXXXXXX", () => {
    expect(parseEnv({}).GA_MEASUREMENT_ID).toBeUndefined();
    expect(parseEnv({ GA_MEASUREMENT_ID: "" }).GA_MEASUREMENT_ID).toBeUndefined();
    expect(parseEnv({ GA_MEASUREMENT_ID: "G-AB12CD34EF" }).GA_MEASUREMENT_ID).toBe("G-AB12CD34EF");
    expect(() => parseEnv({ GA_MEASUREMENT_ID: "UA-12345-1" })).toThrow(
      /GA_MEASUREMENT_ID: must be a Google Analytics 4/,
    );
  });
});

describe("the social posting variables", () => {
  it("default to the outbox and the networks' real API addresses", () => {
    const env = parseEnv({});
    expect(env.SOCIAL).toBe("outbox");
    expect(env.TELEGRAM_BOT_TOKEN).toBeUndefined();
    expect(env.TELEGRAM_API_URL).toBe("https://api.telegram.org");
    expect(env.FACEBOOK_GRAPH_URL).toBe("https://graph.facebook.com/v21.0");
    expect(env.TWITTER_API_URL).toBe("https://api.twitter.com");
    expect(env.LINKEDIN_API_URL).toBe("https://api.linkedin.com");
    expect(parseEnv({ LINKEDIN_API_URL: "" }).LINKEDIN_API_URL).toBe("https://api.linkedin.com");
    expect(() => parseEnv({ TWITTER_API_URL: "api.twitter.com" })).toThrow(/TWITTER_API_URL/);
  });

  it("want a token when SOCIAL=http, and one is enough", () => {
    expect(() => parseEnv({ SOCIAL: "http", TELEGRAM_BOT_TOKEN: "" })).toThrow(
      /SOCIAL: SOCIAL=http needs at least one of TELEGRAM_BOT_TOKEN/,
    );
    const env = parseEnv({ SOCIAL: "http", FACEBOOK_PAGE_ACCESS_TOKEN: " EAAB-token " });
    expect(env.SOCIAL).toBe("http");
    expect(env.FACEBOOK_PAGE_ACCESS_TOKEN).toBe("EAAB-token");
  });
});
