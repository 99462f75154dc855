/**
 * The image provider port: photos to choose from for a place, and the provider told when one is
 * chosen. Only the choice is kept on our side (the photo's id, the addresses the provider gave
 * for it, its photographer): pages hotlink the provider's own addresses, never copies of the
 * bytes (docs/decisions/0044). Without a provider, places keep their built-in drawn pictures.
 */

export interface PhotoCandidate {
  /** The provider's id of the photo (Unsplash's). */
  id: string;
  description: string | null;
  /** Small, for the admin's list. */
  thumbUrl: string;
  /** What pages show (about 1200 wide). */
  imageUrl: string;
  highResImageUrl: string;
  width: number;
  height: number;
  photographer: {
    name: string;
    username: string;
    /** Their profile, with our utm parameters. */
    profileUrl: string;
  };
  /** The photo's page at the provider, with our utm parameters. */
  pageUrl: string;
  /** Where to report that the photo was chosen. */
  downloadLocation: string;
}

export type ImageProviderErrorCode =
  | "not_configured"
  | "unauthorized"
  | "rate_limited"
  | "forbidden"
  | "not_found"
  | "bad_request"
  | "server_error"
  | "timeout"
  | "network"
  | "bad_response";

export class ImageProviderError extends Error {
  override readonly name = "ImageProviderError";
  constructor(
    readonly code: ImageProviderErrorCode,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What an admin reads when the provider fails, by the failure's code. */
export const PROVIDER_FAILURES: Record<ImageProviderErrorCode, string> = {
  not_configured: "No photo provider is configured: set UNSPLASH_ACCESS_KEY to search Unsplash.",
  unauthorized: "Unsplash refused the access key (401): check UNSPLASH_ACCESS_KEY.",
  rate_limited: "Unsplash's hourly request limit is used up (403): try again within the hour.",
  forbidden: "Unsplash refused the request (403).",
  not_found: "Unsplash has no such photo (404).",
  bad_request: "Unsplash refused the search (400).",
  server_error: "Unsplash is failing (5xx): try again later.",
  timeout: "Unsplash did not answer in time.",
  network: "Unsplash could not be reached.",
  bad_response: "Unsplash answered with something that is not a photo list.",
};

export interface SearchOptions {
  perPage?: number;
  signal?: AbortSignal;
}

export interface ImageProvider {
  readonly name: "builtin" | "unsplash";
  /** False for the built-in one: it has nothing to search, places keep their drawn pictures. */
  readonly searchable: boolean;
  /** Landscape photos for a query (a city and its country). */
  searchPhotos(query: string, options?: SearchOptions): Promise<PhotoCandidate[]>;
  /** One photo, as the provider describes it now (a choice is made from this, not from a form). */
  getPhoto(id: string, options?: { signal?: AbortSignal }): Promise<PhotoCandidate>;
  /** Tells the provider a photo was chosen (Unsplash counts it as a download). */
  registerDownload(photo: Pick<PhotoCandidate, "id" | "downloadLocation">): Promise<void>;
}

/** No provider: nothing to search, the built-in drawn pictures stay. */
export const builtInImageProvider: ImageProvider = {
  name: "builtin",
  searchable: false,
  async searchPhotos() {
    return [];
  },
  async getPhoto() {
    throw new ImageProviderError("not_configured", PROVIDER_FAILURES.not_configured);
  },
  async registerDownload() {},
};
