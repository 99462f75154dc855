import type { Context } from "hono";
import { type AdminRequestInfo, adminMetadata } from "../../../core/admin-auth/auth.ts";
import type { SessionClaims } from "../../../core/admin-auth/session-token.ts";
import type { EventMetadata } from "../../../core/eventstore/types.ts";
import type { RequestVariables } from "../../middleware/request-context.ts";

export interface AdminVariables extends RequestVariables {
  clientIp: string | null;
  /** Set for every path but the sign-in page. */
  session: SessionClaims;
  csrfToken: string;
}

export type AdminEnv = { Variables: AdminVariables };
export type AdminContext = Context<AdminEnv>;

export function requestInfo(c: AdminContext): AdminRequestInfo {
  return {
    ip: c.get("clientIp"),
    userAgent: c.req.header("user-agent") ?? null,
    requestId: c.get("requestId"),
  };
}

/** The audit metadata of one admin command: the signed-in admin, the action, ip and user agent. */
export function auditMetadata(c: AdminContext, action: string): EventMetadata {
  return adminMetadata(c.get("session").sub, action, requestInfo(c));
}

/** API paths answer JSON; every other admin path is a page. */
export function isApiPath(path: string): boolean {
  return path === "/nimda/api" || path.startsWith("/nimda/api/");
}
