import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentLogger } from "../log/logger.ts";
import { catalogFacts } from "./facts.ts";
import { GenerationError, SECTION_NAMES } from "./generator.ts";
import { type FakeChatServer, startFakeChatServer } from "./openai-fake-server.ts";
import { createOpenAiGenerator } from "./openai-generator.ts";
import { findTarget } from "./targets.ts";

const API_KEY = "sk-test-key-0123456789";
let server: FakeChatServer;
const waits: number[] = [];

const generatorWith = (apiKey = API_KEY) =>
  createOpenAiGenerator({
    apiKey,
    baseUrl: `${server.url}/`,
    model: "gpt-4o-mini",
    logger: silentLogger,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
const request = (locale: "bg" | "en" = "bg") => ({
  kind: "destination" as const,
  locale,
  facts: catalogFacts(findTarget("destination", { iata: "LIS" })),
});

async function failure(run: Promise<unknown>): Promise<GenerationError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GenerationError);
  return error as GenerationError;
}

beforeAll(async () => {
  server = await startFakeChatServer({ apiKey: API_KEY });
});
afterAll(() => server.close());

describe("the OpenAI-compatible chat adapter", () => {
  it("asks for the seven sections as JSON with the facts and turns the answer into text blocks", async () => {
    server.behave({ kind: "ok" });
    const blocks = await generatorWith().generate(request("bg"));
    expect(blocks).toHaveLength(7);
    expect(blocks[0]).toEqual({
      type: "text",
      heading: "Раздел intro",
      body: "Текст на раздела intro.\n\nВтори абзац.",
    });
    const sent = server.requests.at(-1);
    expect(sent?.model).toBe("gpt-4o-mini");
    expect(sent?.messages[0]?.content).toContain(SECTION_NAMES.join(", "));
    expect(sent?.messages[0]?.content).toContain("Bulgarian");
    expect(JSON.parse(sent?.messages[1]?.content ?? "{}")).toMatchObject({ destination: { iata: "LIS" } });
  });

  it("fails with a clear message when the key is refused (401)", async () => {
    const error = await failure(generatorWith("sk-wrong-key-000000").generate(request()));
    expect(error.code).toBe("unauthorized");
    expect(error.message).toMatch(/refused the key \(401\): Incorrect API key/);
  });

  it("waits out a 429 for its retry-after, then carries on", async () => {
    waits.length = 0;
    server.behave({ kind: "rate_limited", times: 2, retryAfter: "3" });
    const blocks = await generatorWith().generate(request("en"));
    expect(blocks[0]).toMatchObject({ heading: "Section intro" });
    expect(waits).toEqual([3000, 3000]);
  });

  it("gives up on a 429 that lasts, or asks for too long a wait", async () => {
    server.behave({ kind: "rate_limited", times: 5, retryAfter: "1" });
    const lasting = await failure(generatorWith().generate(request()));
    expect(lasting.code).toBe("rate_limited");
    expect(lasting.message).toMatch(/429, retry after 1 s/);
    server.behave({ kind: "rate_limited", times: 1, retryAfter: "600" });
    waits.length = 0;
    expect((await failure(generatorWith().generate(request()))).code).toBe("rate_limited");
    expect(waits).toEqual([]);
  });

  it("fails on a server error (500) with the API's message", async () => {
    server.behave({ kind: "server_error" });
    const error = await failure(generatorWith().generate(request()));
    expect(error.code).toBe("upstream");
    expect(error.message).toMatch(/failed \(500\): The server had an error/);
  });

  it("fails when the model answers prose or JSON of another shape", async () => {
    server.behave({ kind: "garbage" });
    expect(await failure(generatorWith().generate(request()))).toMatchObject({
      code: "invalid_output",
      message: "The model's answer is not JSON",
    });
    server.behave({ kind: "wrong_shape" });
    const error = await failure(generatorWith().generate(request()));
    expect(error.code).toBe("invalid_output");
    expect(error.message).toMatch(/did not return the seven sections/);
  });

  it("fails clearly when the API cannot be reached", async () => {
    const gone = createOpenAiGenerator({ apiKey: API_KEY, baseUrl: "http://127.0.0.1:9", logger: silentLogger });
    expect((await failure(gone.generate(request()))).code).toBe("unreachable");
  });
});
