import { expect } from "vitest";

/**
 * What every mail client renders: tables and inline styles only (no class, no
 * stylesheet, no web font), at most 600 px wide, and the picture 560 px wide that shrinks on a phone.
 */
export function expectWhatMailClientsRender(html: string): void {
  expect(html).toContain("<table");
  expect(html).not.toMatch(/\sclass=/);
  expect(html).not.toMatch(/<link\b/);
  expect(html).not.toMatch(/<style\b/);
  expect(html).not.toMatch(/@import|@font-face|fonts\.googleapis/);
  expect(html).toContain("max-width:600px");
  const image = html.match(/<img [^>]*>/)?.[0] ?? "";
  expect(image).toContain('width="560"');
  expect(image).toMatch(/style="[^"]*width:100%;max-width:560px;height:auto/);
}
