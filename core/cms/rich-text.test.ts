import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";

describe("sanitizeRichText", () => {
  it("keeps the allowlist: paragraphs, headings, emphasis, lists, quotes and links", () => {
    const html =
      '<h2>Лято</h2><p>Полети до <strong>Рим</strong> и <em>Милано</em>.</p><ul><li>едно</li></ul><a href="/destinacii" title="Всички">виж</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, styles and frames with what they contain", () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe>')).toBe(
      "<p>a</p>",
    );
  });

  it("drops event handlers and unknown attributes, unwraps unknown tags", () => {
    expect(sanitizeRichText('<p onclick="x()" class="c" style="color:red">a <span>b</span></p>')).toBe("<p>a b</p>");
    expect(sanitizeRichText('<img src=x onerror="alert(1)">текст')).toBe("текст");
  });

  it("keeps only links to this site, http(s) or mail", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="/\\evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="jav&#x61;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&amp;c=2">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hello@example.com">x</a>')).toBe(
      '<a href="mailto:hello@example.com">x</a>',
    );
  });

  it("escapes plain text that looks like markup and drops comments", () => {
    expect(sanitizeRichText("цена < 200 лв. & повече<!-- secret -->")).toBe("цена &lt; 200 лв. & повече");
  });
});
