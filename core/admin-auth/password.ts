import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Admin passwords are stored as scrypt hashes, `scrypt:N:r:p:salt:hash` (base64url parts; colons
 * survive shells and .env files where dollars do not), so the cost can be raised later without
 * breaking stored hashes. scrypt is in node:crypto on Node and
 * Deno alike; argon2 would need a native module this registry cannot build everywhere.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const HASH_PATTERN = /^scrypt:(\d+):(\d+):(\d+):([A-Za-z0-9_-]+):([A-Za-z0-9_-]+)$/;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST.N, COST.r, COST.p);
  return `scrypt:${COST.N}:${COST.r}:${COST.p}:${salt.toString("base64url")}:${key.toString("base64url")}`;
}

export function isPasswordHash(value: string): boolean {
  return HASH_PATTERN.test(value);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_PATTERN.exec(stored);
  if (!match) return false;
  const [, N, r, p, salt, expected] = match as unknown as [string, string, string, string, string, string];
  const expectedKey = Buffer.from(expected, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(N), Number(r), Number(p));
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
}

/** A password to print once on first start: 20 characters from an alphabet without look-alikes. */
export function generatePassword(length = 20): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(length * 2);
  let password = "";
  // rejection sampling keeps every character equally likely
  for (const byte of bytes) {
    if (byte >= alphabet.length * Math.floor(256 / alphabet.length)) continue;
    password += alphabet[byte % alphabet.length];
    if (password.length === length) break;
  }
  return password.length === length ? password : generatePassword(length);
}
