import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RoundRobinProxy {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * A small HTTP load balancer for running several web instances on one machine: each request goes
 * to the next upstream in turn; an upstream that refuses the connection (a killed instance) is
 * skipped for that request and the next one is tried, as a real balancer's health check would.
 * The answer names its upstream in `x-upstream`, so a test can see who served it.
 */
export async function startRoundRobinProxy(
  upstreams: () => readonly string[],
  options: { port?: number; host?: string } = {},
): Promise<RoundRobinProxy> {
  let next = 0;
  const forward = (incoming: IncomingMessage, body: Buffer, response: ServerResponse, tries: string[]) => {
    const targets = upstreams();
    const untried = targets.filter((target) => !tries.includes(target));
    if (untried.length === 0) {
      response.writeHead(502, { "content-type": "text/plain" }).end("No upstream answered");
      return;
    }
    const target = targets[next++ % targets.length] as string;
    if (tries.includes(target)) return forward(incoming, body, response, tries);
    const url = new URL(incoming.url ?? "/", target);
    const outgoing = httpRequest(
      url,
      {
        method: incoming.method,
        // the Host the visitor asked for, as nginx's `proxy_set_header Host $host`: the admin's
        // same-origin check and the absolute URLs compare against it
        headers: { ...incoming.headers, "x-forwarded-for": incoming.socket.remoteAddress ?? "" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-upstream": target });
        answer.pipe(response);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (response.headersSent) return response.destroy(error);
      // a dead upstream: nothing reached it, so the request may go to another one
      if (error.code === "ECONNREFUSED" || error.code === "ECONNRESET")
        forward(incoming, body, response, [...tries, target]);
      else response.writeHead(502, { "content-type": "text/plain" }).end(`Upstream failed: ${error.message}`);
    });
    outgoing.end(body);
  };
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => forward(incoming, Buffer.concat(chunks), response, []));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
