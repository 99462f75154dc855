/** X API v2: a tweet from the account whose user-context token is configured. */
import { z } from "zod";
import { type HttpAnswer, NetworkClient, type NetworkPublish, parseJson, type Transport } from "./request.ts";

export const TWITTER_API_URL = "https://api.twitter.com";

export interface TwitterConfig {
  /** An OAuth 2.0 user-context access token with tweet.write; an app-only bearer token cannot post. */
  accessToken: string;
  apiUrl?: string;
}

const okSchema = z.object({ data: z.object({ id: z.string().min(1), text: z.string().optional() }) });

/** X's problem documents (RFC 7807-like); older endpoints answer `errors` instead. */
const problemSchema = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  errors: z.array(z.object({ message: z.string().optional() })).optional(),
});

/** x-rate-limit-reset is the epoch second the window reopens; Retry-After wins when both come. */
function resetSeconds(client: NetworkClient, answer: HttpAnswer): number | null {
  const fromHeader = client.retryAfter(answer);
  if (fromHeader !== null) return fromHeader;
  const reset = Number(answer.headers.get("x-rate-limit-reset") ?? Number.NaN);
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, Math.ceil(reset - client.now().getTime() / 1000)) : null;
}

export function twitterPublisher(config: TwitterConfig, transport: Transport): NetworkPublish {
  const apiUrl = (config.apiUrl ?? TWITTER_API_URL).replace(/\/+$/, "");
  const client = new NetworkClient("twitter", config.accessToken, transport);

  // the target (the account's handle) is not sent: the token decides which account posts
  return async (_target, postToSend) => {
    const answer = await client.post(`${apiUrl}/2/tweets`, {
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({ text: postToSend.text }),
    });
    const body = parseJson(answer.text);
    if (answer.status >= 200 && answer.status < 300) {
      const ok = okSchema.safeParse(body);
      if (!ok.success) throw client.badResponse(answer);
      return { externalId: ok.data.data.id, url: `https://x.com/i/web/status/${ok.data.data.id}` };
    }
    if (answer.status >= 500) throw client.serverError(answer);
    const problem = problemSchema.safeParse(body);
    // a 429 or 401 may come from an edge proxy with a non-JSON body; the status alone is enough
    const detail = problem.success
      ? (problem.data.detail ?? problem.data.errors?.[0]?.message ?? problem.data.title ?? "")
      : "";
    const said = `${detail || "no detail"} (HTTP ${answer.status})`;
    if (answer.status === 429) throw client.fail("rate_limited", said, true, resetSeconds(client, answer));
    if (answer.status === 401) throw client.fail("unauthorized", `access token refused: ${said}`, false);
    if (!problem.success) throw client.badResponse(answer);
    if (/duplicate content/i.test(detail)) throw client.fail("duplicate", said, false);
    if (answer.status === 403) throw client.fail("forbidden", said, false);
    throw client.fail("rejected", said, false);
  };
}
