import { describe, expect, it } from "vitest";
import { articleTitle, escapeLittleText } from "./linkedin.ts";

describe("LinkedIn's little text", () => {
  it("escapes every reserved character outside URLs and hashtags", () => {
    expect(escapeLittleText("a\\b|c{d}e@f[g]h(i)j<k>l*m_n~o # p")).toBe(
      "a\\\\b\\|c\\{d\\}e\\@f\\[g\\]h\\(i\\)j\\<k\\>l\\*m\\_n\\~o \\# p",
    );
  });

  it("leaves URLs and #hashtags as they are so they still link", () => {
    expect(escapeLittleText("Sofia (SOF) #евтино https://flydeals.bg/d/sof_lhr?a=1#top.")).toBe(
      "Sofia \\(SOF\\) #евтино https://flydeals.bg/d/sof_lhr?a=1#top.",
    );
    // a closing parenthesis after a URL is prose, not part of the URL
    expect(escapeLittleText("(see https://flydeals.bg/x)")).toBe("\\(see https://flydeals.bg/x\\)");
  });
});

describe("the article title", () => {
  it("is the first non-blank line", () => {
    expect(articleTitle("\n  Sofia → Rome 29 €  \nmore", "https://x")).toBe("Sofia → Rome 29 €");
    expect(articleTitle("  \n ", "https://flydeals.bg/d/1")).toBe("https://flydeals.bg/d/1");
  });

  it("is cut to 200 characters without splitting an emoji", () => {
    const title = articleTitle(`${"a".repeat(198)}🇧🇬🇧🇬 tail`, "x");
    expect(Array.from(title)).toHaveLength(200);
    expect(title.endsWith("…")).toBe(true);
    // a lone surrogate would make this throw
    expect(() => encodeURIComponent(title)).not.toThrow();
    expect(articleTitle("b".repeat(200), "x")).toBe("b".repeat(200));
  });
});
