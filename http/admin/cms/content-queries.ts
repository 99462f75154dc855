import { type CmsContentState, cmsContentDecider } from "../../../core/cms/content-decider.ts";
import { type CmsContentEvent, type CmsLocale, cmsContentStreamId } from "../../../core/cms/events.ts";
import { aggregateStream } from "../../../core/eventstore/aggregate-stream.ts";
import type { EventStore } from "../../../core/eventstore/types.ts";

/** One save of a localization's content, as the snapshot list shows it. */
export interface SnapshotSummary {
  snapshot: number;
  by: string;
  at: string;
  restoredFrom: number | null;
  blockCount: number;
}

/** A step of the workflow: sent to review, returned (with why), published. */
export interface WorkflowStep {
  type: "submitted" | "returned" | "published";
  snapshot: number;
  by: string;
  at: string;
  reason?: string;
}

export interface LoadedContent {
  streamId: string;
  version: number;
  state: CmsContentState;
  snapshots: SnapshotSummary[];
  workflow: WorkflowStep[];
}

/** A page's content in one language, folded from its own stream: the editor reads its own writes. */
export async function loadContent(store: EventStore, pageKey: string, locale: CmsLocale): Promise<LoadedContent> {
  const streamId = cmsContentStreamId(pageKey, locale);
  const { version, events, state } = await aggregateStream<CmsContentEvent, CmsContentState>(
    store,
    streamId,
    cmsContentDecider,
  );
  const snapshots: SnapshotSummary[] = [];
  const workflow: WorkflowStep[] = [];
  for (const { type, data } of events) {
    const step = { snapshot: data.snapshot, by: data.by, at: data.at };
    if (type === "CmsContentDraftSaved") {
      snapshots.push({ ...step, restoredFrom: data.restoredFrom, blockCount: data.blocks.length });
    } else if (type === "CmsContentSubmitted") workflow.push({ type: "submitted", ...step });
    else if (type === "CmsContentReturned") workflow.push({ type: "returned", ...step, reason: data.reason });
    else workflow.push({ type: "published", ...step });
  }
  return { streamId, version, state, snapshots: snapshots.reverse(), workflow: workflow.reverse() };
}
