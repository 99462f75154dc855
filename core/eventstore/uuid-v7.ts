import { randomFillSync } from "node:crypto";

const pool = new Uint8Array(16 * 256);
let offset = pool.length;

/**
 * RFC 9562 version 7 UUID: 48 bits of Unix milliseconds, then random bits. Event ids made
 * this way arrive in roughly ascending order, so the unique index on event_id grows at its
 * right edge instead of touching a random page for every append.
 */
export function uuidV7(now: number = Date.now()): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = pool.subarray(offset, offset + 16);
  offset += 16;
  const hex: string[] = [];
  const time = now.toString(16).padStart(12, "0");
  hex.push(time.slice(0, 8), "-", time.slice(8, 12), "-");
  hex.push(`7${hex2(bytes[0] as number)}${hex2(bytes[1] as number).slice(0, 1)}`, "-");
  hex.push(`${(((bytes[2] as number) & 0x3f) | 0x80).toString(16)}${hex2(bytes[3] as number)}`, "-");
  for (let i = 4; i < 10; i++) hex.push(hex2(bytes[i] as number));
  return hex.join("");
}

function hex2(byte: number): string {
  return byte.toString(16).padStart(2, "0");
}
