import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where the bytes of uploaded pictures live (docs/decisions/0077). The built-in one keeps files
 * under DATA_DIR/media; s3-storage.ts speaks to any S3-compatible service (MEDIA_STORAGE=s3).
 */
export interface MediaStorage {
  readonly kind: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no object under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removing a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** The storage could not do what was asked: unreachable, refused (wrong keys), or broken. */
export class MediaStorageError extends Error {
  override name = "MediaStorageError";
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

// keys are ours (paths.ts), but a storage trusts no caller with "..", "//" or a leading "/"
const KEY = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;

export function checkStorageKey(key: string): string {
  if (!KEY.test(key) || key.includes(".."))
    throw new MediaStorageError("invalid_key", `Not a media storage key: ${key}`);
  return key;
}

const TYPE_SUFFIX = ".content-type";

/** Files under `root` (DATA_DIR/media): each object and, beside it, its content type. */
export function localMediaStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(join(base, checkStorageKey(key)));
    if (!path.startsWith(base + sep)) throw new MediaStorageError("invalid_key", `Not a media storage key: ${key}`);
    return path;
  };
  return {
    kind: "local",
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written aside and renamed: a reader never sees half a picture
      const partial = `${path}.partial-${process.pid}-${Date.now()}`;
      await writeFile(partial, bytes);
      await writeFile(`${path}${TYPE_SUFFIX}`, contentType);
      await rename(partial, path);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(path), readFile(`${path}${TYPE_SUFFIX}`, "utf8")]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}${TYPE_SUFFIX}`, { force: true });
    },
  };
}

/** In memory, for tests and read-only deployments' tests of the admin. */
export function memoryMediaStorage(): MediaStorage & { keys(): string[] } {
  const objects = new Map<string, StoredObject>();
  return {
    kind: "memory",
    async put(key, bytes, contentType) {
      objects.set(checkStorageKey(key), { bytes: new Uint8Array(bytes), contentType });
    },
    async get(key) {
      return objects.get(checkStorageKey(key)) ?? null;
    },
    async delete(key) {
      objects.delete(checkStorageKey(key));
    },
    keys: () => [...objects.keys()].sort(),
  };
}
