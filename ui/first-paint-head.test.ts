import { describe, expect, it } from "vitest";
import { stripModulePreloads } from "./first-paint-head.ts";

async function through(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(stripModulePreloads(source)).text();
}

const head =
  '<!DOCTYPE html><html lang="bg"><head><link rel="stylesheet" href="/assets/site.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/jsx-runtime.js" nonce="n"/></head>';
const body =
  '<body><main>Оферти</main><script type="module" nonce="n">import "/assets/entry.client.js";</script></body></html>';

describe("the document head without module preloads", () => {
  it("drops every modulepreload of the head and keeps the stylesheet, the body and its module script", async () => {
    const html = await through([head, body]);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain(body);
  });

  it("finds the tags when the stream cuts through a tag or through the end of the head", async () => {
    const whole = head + body;
    for (const cut of [20, whole.indexOf("modulepreload") + 4, whole.indexOf("</head>") + 3]) {
      const html = await through([whole.slice(0, cut), whole.slice(cut, cut + 7), whole.slice(cut + 7)]);
      expect(html).toBe(whole.replace(/<link rel="modulepreload"[^>]*>/g, ""));
    }
  });

  it("leaves a modulepreload in the body alone, and a document without a head as it came", async () => {
    const later = '<body><link rel="modulepreload" href="/x.js"/></body>';
    expect(await through([head, later])).toContain(later);
    expect(await through(["<p>no head</p>"])).toBe("<p>no head</p>");
  });
});
