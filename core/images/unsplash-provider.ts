/**
 * The image provider backed by the Unsplash API (https://unsplash.com/documentation), following
 * its guidelines: photos are hotlinked from the `urls` it returns, the photographer and Unsplash
 * are credited with utm links, and a chosen photo is reported at its `links.download_location`.
 */
import { z } from "zod";
import type { Logger } from "../log/logger.ts";
import { withUnsplashUtm } from "./credit.ts";
import {
  type ImageProvider,
  ImageProviderError,
  type ImageProviderErrorCode,
  type PhotoCandidate,
  PROVIDER_FAILURES,
} from "./provider.ts";

export interface UnsplashOptions {
  accessKey: string;
  /** Default https://api.unsplash.com; a local fake in tests. */
  baseUrl?: string;
  /** Per request, default 8000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger: Logger;
}

const DEFAULT_BASE_URL = "https://api.unsplash.com";
const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Unsplash serves at most 30 a page. */
const MAX_PER_PAGE = 30;

const url = z.url({ protocol: /^https?$/ });

const photoSchema = z.object({
  id: z.string().regex(PHOTO_ID),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ raw: url, full: url, regular: url, small: url, thumb: url }),
  links: z.object({ html: url, download_location: url }),
  user: z.object({ name: z.string().min(1), username: z.string().min(1), links: z.object({ html: url }) }),
});

const searchSchema = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(photoSchema),
});

type UnsplashPhoto = z.infer<typeof photoSchema>;

/** The address with query parameters set (Unsplash resizes on its CDN from them). */
function withParams(address: string, params: Record<string, string>): string {
  const parsed = new URL(address);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.toString();
}

function candidateOf(photo: UnsplashPhoto): PhotoCandidate {
  return {
    id: photo.id,
    description: photo.description ?? photo.alt_description ?? null,
    thumbUrl: photo.urls.small,
    // 16:9 at the width the pages show, cut by Unsplash's CDN
    imageUrl: withParams(photo.urls.regular, { w: "1200", h: "675", fit: "crop" }),
    highResImageUrl: photo.urls.full,
    width: photo.width,
    height: photo.height,
    photographer: {
      name: photo.user.name,
      username: photo.user.username,
      profileUrl: withUnsplashUtm(photo.user.links.html),
    },
    pageUrl: withUnsplashUtm(photo.links.html),
    downloadLocation: photo.links.download_location,
  };
}

export function createUnsplashProvider(options: UnsplashOptions): ImageProvider {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const origin = new URL(baseUrl).origin;
  const timeoutMs = options.timeoutMs ?? 8_000;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const logger = options.logger;

  const fail = (code: ImageProviderErrorCode, what: string, status?: number, cause?: unknown) => {
    logger.warn("unsplash request failed", { what, code, status: status ?? null });
    const detail = code === "bad_response" || code === "network" ? `: ${what}` : "";
    return new ImageProviderError(code, `${PROVIDER_FAILURES[code]}${detail}`, status, { cause });
  };

  /** GET with the access key; the JSON body, or a typed failure. */
  async function get(address: string, what: string, signal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(address, {
        headers: { Authorization: `Client-ID ${options.accessKey}`, "Accept-Version": "v1" },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw fail("timeout", what, undefined, error);
      throw fail("network", `${what}: ${error instanceof Error ? error.message : String(error)}`, undefined, error);
    }
    const status = response.status;
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      if (timeout.aborted) throw fail("timeout", what, status, error);
      throw fail("network", what, status, error);
    }
    if (status === 401) throw fail("unauthorized", what, status);
    if (status === 403) {
      // Unsplash answers a spent hourly allowance with 403 and no requests remaining
      const limited = response.headers.get("x-ratelimit-remaining") === "0" || /rate limit/i.test(body);
      throw fail(limited ? "rate_limited" : "forbidden", what, status);
    }
    if (status === 404) throw fail("not_found", what, status);
    if (status === 400 || status === 422) throw fail("bad_request", what, status);
    if (status >= 500) throw fail("server_error", what, status);
    if (status < 200 || status >= 300) throw fail("bad_response", `${what}: status ${status}`, status);
    try {
      return JSON.parse(body);
    } catch (error) {
      throw fail("bad_response", `${what}: the body is not JSON`, status, error);
    }
  }

  function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fail(
        "bad_response",
        `${what}: ${issue?.path.join(".") || "body"} ${issue?.message ?? "is malformed"}`,
        200,
      );
    }
    return parsed.data;
  }

  return {
    name: "unsplash",
    searchable: true,

    async searchPhotos(query, searchOptions = {}) {
      const perPage = Math.min(MAX_PER_PAGE, Math.max(1, searchOptions.perPage ?? 12));
      const params = new URLSearchParams({
        query: query.trim().slice(0, 200),
        per_page: String(perPage),
        orientation: "landscape",
        content_filter: "high",
      });
      const body = await get(`${baseUrl}/search/photos?${params}`, "search", searchOptions.signal);
      return parse(searchSchema, body, "search").results.map(candidateOf);
    },

    async getPhoto(id, photoOptions = {}) {
      if (!PHOTO_ID.test(id)) throw new ImageProviderError("not_found", PROVIDER_FAILURES.not_found, 404);
      const body = await get(`${baseUrl}/photos/${id}`, `photo ${id}`, photoOptions.signal);
      return candidateOf(parse(photoSchema, body, `photo ${id}`));
    },

    async registerDownload(photo) {
      // the address Unsplash gave, but only on its own API: the key goes nowhere else
      let address = `${baseUrl}/photos/${encodeURIComponent(photo.id)}/download`;
      try {
        if (new URL(photo.downloadLocation).origin === origin) address = photo.downloadLocation;
      } catch {
        // not an address: the endpoint by id
      }
      await get(address, `download ${photo.id}`);
    },
  };
}
