import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { HttpApp } from "./app.ts";

export function nodeStaticFiles(root: string): MiddlewareHandler {
  // x.br and x.gz written at build time (scripts/bundling/precompress.ts)
  return serveStatic({ root, precompressed: true });
}

/** Listens with @hono/node-server; resolves with the bound port and a close function. */
export function listenNode(
  app: HttpApp,
  port: number,
  hostname: string,
): Promise<{ port: number; close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // keep-alive sockets would hold close() open until they time out
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once("error", reject);
  });
}
