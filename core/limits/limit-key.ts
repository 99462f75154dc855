/**
 * The key one visitor is counted under by the rate limits (docs/decisions/0054): an address
 * made into one string per visitor. No imports, so the Deno web tier runs it as Node does.
 */

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
