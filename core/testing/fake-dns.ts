import type { ResolveAll, ResolvedAddress } from "../webhooks/address-policy.ts";

/**
 * A DNS for tests, which have no network: each name answers the addresses given, an unknown
 * name none (as a name that does not resolve). `answers` may be changed between calls, as a
 * rebinding DNS changes its answer between a check and a connection.
 */
export function fakeResolveAll(answers: Record<string, readonly string[]>): ResolveAll {
  return async (hostname) =>
    (answers[hostname] ?? []).map((address): ResolvedAddress => ({ address, family: address.includes(":") ? 6 : 4 }));
}

/** Names the tests use: example.com's hosts are public, the others what their names say. */
export const TEST_DNS: Record<string, readonly string[]> = {
  "hooks.example.com": ["93.184.215.14"],
  "internal.example.com": ["10.0.0.7"],
  "both.example.com": ["93.184.215.14", "127.0.0.1"],
  "metadata.example.com": ["169.254.169.254"],
};
