/** LinkedIn Posts API (versioned REST): an article post by an organization or a member. */
import { z } from "zod";
import { NetworkClient, type NetworkPublish, parseJson, type Transport } from "./request.ts";

export const LINKEDIN_API_URL = "https://api.linkedin.com";
/** LinkedIn sunsets each monthly version after about a year; a sunset one answers 426. */
export const LINKEDIN_VERSION = "202609";
const TITLE_MAX = 200;

export interface LinkedInConfig {
  /** A 3-legged OAuth token with w_organization_social (or w_member_social for a person). */
  accessToken: string;
  apiUrl?: string;
  /** The LinkedIn-Version header, YYYYMM; default LINKEDIN_VERSION. */
  version?: string;
}

const errorSchema = z.object({
  status: z.number().int().optional(),
  message: z.string().default(""),
  code: z.string().optional(),
  serviceErrorCode: z.number().int().optional(),
  errorDetails: z.object({ inputErrors: z.array(z.object({ code: z.string().optional() })).optional() }).optional(),
});

/**
 * commentary is LinkedIn's "little" text: these characters are markup, and an unescaped one
 * makes LinkedIn cut the post off there (silently, answering 201). URLs stay as they are so they
 * still link, and #word stays a hashtag.
 */
const LITTLE_RESERVED = /[\\|{}@[\]()<>#*_~]/g;
const KEEP_AS_IS = /(https?:\/\/[^\s()<>[\]{}|\\]+|#[\p{L}\p{N}]+)/u;

export function escapeLittleText(text: string): string {
  return text
    .split(KEEP_AS_IS)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(LITTLE_RESERVED, (char) => `\\${char}`)))
    .join("");
}

/** The article card's title: the post's first line, cut on a code point (deal texts carry emoji). */
export function articleTitle(text: string, fallback: string): string {
  const firstLine = text
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  const chars = Array.from(firstLine ?? fallback);
  return chars.length <= TITLE_MAX ? chars.join("") : `${chars.slice(0, TITLE_MAX - 1).join("")}…`;
}

export function linkedinPublisher(config: LinkedInConfig, transport: Transport): NetworkPublish {
  const apiUrl = (config.apiUrl ?? LINKEDIN_API_URL).replace(/\/+$/, "");
  const version = config.version ?? LINKEDIN_VERSION;
  const client = new NetworkClient("linkedin", config.accessToken, transport);

  return async (target, postToSend) => {
    const answer = await client.post(`${apiUrl}/rest/posts`, {
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        "linkedin-version": version,
        "x-restli-protocol-version": "2.0.0",
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({
        author: target,
        commentary: escapeLittleText(postToSend.text),
        visibility: "PUBLIC",
        distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
        content: { article: { source: postToSend.link, title: articleTitle(postToSend.text, postToSend.link) } },
        lifecycleState: "PUBLISHED",
        isReshareDisabledByAuthor: false,
      }),
    });
    if (answer.status >= 200 && answer.status < 300) {
      // the new post's URN comes only in this header; the body is empty
      const urn = answer.headers.get("x-restli-id")?.trim();
      if (!urn?.startsWith("urn:li:")) throw client.badResponse(answer);
      return { externalId: urn, url: `https://www.linkedin.com/feed/update/${urn}/` };
    }
    if (answer.status >= 500) throw client.serverError(answer);
    const refused = errorSchema.safeParse(parseJson(answer.text));
    const message = refused.success ? refused.data.message : "";
    const said = `${message || "no message"} (HTTP ${answer.status})`;
    if (answer.status === 429) {
      throw client.fail("rate_limited", said, true, client.retryAfter(answer));
    }
    if (answer.status === 401) throw client.fail("unauthorized", `access token refused: ${said}`, false);
    if (!refused.success) throw client.badResponse(answer);
    const inputCodes = refused.data.errorDetails?.inputErrors?.map((error) => error.code) ?? [];
    if (inputCodes.includes("DUPLICATE_POST") || /duplicate/i.test(message)) {
      throw client.fail("duplicate", said, false);
    }
    if (answer.status === 403) throw client.fail("forbidden", said, false);
    if (answer.status === 426) {
      throw client.fail("version_sunset", `LinkedIn-Version ${version} is no longer served: ${said}`, false);
    }
    throw client.fail("rejected", said, false);
  };
}
