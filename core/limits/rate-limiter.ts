/**
 * A small per-key rate limiter kept in this process's memory (docs/decisions/0054): at most
 * `limit` takes per key in any `windowMs` (a sliding window: each take is remembered until it
 * is `windowMs` old). Per process on purpose for now: several web processes each keep their own
 * count, which a shared limiter (issue 18) will change. No imports at all, so the Deno web tier
 * runs it as Node does; the clock is injected.
 */

export interface RateRule {
  limit: number;
  windowMs: number;
}

export type Take = { ok: true } | { ok: false; retryAfterMs: number };

export interface RateLimiter {
  readonly rule: RateRule;
  /** Counts one use by `key`, or refuses with how long until the oldest counted one leaves the window. */
  take(key: string): Take;
  /** Forgets the latest use by `key` (one that turned out not to count). */
  refund(key: string): void;
}

export interface RateLimiterOptions {
  now?: () => number;
  /** Keys remembered at most; the least recently started is forgotten first beyond it. */
  maxKeys?: number;
}

export function createRateLimiter(rule: RateRule, options: RateLimiterOptions = {}): RateLimiter {
  if (!(rule.limit >= 1) || !(rule.windowMs > 0)) throw new Error("a rate rule needs limit >= 1 and windowMs > 0");
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 20_000;
  const uses = new Map<string, number[]>();

  const live = (key: string, at: number): number[] => {
    const times = uses.get(key);
    if (!times) return [];
    const from = at - rule.windowMs;
    let drop = 0;
    while (drop < times.length && (times[drop] as number) <= from) drop++;
    if (drop > 0) times.splice(0, drop);
    if (times.length === 0) uses.delete(key);
    return times;
  };

  const makeRoom = (at: number) => {
    if (uses.size < maxKeys) return;
    for (const key of [...uses.keys()]) live(key, at);
    // still full: the key that started longest ago goes (a Map keeps insertion order)
    while (uses.size >= maxKeys) uses.delete(uses.keys().next().value as string);
  };

  return {
    rule,
    take(key) {
      const at = now();
      const times = live(key, at);
      if (times.length >= rule.limit) {
        return { ok: false, retryAfterMs: Math.max(1, (times[0] as number) + rule.windowMs - at) };
      }
      if (times.length === 0) {
        makeRoom(at);
        uses.set(key, [at]);
      } else times.push(at);
      return { ok: true };
    },
    refund(key) {
      const times = uses.get(key);
      if (!times) return;
      times.pop();
      if (times.length === 0) uses.delete(key);
    },
  };
}

/** Whole seconds for a Retry-After header, never 0. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail counts as two), or null for anything else. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/.test(text)) return null;
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (const [index, piece] of pieces.entries()) {
      if (piece.includes(".") && index === pieces.length - 1 && IPV4.test(piece)) {
        const [a, b, c, d] = piece.split(".").map(Number) as [number, number, number, number];
        groups.push(a * 256 + b, c * 256 + d);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(Number.parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const left = parse(halves[0] ?? "");
  const right = halves.length === 2 ? parse(halves[1] ?? "") : [];
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}

/**
 * The key one visitor is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address
 * as its IPv4 one), an IPv6 address by its /64 network (one household or server gets a whole
 * /64, so counting single addresses would give it billions of tries), and an unknown address
 * under one shared key: refused together rather than not counted.
 */
export function limitKeyOf(address: string | null): string {
  if (!address) return "unknown";
  const text = address.trim().toLowerCase().split("%")[0] ?? "";
  if (IPV4.test(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return `other:${text.slice(0, 64)}`;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
