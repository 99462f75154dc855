import type { Env } from "../config/env.ts";
import type { Logger } from "../log/logger.ts";
import { builtInImageProvider, type ImageProvider } from "./provider.ts";
import { createUnsplashProvider } from "./unsplash-provider.ts";

/** Unsplash with an access key (UNSPLASH_ACCESS_KEY), else none: the built-in drawn pictures. */
export function imageProviderFromEnv(
  env: Pick<Env, "UNSPLASH_ACCESS_KEY" | "UNSPLASH_BASE_URL">,
  logger: Logger,
): ImageProvider {
  if (!env.UNSPLASH_ACCESS_KEY) return builtInImageProvider;
  return createUnsplashProvider({
    accessKey: env.UNSPLASH_ACCESS_KEY,
    baseUrl: env.UNSPLASH_BASE_URL,
    logger: logger.child({ component: "unsplash" }),
  });
}
