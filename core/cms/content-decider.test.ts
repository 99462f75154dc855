import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import type { ContentBlock } from "./content-blocks.ts";
import { cmsContentDecider, snapshotDiff } from "./content-decider.ts";
import type { CmsContentEvent } from "./events.ts";

const given = DeciderSpecification.for(cmsContentDecider);
const page = { pageKey: "summer-sale", locale: "bg" as const };
const at = "2026-11-26T10:00:00.000Z";
const by = "admin:editor";

const intro: ContentBlock[] = [
  { type: "text", heading: "Лято 2027", body: "Най-евтините полети до морето." },
  { type: "deals", filter: { from: "SOF", collection: "best" }, limit: 6 },
];
const withCta: ContentBlock[] = [...intro, { type: "cta", label: "Всички оферти", href: "/oferti" }];

const saved = (snapshot: number, blocks: ContentBlock[], restoredFrom: number | null = null): CmsContentEvent => ({
  type: "CmsContentDraftSaved",
  data: { ...page, snapshot, blocks, restoredFrom, by, at },
});
const submitted = (snapshot: number): CmsContentEvent => ({
  type: "CmsContentSubmitted",
  data: { ...page, snapshot, by, at },
});
const published = (snapshot: number): CmsContentEvent => ({
  type: "CmsContentPublished",
  data: { ...page, snapshot, by, at },
});

describe("a page's content in one language", () => {
  it("saves a draft as snapshot 1, then each change as the next snapshot", () => {
    given([])
      .when({ type: "SaveContentDraft", ...page, blocks: intro, by, at })
      .then([saved(1, intro)]);
    given([saved(1, intro)])
      .when({ type: "SaveContentDraft", ...page, blocks: withCta, by, at })
      .then([saved(2, withCta)]);
  });

  it("records nothing when the blocks saved are the ones already there", () => {
    given([saved(1, intro)])
      .when({ type: "SaveContentDraft", ...page, blocks: intro, by, at })
      .thenNothingHappened();
  });

  it("refuses unknown block types, unsafe links and empty text with a 400 naming the field", () => {
    const refusals = [
      [{ type: "script", body: "alert(1)" }],
      [{ type: "cta", label: "Go", href: "javascript:alert(1)" }],
      [{ type: "cta", label: "Go", href: "//evil.example" }],
      [{ type: "text", body: "   " }],
      [{ type: "deals", filter: { from: "sof" }, limit: 6 }],
      [{ type: "picture", mediaId: "not-a-uuid", alt: "Море" }],
      "not a list",
    ];
    for (const blocks of refusals) {
      const error = given([])
        .when({ type: "SaveContentDraft", ...page, blocks, by, at })
        .thenThrows(DomainError);
      expect(error).toMatchObject({ code: "invalid_content", status: 400 });
    }
  });

  it("goes draft -> review -> live, and publishing needs a review", () => {
    given([saved(1, intro)])
      .when({ type: "PublishContent", ...page, by, at })
      .thenThrows(DomainError, { code: "not_reviewed" });
    given([saved(1, intro)])
      .when({ type: "SubmitContentForReview", ...page, by, at })
      .then([submitted(1)]);
    const state = given([saved(1, intro), submitted(1)]).when({ type: "PublishContent", ...page, by, at }).state;
    expect(state).toMatchObject({ status: "live", live: 1, current: 1 });
  });

  it("keeps the live snapshot live while the next one is drafted and reviewed", () => {
    const history = [saved(1, intro), submitted(1), published(1), saved(2, withCta)];
    expect(given(history).state).toMatchObject({ status: "draft", live: 1, current: 2 });
    given([...history, submitted(2)])
      .when({ type: "PublishContent", ...page, by, at })
      .then([published(2)]);
  });

  it("returns content in review to draft with the reviewer's reason, and refuses it without one", () => {
    const inReview = [saved(1, intro), submitted(1)];
    given(inReview)
      .when({ type: "ReturnContentToDraft", ...page, reason: "  Провери цените  ", by, at })
      .then([{ type: "CmsContentReturned", data: { ...page, snapshot: 1, reason: "Провери цените", by, at } }]);
    given(inReview)
      .when({ type: "ReturnContentToDraft", ...page, reason: " ", by, at })
      .thenThrows(DomainError, { code: "reason_required", status: 400 });
    given([saved(1, intro)])
      .when({ type: "ReturnContentToDraft", ...page, reason: "no", by, at })
      .thenThrows(DomainError, { code: "not_in_review" });
  });

  it("restores an older snapshot as a new draft that says where it came from", () => {
    const history = [saved(1, intro), saved(2, withCta), submitted(2), published(2)];
    given(history)
      .when({ type: "RestoreContentSnapshot", ...page, snapshot: 1, by, at })
      .then([saved(3, intro, 1)]);
    given(history)
      .when({ type: "RestoreContentSnapshot", ...page, snapshot: 9, by, at })
      .thenThrows(DomainError, { code: "snapshot_not_found", status: 404 });
  });

  it("needs content before a review, and a live localization needs a new draft first", () => {
    given([])
      .when({ type: "SubmitContentForReview", ...page, by, at })
      .thenThrows(DomainError, { code: "no_content" });
    given([saved(1, intro), submitted(1), published(1)])
      .when({ type: "SubmitContentForReview", ...page, by, at })
      .thenThrows(DomainError, { code: "already_live" });
  });

  it("shows what changed between two snapshots, and refuses one that does not exist", () => {
    const state = given([saved(1, intro), saved(2, withCta)]).state;
    expect(snapshotDiff(state, 1, 2)).toEqual([
      { path: "[2]", kind: "added", after: { type: "cta", label: "Всички оферти", href: "/oferti" } },
    ]);
    expect(snapshotDiff(state, 2, 2)).toEqual([]);
    expect(() => snapshotDiff(state, 1, 7)).toThrow(DomainError);
  });
});
