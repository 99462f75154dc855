import { z } from "zod";
import { type DiffEntry, jsonDiff } from "../audit/json-diff.ts";
import { type Decider, DomainError } from "../eventstore/decider.ts";
import { sameJson } from "../eventstore/same-json.ts";
import { CONTENT_SCHEMA, type ContentBlock } from "./content-blocks.ts";
import type { CmsContentEvent, CmsLocale } from "./events.ts";

export type CmsContentCommand =
  | { type: "SaveContentDraft"; pageKey: string; locale: CmsLocale; blocks: unknown; by: string; at: string }
  | { type: "RestoreContentSnapshot"; pageKey: string; locale: CmsLocale; snapshot: number; by: string; at: string }
  | { type: "SubmitContentForReview"; pageKey: string; locale: CmsLocale; by: string; at: string }
  | { type: "ReturnContentToDraft"; pageKey: string; locale: CmsLocale; reason: string; by: string; at: string }
  | { type: "PublishContent"; pageKey: string; locale: CmsLocale; by: string; at: string };

export interface CmsContentState {
  /** Every saved snapshot's blocks, by number (1, 2, …). */
  snapshots: Map<number, ContentBlock[]>;
  /** The latest snapshot: what is being edited or reviewed. */
  current: number | null;
  status: "draft" | "review" | "live" | null;
  /** The snapshot the site shows, or null before the first publication. */
  live: number | null;
}

const refuse = (code: string, message: string, status: 400 | 404 | 409 = 409): never => {
  throw new DomainError(code, message, status);
};

function parseBlocks(input: unknown): ContentBlock[] {
  const parsed = CONTENT_SCHEMA.safeParse(input);
  if (!parsed.success) return refuse("invalid_content", z.prettifyError(parsed.error).replaceAll("\n", " "), 400);
  return parsed.data;
}

function saved(
  command: { pageKey: string; locale: CmsLocale; by: string; at: string },
  state: CmsContentState,
  blocks: ContentBlock[],
  restoredFrom: number | null,
): CmsContentEvent[] {
  const current = state.current === null ? null : state.snapshots.get(state.current);
  // the same blocks again are no new snapshot: nothing changed, whatever the status
  if (current && sameJson(current, blocks)) return [];
  const { pageKey, locale, by, at } = command;
  const snapshot = (state.current ?? 0) + 1;
  return [{ type: "CmsContentDraftSaved", data: { pageKey, locale, snapshot, blocks, restoredFrom, by, at } }];
}

/**
 * The content of one page in one language (issue 17): drafts saved as numbered snapshots,
 * draft -> review -> live, a reviewer's return to draft, and the restore of an older snapshot
 * as a new draft. Publishing needs a review; what is live stays live until the next publication.
 */
export const cmsContentDecider: Decider<CmsContentCommand, CmsContentEvent, CmsContentState> = {
  initialState: () => ({ snapshots: new Map(), current: null, status: null, live: null }),

  decide(command, state) {
    const { pageKey, locale, by, at } = command;
    switch (command.type) {
      case "SaveContentDraft":
        return saved(command, state, parseBlocks(command.blocks), null);
      case "RestoreContentSnapshot": {
        const blocks = state.snapshots.get(command.snapshot);
        if (!blocks) return refuse("snapshot_not_found", `There is no snapshot ${command.snapshot}`, 404);
        return saved(command, state, blocks, command.snapshot);
      }
      case "SubmitContentForReview": {
        if (state.current === null) return refuse("no_content", "Save a draft before sending it to review");
        if (state.status === "review") return [];
        if (state.status === "live") return refuse("already_live", "This content is live; save a new draft first");
        return [{ type: "CmsContentSubmitted", data: { pageKey, locale, snapshot: state.current, by, at } }];
      }
      case "ReturnContentToDraft": {
        if (state.status !== "review" || state.current === null) {
          return refuse("not_in_review", "Only content in review can be returned to draft");
        }
        const reason = command.reason.trim().slice(0, 1000);
        if (!reason) return refuse("reason_required", "Say why the content goes back to draft", 400);
        return [{ type: "CmsContentReturned", data: { pageKey, locale, snapshot: state.current, reason, by, at } }];
      }
      case "PublishContent": {
        if (state.status === "live") return [];
        if (state.status !== "review" || state.current === null) {
          return refuse("not_reviewed", "Content is published after review");
        }
        return [{ type: "CmsContentPublished", data: { pageKey, locale, snapshot: state.current, by, at } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case "CmsContentDraftSaved":
        return {
          ...state,
          snapshots: new Map(state.snapshots).set(event.data.snapshot, event.data.blocks),
          current: event.data.snapshot,
          status: "draft",
        };
      case "CmsContentSubmitted":
        return { ...state, status: "review" };
      case "CmsContentReturned":
        return { ...state, status: "draft" };
      case "CmsContentPublished":
        return { ...state, status: "live", live: event.data.snapshot };
    }
  },
};

/** What changed between two snapshots, path by path (the same diff the audit log shows). */
export function snapshotDiff(state: CmsContentState, from: number, to: number): DiffEntry[] {
  const before = state.snapshots.get(from);
  const after = state.snapshots.get(to);
  if (!before) return refuse("snapshot_not_found", `There is no snapshot ${from}`, 404);
  if (!after) return refuse("snapshot_not_found", `There is no snapshot ${to}`, 404);
  return jsonDiff(before, after);
}
