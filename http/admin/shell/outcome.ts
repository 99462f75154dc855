import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DomainError } from "../../../core/eventstore/decider.ts";
import { type ErrorIssue, errorBody } from "../../errors.ts";
import type { AdminContext } from "./context.ts";

/** A command refused for the admin's input or by a decider: answered on the page or in the envelope. */
export type Refusal = { status: ContentfulStatusCode; code: string; message: string; issues: ErrorIssue[] };
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export function invalid(issues: ErrorIssue[]): { ok: false } & Refusal {
  return { ok: false, status: 400, code: "validation_failed", message: issues[0]?.message ?? "Invalid input", issues };
}

/**
 * Runs a command; what the decider refuses comes back as an answer (with every field's issue when
 * the refusal carries them), anything else stays an error (a 500).
 */
export async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const issues = (error as DomainError & { issues?: ErrorIssue[] }).issues;
    if (Array.isArray(issues)) return invalid(issues);
    return { ok: false, status: error.status, code: error.code, message: error.message, issues: [] };
  }
}

export function refusalJson(c: AdminContext, refusal: Refusal) {
  return c.json(
    errorBody(refusal.code, refusal.message, refusal.issues.length ? refusal.issues : undefined),
    refusal.status,
  );
}
