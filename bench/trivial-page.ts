import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { freePort } from "../core/db/embedded-postgres.ts";
import { nodeStaticFiles } from "../http/node.ts";

const TRIVIAL_BUILD = "bench/trivial/build/server/index.js";

/** The floor: bench/trivial's one page, through Hono with compression, in this process. */
export async function serveTrivialPage(): Promise<{ url: string; close(): void }> {
  if (!existsSync(TRIVIAL_BUILD)) execFileSync("npx", ["react-router", "build", "bench/trivial"], { stdio: "ignore" });
  const build = (await import(pathToFileURL(resolve(TRIVIAL_BUILD)).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const app = new Hono();
  app.use(compress());
  // its scripts too, so Lighthouse weighs the floor's JavaScript as it weighs ours
  app.use("/assets/*", nodeStaticFiles("bench/trivial/build/client"));
  app.all("*", (c) => handler(c.req.raw));
  const port = await freePort();
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
