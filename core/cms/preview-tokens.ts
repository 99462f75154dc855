import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { DAY_MS } from "../constants.ts";
import { foldEvents } from "../eventstore/aggregate-stream.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import type { EventMetadata, EventStore, Recorded } from "../eventstore/types.ts";
import type { PreviewTokenEvent } from "./events.ts";

/**
 * Preview tokens (spec section 6): whoever holds `<tokenId>.<secret>` may read draft CMS pages
 * until the token expires or is revoked. Only the secret's sha256 is recorded, so neither the
 * event store nor a backup of it can hand out access.
 */
export const PREVIEW_STREAM_TYPE = "cmspreview";
export const PREVIEW_LABEL_MAX = 120;
export const PREVIEW_MAX_DAYS = 30;

const TOKEN_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const TOKEN_HASH = /^[0-9a-f]{64}$/;
/** 32 bytes in base64url, without padding. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export type PreviewTokenCommand =
  | {
      type: "IssuePreviewToken";
      tokenId: string;
      tokenHash: string;
      label: string;
      expiresAt: string;
      issuedBy: string;
      /** The decider is pure: the clock comes with the command. */
      issuedAt: string;
    }
  | { type: "RevokePreviewToken"; tokenId: string; by: string };

export const PREVIEW_TOKEN_EVENT_TYPES = ["CmsPreviewTokenIssued", "CmsPreviewTokenRevoked"] as const;

export interface PreviewTokenState {
  issued: { tokenHash: string; label: string; expiresAt: string; issuedBy: string; issuedAt: string } | null;
  revokedBy: string | null;
}

export const previewTokenStreamId = (tokenId: string) => `${PREVIEW_STREAM_TYPE}-${tokenId}`;

const invalid = (code: string, message: string) => new DomainError(code, message, 400);

export const previewTokenDecider: Decider<PreviewTokenCommand, PreviewTokenEvent, PreviewTokenState> = {
  initialState: () => ({ issued: null, revokedBy: null }),

  evolve(state, event) {
    switch (event.type) {
      case "CmsPreviewTokenIssued": {
        const { tokenId: _id, ...issued } = event.data;
        return { ...state, issued };
      }
      case "CmsPreviewTokenRevoked":
        return { ...state, revokedBy: event.data.by };
    }
  },

  decide(command, state) {
    if (!TOKEN_ID.test(command.tokenId)) throw invalid("invalid_token_id", "tokenId must be 1-64 a-z, 0-9 or -");
    switch (command.type) {
      case "IssuePreviewToken": {
        if (state.issued) throw new DomainError("token_exists", "This preview token was already issued", 409);
        if (!TOKEN_HASH.test(command.tokenHash)) throw invalid("invalid_token_hash", "tokenHash must be sha256 hex");
        const label = command.label.trim();
        if (label.length < 1 || label.length > PREVIEW_LABEL_MAX)
          throw invalid("invalid_label", `label must be 1-${PREVIEW_LABEL_MAX} characters`);
        if (command.issuedBy.trim() === "") throw invalid("invalid_issuer", "issuedBy is required");
        const issuedAt = Date.parse(command.issuedAt);
        const expiresAt = Date.parse(command.expiresAt);
        if (Number.isNaN(issuedAt)) throw invalid("invalid_issued_at", "issuedAt must be an ISO time");
        if (Number.isNaN(expiresAt)) throw invalid("invalid_expires_at", "expiresAt must be an ISO time");
        if (expiresAt <= issuedAt) throw invalid("invalid_expires_at", "expiresAt must be in the future");
        if (expiresAt - issuedAt > PREVIEW_MAX_DAYS * DAY_MS)
          throw invalid("invalid_expires_at", `expiresAt must be at most ${PREVIEW_MAX_DAYS} days ahead`);
        return [
          {
            type: "CmsPreviewTokenIssued",
            data: {
              tokenId: command.tokenId,
              tokenHash: command.tokenHash,
              label,
              expiresAt: new Date(expiresAt).toISOString(),
              issuedBy: command.issuedBy,
              issuedAt: new Date(issuedAt).toISOString(),
            },
          },
        ];
      }
      case "RevokePreviewToken":
        if (!state.issued) throw new DomainError("token_not_found", "No such preview token", 404);
        if (state.revokedBy !== null) return [];
        return [{ type: "CmsPreviewTokenRevoked", data: { tokenId: command.tokenId, by: command.by } }];
    }
  },
};

// ---------------------------------------------------------------- secrets

/** 32 random bytes, base64url: the part of the token only its holder knows. */
export const newPreviewSecret = () => randomBytes(32).toString("base64url");

export const hashPreviewSecret = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

