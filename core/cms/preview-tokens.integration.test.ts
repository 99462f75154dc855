import { describe, expect, it } from "vitest";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { AnyEvent } from "../eventstore/types.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { testEventStore } from "../testing/event-store.ts";
import type { PreviewTokenEvent } from "./events.ts";
import {
  hashPreviewSecret,
  issuePreviewToken,
  listPreviewTokens,
  newPreviewSecret,
  type PreviewTokenCommand,
  type PreviewTokenState,
  parsePreviewToken,
  previewTokenDecider,
  previewTokenValid,
  runPreviewTokenCommand,
} from "./preview-tokens.ts";

const given = DeciderSpecification.for(previewTokenDecider);

const NOW = "2026-05-01T10:00:00.000Z";
const HASH = hashPreviewSecret("s".repeat(43));
const issue: PreviewTokenCommand = {
  type: "IssuePreviewToken",
  tokenId: "t1",
  tokenHash: HASH,
  label: "  Summer sale review ",
  expiresAt: "2026-05-08T10:00:00.000Z",
  issuedBy: "admin:admin",
  issuedAt: NOW,
};
const issued: PreviewTokenEvent = {
  type: "CmsPreviewTokenIssued",
  data: {
    tokenId: "t1",
    tokenHash: HASH,
    label: "Summer sale review",
    expiresAt: "2026-05-08T10:00:00.000Z",
    issuedBy: "admin:admin",
    issuedAt: NOW,
  },
};
const revoked: PreviewTokenEvent = { type: "CmsPreviewTokenRevoked", data: { tokenId: "t1", by: "admin:admin" } };

describe("preview token decider", () => {
  it("issues a token with its hash, trimmed label and expiry", () => {
    given([]).when(issue).then([issued]);
    given([issued]).when(issue).thenThrows(DomainError, { code: "token_exists", status: 409 });
  });

  it("refuses a bad label, hash, id or expiry", () => {
    given([])
      .when({ ...issue, label: "  " })
      .thenThrows(DomainError, {
        code: "invalid_label",
        status: 400,
      });
    given([])
      .when({ ...issue, label: "x".repeat(121) })
      .thenThrows(DomainError, { code: "invalid_label" });
    expect(given([]).when({ ...issue, label: "x".repeat(120) }).events).toHaveLength(1);
    given([])
      .when({ ...issue, tokenHash: "secret" })
      .thenThrows(DomainError, { code: "invalid_token_hash" });
    given([])
      .when({ ...issue, tokenId: "Bad.id" })
      .thenThrows(DomainError, { code: "invalid_token_id" });
    given([])
      .when({ ...issue, expiresAt: NOW })
      .thenThrows(DomainError, { message: "expiresAt must be in the future" });
    given([])
      .when({ ...issue, expiresAt: "soon" })
      .thenThrows(DomainError, { code: "invalid_expires_at" });
    given([])
      .when({ ...issue, expiresAt: "2026-05-31T10:00:00.001Z" })
      .thenThrows(DomainError, { message: "expiresAt must be at most 30 days ahead" });
    expect(given([]).when({ ...issue, expiresAt: "2026-05-31T10:00:00.000Z" }).events).toHaveLength(1);
  });

  it("revokes once, and refuses an unknown token with 404", () => {
    const revoke: PreviewTokenCommand = { type: "RevokePreviewToken", tokenId: "t1", by: "admin:admin" };
    given([issued]).when(revoke).then([revoked]);
    given([issued, revoked]).when(revoke).thenNothingHappened();
    given([]).when(revoke).thenThrows(DomainError, { code: "token_not_found", status: 404 });
  });

  it("ignores event types it does not know", () => {
    const state = given([issued]).state;
    // the decider as a read can meet it: with a type a newer version of the code wrote
    const reading: Decider<PreviewTokenCommand, AnyEvent, PreviewTokenState> = previewTokenDecider;
    expect(reading.evolve(state, { type: "SomethingLater", data: {} })).toBeUndefined();
  });
});

describe("secrets", () => {
  it("are 32 random bytes in base64url, hashed with sha256", () => {
    const secret = newPreviewSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    expect(newPreviewSecret()).not.toBe(secret);
    expect(hashPreviewSecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("parses `<tokenId>.<secret>` and nothing else", () => {
    const secret = newPreviewSecret();
    expect(parsePreviewToken(`abc-1.${secret}`)).toEqual({ tokenId: "abc-1", secret });
    for (const bad of ["", "abc", `.${secret}`, `abc.`, `abc.${secret}x`, `ABC.${secret}`, `a.b.${secret}`]) {
      expect(parsePreviewToken(bad), bad).toBeNull();
    }
  });
});

describe("against the event store", () => {
  const bed = testEventStore();
  const metadata = { actor: "admin:admin", action: "test" };

  it("accepts a token until it expires or is revoked, and stores only the hash", async () => {
    const now = new Date("2026-05-01T10:00:00Z");
    const expiresAt = new Date("2026-05-02T10:00:00Z");
    const { tokenId, token } = await issuePreviewToken(
      bed.store,
      { label: "Review", expiresAt, issuedBy: "admin:admin", now },
      metadata,
    );
    expect(token.startsWith(`${tokenId}.`)).toBe(true);
    expect(await previewTokenValid(bed.store, token, now)).toBe(true);
    expect(await previewTokenValid(bed.store, token, expiresAt)).toBe(false);
    expect(await previewTokenValid(bed.store, `${tokenId}.${newPreviewSecret()}`, now)).toBe(false);
    expect(await previewTokenValid(bed.store, `unknown.${newPreviewSecret()}`, now)).toBe(false);
    expect(await previewTokenValid(bed.store, "garbage", now)).toBe(false);

    const secret = token.slice(tokenId.length + 1);
    const [row] = await bed.database.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM events WHERE data::text LIKE ${`%${secret}%`} OR metadata::text LIKE ${`%${secret}%`}`;
    expect(row?.n).toBe(0);

    expect((await listPreviewTokens(bed.store, now))[0]).toMatchObject({ tokenId, label: "Review", status: "active" });
    expect((await listPreviewTokens(bed.store, expiresAt))[0]?.status).toBe("expired");

    await runPreviewTokenCommand(bed.store, { type: "RevokePreviewToken", tokenId, by: "admin:admin" }, metadata);
    expect(await previewTokenValid(bed.store, token, now)).toBe(false);
    expect((await listPreviewTokens(bed.store, now))[0]).toMatchObject({ status: "revoked", revokedBy: "admin:admin" });
  });
});
