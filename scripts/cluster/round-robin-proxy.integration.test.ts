import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startRoundRobinProxy } from "./round-robin-proxy.ts";

const servers: Server[] = [];
async function upstream(name: string): Promise<string> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => response.end(`${name} ${request.method} ${request.url} ${request.headers.host} ${body}`));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

describe("round-robin proxy", () => {
  it("takes turns, keeps the method, path, body and Host, and names the upstream", async () => {
    const [a, b] = [await upstream("a"), await upstream("b")];
    const proxy = await startRoundRobinProxy(() => [a, b]);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${proxy.url}/x?y=${i}`, { method: "POST", body: `n${i}` });
      answers.push([response.headers.get("x-upstream"), await response.text()]);
    }
    const host = new URL(proxy.url).host;
    expect(answers).toEqual([
      [a, `a POST /x?y=0 ${host} n0`],
      [b, `b POST /x?y=1 ${host} n1`],
      [a, `a POST /x?y=2 ${host} n2`],
      [b, `b POST /x?y=3 ${host} n3`],
    ]);
    await proxy.close();
  });

  it("skips an upstream that refuses connections, and answers 502 when none is left", async () => {
    const live = await upstream("live");
    const dead = "http://127.0.0.1:9"; // discard port: nothing listens
    const proxy = await startRoundRobinProxy(() => [dead, live]);
    for (let i = 0; i < 3; i++) expect((await fetch(`${proxy.url}/`)).headers.get("x-upstream")).toBe(live);
    await proxy.close();
    const none = await startRoundRobinProxy(() => [dead]);
    expect((await fetch(`${none.url}/`)).status).toBe(502);
    await none.close();
  });
});
