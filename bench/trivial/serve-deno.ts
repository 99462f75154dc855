/**
 * The bench's floor under Deno: bench/trivial's one page through Hono with compression, as
 * http/deno.ts serves the product's. `npx deno run -A bench/trivial/serve-deno.ts` with PORT.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";

declare const Deno: {
  serve(
    options: { port: number; hostname: string },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
  env: { get(name: string): string | undefined };
};

const buildModule = "./build/server/index.js";
const build = (await import(buildModule)) as ServerBuild;
const handler = createRequestHandler(build, "production");
const app = new Hono();
app.use(compress());
app.get("/healthz", (c) => c.text("ok"));
app.all("*", (c) => handler(c.req.raw));
Deno.serve({ port: Number(Deno.env.get("PORT")), hostname: "127.0.0.1" }, app.fetch);