/** `<tokenId>.<secret>`, or null for anything else (checked before any lookup). */
export function parsePreviewToken(token: string): { tokenId: string; secret: string } | null {
  const dot = token.indexOf(".");
  if (dot < 0 || token.length > 200) return null;
  const tokenId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  return TOKEN_ID.test(tokenId) && SECRET.test(secret) ? { tokenId, secret } : null;
}

// ---------------------------------------------------------------- commands and reads

export function runPreviewTokenCommand(store: EventStore, command: PreviewTokenCommand, metadata: EventMetadata) {
  return handleCommand(store, previewTokenStreamId(command.tokenId), previewTokenDecider, command, { metadata });
}

/** Issues a token and returns it: the only time the secret exists outside its holder's hands. */
export async function issuePreviewToken(
  store: EventStore,
  input: { label: string; expiresAt: Date; issuedBy: string; now: Date },
  metadata: EventMetadata,
): Promise<{ tokenId: string; token: string }> {
  const tokenId = randomUUID();
  const secret = newPreviewSecret();
  await runPreviewTokenCommand(
    store,
    {
      type: "IssuePreviewToken",
      tokenId,
      tokenHash: hashPreviewSecret(secret),
      label: input.label,
      expiresAt: input.expiresAt.toISOString(),
      issuedBy: input.issuedBy,
      issuedAt: input.now.toISOString(),
    },
    metadata,
  );
  return { tokenId, token: `${tokenId}.${secret}` };
}

const fold = (events: Recorded<PreviewTokenEvent>[]) => foldEvents(previewTokenDecider, events);

/** Read from the token's own stream, so a token works (and stops working) the moment its event is stored. */
export async function previewTokenValid(store: EventStore, token: string, now: Date): Promise<boolean> {
  const parsed = parsePreviewToken(token);
  if (!parsed) return false;
  const { issued, revokedBy } = fold(
    (await store.readStream<PreviewTokenEvent>(previewTokenStreamId(parsed.tokenId))).events,
  );
  if (!issued || revokedBy !== null || now.getTime() >= Date.parse(issued.expiresAt)) return false;
  return timingSafeEqual(Buffer.from(hashPreviewSecret(parsed.secret), "hex"), Buffer.from(issued.tokenHash, "hex"));
}

export type PreviewTokenStatus = "active" | "expired" | "revoked";

export interface PreviewTokenSummary {
  tokenId: string;
  label: string;
  issuedBy: string;
  issuedAt: string;
  expiresAt: string;
  status: PreviewTokenStatus;
  revokedBy: string | null;
  revokedAt: string | null;
}

function summarize(tokenId: string, events: Recorded<PreviewTokenEvent>[], now: Date): PreviewTokenSummary | null {
  const { issued, revokedBy } = fold(events);
  if (!issued) return null;
  const revoked = events.find((event) => event.type === "CmsPreviewTokenRevoked");
  return {
    tokenId,
    label: issued.label,
    issuedBy: issued.issuedBy,
    issuedAt: issued.issuedAt,
    expiresAt: issued.expiresAt,
    status: revokedBy !== null ? "revoked" : now.getTime() >= Date.parse(issued.expiresAt) ? "expired" : "active",
    revokedBy,
    revokedAt: revoked ? revoked.createdAt.toISOString() : null,
  };
}

/** One token from its stream, or null when it was never issued. */
export async function loadPreviewToken(
  store: EventStore,
  tokenId: string,
  now: Date,
): Promise<PreviewTokenSummary | null> {
  if (!TOKEN_ID.test(tokenId)) return null;
  return summarize(tokenId, (await store.readStream<PreviewTokenEvent>(previewTokenStreamId(tokenId))).events, now);
}

/** Every token, newest first, folded from the event store (there is no read model: tokens are few). */
export async function listPreviewTokens(store: EventStore, now: Date): Promise<PreviewTokenSummary[]> {
  const byStream = new Map<string, Recorded<PreviewTokenEvent>[]>();
  const pageSize = 10_000;
  for (let after = 0; ; ) {
    const events = await store.readAll<PreviewTokenEvent>({
      after,
      limit: pageSize,
      streamTypes: [PREVIEW_STREAM_TYPE],
    });
    for (const event of events) {
      const stream = byStream.get(event.streamId);
      if (stream) stream.push(event);
      else byStream.set(event.streamId, [event]);
    }
    const last = events.at(-1);
    if (!last || events.length < pageSize) break;
    after = last.globalPosition;
  }
  const tokens = [...byStream].flatMap(
    ([streamId, events]) => summarize(streamId.slice(PREVIEW_STREAM_TYPE.length + 1), events, now) ?? [],
  );
  return tokens.sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || a.tokenId.localeCompare(b.tokenId));
}
