import { join } from "node:path";
import type { Env } from "../config/env.ts";
import { s3MediaStorage } from "./s3-storage.ts";
import { localMediaStorage, type MediaStorage } from "./storage.ts";

type MediaEnv = Pick<
  Env,
  "DATA_DIR" | "MEDIA_STORAGE" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY"
>;

/** The media storage MEDIA_STORAGE selects: files under DATA_DIR/media, or an S3-compatible bucket. */
export function mediaStorageFromEnv(env: MediaEnv): MediaStorage {
  if (env.MEDIA_STORAGE === "s3") {
    // parseEnv has checked these are set when MEDIA_STORAGE=s3
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
      throw new Error("MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
    return s3MediaStorage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    });
  }
  return localMediaStorage(join(env.DATA_DIR, "media"));
}
