/** Facebook Graph API: a post on a page's feed, with the deal's link as its preview. */
import { z } from "zod";
import { type HttpAnswer, NetworkClient, type NetworkPublish, parseJson, type Transport } from "./request.ts";

export const FACEBOOK_GRAPH_URL = "https://graph.facebook.com/v21.0";

export interface FacebookConfig {
  /** A page access token with pages_manage_posts for the target page. */
  pageAccessToken: string;
  graphUrl?: string;
}

const okSchema = z.object({ id: z.string().min(1) });

const errorSchema = z.object({
  error: z.object({
    message: z.string().default(""),
    type: z.string().optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    is_transient: z.boolean().optional(),
  }),
});

/** Application, user, page and API-level throttling (Graph API rate-limit codes). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001]);
/** Invalid or expired token, session ended. */
const TOKEN_CODES = new Set([102, 190]);
/** Graph's own "try again" codes: unknown error, service unavailable. */
const TRANSIENT_CODES = new Set([1, 2]);
const DUPLICATE_CODE = 506;
/** "Object with ID … does not exist": a wrong page id, or one the token cannot see. */
const MISSING_OBJECT = { code: 100, subcode: 33 };

/**
 * Graph gives no Retry-After on throttling; page tokens get X-Business-Use-Case-Usage instead,
 * whose estimated_time_to_regain_access is in minutes.
 */
function regainAccessSeconds(client: NetworkClient, answer: HttpAnswer): number | null {
  const fromHeader = client.retryAfter(answer);
  if (fromHeader !== null) return fromHeader;
  const usage = parseJson(answer.headers.get("x-business-use-case-usage") ?? "");
  if (!usage || typeof usage !== "object") return null;
  const minutes = Object.values(usage as Record<string, unknown>)
    .flatMap((entries) => (Array.isArray(entries) ? entries : []))
    .map((entry) => Number((entry as { estimated_time_to_regain_access?: unknown }).estimated_time_to_regain_access))
    .filter((value) => Number.isFinite(value) && value > 0);
  return minutes.length > 0 ? Math.max(...minutes) * 60 : null;
}

export function facebookPublisher(config: FacebookConfig, transport: Transport): NetworkPublish {
  const graphUrl = (config.graphUrl ?? FACEBOOK_GRAPH_URL).replace(/\/+$/, "");
  const client = new NetworkClient("facebook", config.pageAccessToken, transport);

  return async (target, postToSend) => {
    // the token goes in the body, not the query string, so it stays out of proxies' URL logs
    const answer = await client.post(`${graphUrl}/${encodeURIComponent(target)}/feed`, {
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        message: postToSend.text,
        link: postToSend.link,
        access_token: config.pageAccessToken,
      }).toString(),
    });
    const body = parseJson(answer.text);
    if (answer.status >= 200 && answer.status < 300) {
      const ok = okSchema.safeParse(body);
      if (!ok.success) throw client.badResponse(answer);
      return { externalId: ok.data.id, url: `https://www.facebook.com/${ok.data.id}` };
    }
    if (answer.status >= 500) throw client.serverError(answer);
    const refused = errorSchema.safeParse(body);
    if (!refused.success) throw client.badResponse(answer);
    const { message, code, error_subcode: subcode, is_transient: transient } = refused.data.error;
    const said = `${message} (code ${code}${subcode ? `/${subcode}` : ""}, HTTP ${answer.status})`;
    if (RATE_LIMIT_CODES.has(code)) {
      throw client.fail("rate_limited", said, true, regainAccessSeconds(client, answer));
    }
    if (TOKEN_CODES.has(code)) throw client.fail("unauthorized", `page token refused: ${said}`, false);
    if (code === DUPLICATE_CODE) throw client.fail("duplicate", said, false);
    if (code === MISSING_OBJECT.code && subcode === MISSING_OBJECT.subcode) {
      throw client.fail("page_not_found", said, false);
    }
    if (transient || TRANSIENT_CODES.has(code)) throw client.fail("server_error", said, true);
    // 10 and 200-299 are missing permissions: trying again will not grant them
    if (code === 10 || (code >= 200 && code < 300)) throw client.fail("forbidden", said, false);
    throw client.fail("rejected", said, false);
  };
}
