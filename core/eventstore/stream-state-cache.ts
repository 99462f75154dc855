import { LRUCache } from "lru-cache";

/** A stream's folded state as this process last saw it. */
export interface CachedStreamState<State> {
  state: State;
  version: number;
  /** The version of the last snapshot saved or loaded, so snapshots are taken every N events. */
  snapshotVersion: number;
}

export type StreamStateCache<State> = Pick<
  LRUCache<string, CachedStreamState<State>>,
  "get" | "set" | "delete" | "clear"
>;

/**
 * One cache per event store instance, so that two databases (or a transaction's store and
 * the pool's) never share a state. States must be immutable: evolve returns new objects.
 */
export function streamStateCacheFor<State>(
  caches: WeakMap<object, StreamStateCache<State>>,
  store: object,
  max = 2_000,
): StreamStateCache<State> {
  let cache = caches.get(store);
  if (!cache) {
    cache = new LRUCache<string, CachedStreamState<State>>({ max });
    caches.set(store, cache);
  }
  return cache;
}

/** A cache that knows one stream as the caller has just read it, so handleCommand need not read it again. */
export function knownStreamState<State>(streamId: string, known: CachedStreamState<State>): StreamStateCache<State> {
  const cache = new LRUCache<string, CachedStreamState<State>>({ max: 1 });
  cache.set(streamId, known);
  return cache;
}
