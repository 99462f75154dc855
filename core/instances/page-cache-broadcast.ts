import type { Sql } from "../db/database.ts";
import type { PageCacheInvalidator } from "../edge-purge/cdn.ts";
import type { Logger } from "../log/logger.ts";

export const PAGE_CACHE_CHANNEL = "flydealsbg_page_cache";
/** NOTIFY payloads must stay under 8,000 bytes; paths are sent in chunks below that. */
const MAX_PAYLOAD = 7_000;

const bytes = (text: string) => new TextEncoder().encode(text).length;

interface Message {
  from: string;
  paths: string[];
}

/** The paths in messages of at most MAX_PAYLOAD bytes each. */
export function chunkedMessages(from: string, paths: readonly string[]): string[] {
  const messages: string[] = [];
  let chunk: string[] = [];
  const encode = (list: string[]) => JSON.stringify({ from, paths: list } satisfies Message);
  for (const path of paths) {
    if (bytes(path) > MAX_PAYLOAD - 100) continue; // no page has such an address
    if (chunk.length > 0 && bytes(encode([...chunk, path])) > MAX_PAYLOAD) {
      messages.push(encode(chunk));
      chunk = [];
    }
    chunk.push(path);
  }
  if (chunk.length > 0) messages.push(encode(chunk));
  return messages;
}

/**
 * The page cache of every instance, as the built-in CDN sees it: a purge forgets the paths here
 * at once and tells the other instances on the database through NOTIFY, whose listeners forget
 * them in their own caches. A lost notification leaves a page until its s-maxage (10 s) ends.
 */
export class BroadcastPageCacheInvalidator implements PageCacheInvalidator {
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly local: PageCacheInvalidator,
    private readonly sql: Sql,
    private readonly instanceId: string,
    private readonly logger: Logger,
  ) {}

  forget(paths: readonly string[]): number {
    const forgotten = this.local.forget(paths);
    for (const payload of chunkedMessages(this.instanceId, paths)) {
      this.sql.notify(PAGE_CACHE_CHANNEL, payload).catch((error) => {
        this.logger.warn("telling the other instances to forget pages failed", { error });
      });
    }
    return forgotten;
  }

  async listen(): Promise<void> {
    if (this.unlisten) return;
    const request = await this.sql.listen(PAGE_CACHE_CHANNEL, (payload) => {
      let message: Message;
      try {
        message = JSON.parse(payload) as Message;
      } catch {
        return;
      }
      if (message.from === this.instanceId || !Array.isArray(message.paths)) return;
      this.local.forget(message.paths.filter((path): path is string => typeof path === "string"));
    });
    this.unlisten = request.unlisten;
  }

  async close(): Promise<void> {
    await this.unlisten?.().catch(() => {});
    this.unlisten = undefined;
  }
}
