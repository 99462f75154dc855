import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Answers after `ms` unless the client gave up or the server closed first: a slow upstream. */
export type AnswerLater = (res: ServerResponse, ms: number, answer: () => void) => void;

export interface LocalHttpServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * An HTTP server on a free local port for the fake upstreams (Turnstile, Travelpayouts, the
 * social networks). A handler that throws answers 500; close() drops slow answers still pending.
 */
export async function startLocalHttpServer(
  handle: (req: IncomingMessage, res: ServerResponse, later: AnswerLater) => void | Promise<void>,
): Promise<LocalHttpServer> {
  const timers = new Set<NodeJS.Timeout>();
  const later: AnswerLater = (res, ms, answer) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer();
    }, ms);
    timers.add(timer);
    res.on("close", () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res, later)).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
