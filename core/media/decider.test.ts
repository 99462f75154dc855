import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type MediaCommand, mediaDecider } from "./decider.ts";
import type { MediaEvent } from "./events.ts";
import { MEDIA_MESSAGES } from "./limits.ts";

const given = DeciderSpecification.for(mediaDecider);
const mediaId = "5f0c3a4e-8d1b-4c2a-9e7f-1a2b3c4d5e6f";
const at = "2026-11-26T10:00:00.000Z";
const by = "admin";

const upload: Extract<MediaCommand, { type: "UploadMediaAsset" }> = {
  type: "UploadMediaAsset",
  mediaId,
  fileName: "plovdiv.jpg",
  contentType: "image/jpeg",
  bytes: 123_456,
  width: 1200,
  height: 800,
  originalKey: `${mediaId}/original.jpg`,
  variants: [
    { width: 480, height: 320, key: `${mediaId}/480.webp`, bytes: 20_000 },
    { width: 960, height: 640, key: `${mediaId}/960.webp`, bytes: 60_000 },
  ],
  altBg: "Старият град на Пловдив",
  altEn: "Plovdiv's old town",
  by,
  at,
};
const { type: _type, ...uploadData } = upload;
const uploaded: MediaEvent = { type: "MediaAssetUploaded", data: uploadData };
const deleted: MediaEvent = { type: "MediaAssetDeleted", data: { mediaId, by, at } };

describe("a media asset", () => {
  it("is uploaded once with what was stored and both alt texts, trimmed", () => {
    given([]).when(upload).then([uploaded]);
    given([])
      .when({ ...upload, altBg: `  ${upload.altBg} `, mediaId: mediaId.toUpperCase() })
      .then([uploaded]);
    given([uploaded]).when(upload).thenThrows(DomainError, { code: "media_exists", status: 409 });
  });

  it("refuses an upload without alt texts, of another type, of the wrong size, or with a made-up variant", () => {
    const refusals: [Partial<MediaCommand>, string, number][] = [
      [{ altBg: "  " }, MEDIA_MESSAGES.altBg, 400],
      [{ altEn: "x".repeat(301) }, MEDIA_MESSAGES.altEn, 400],
      [{ altEn: "line\nbreak" }, MEDIA_MESSAGES.altEn, 400],
      [{ contentType: "image/svg+xml" as never }, MEDIA_MESSAGES.notAPicture, 422],
      [{ width: 199 }, MEDIA_MESSAGES.tooSmall, 422],
      [{ height: 12_001 }, MEDIA_MESSAGES.tooBig, 422],
      [{ bytes: 10 * 1024 * 1024 + 1 }, MEDIA_MESSAGES.tooLarge, 422],
      [{ width: 900 }, "A variant 960 pixels wide", 400],
      [{ mediaId: "not-a-uuid" }, "mediaId must be a UUID", 400],
    ];
    for (const [change, message, status] of refusals) {
      given([])
        .when({ ...upload, ...change } as MediaCommand)
        .thenThrows(DomainError, message, { status });
    }
  });

  it("changes its alt texts, and records nothing when they are the same", () => {
    const change = {
      type: "ChangeMediaAltText",
      mediaId,
      altBg: "Пловдив нощем",
      altEn: "Plovdiv at night",
      by,
      at,
    } as const;
    given([uploaded])
      .when(change)
      .then([
        { type: "MediaAltTextChanged", data: { mediaId, altBg: "Пловдив нощем", altEn: "Plovdiv at night", by, at } },
      ]);
    given([uploaded])
      .when({ ...change, altBg: upload.altBg, altEn: upload.altEn })
      .thenNothingHappened();
    given([uploaded])
      .when({ ...change, altEn: "" })
      .thenThrows(MEDIA_MESSAGES.altEn);
    given([]).when(change).thenThrows({ code: "media_not_found", status: 404 });
    given([uploaded, deleted]).when(change).thenThrows({ code: "media_not_found", status: 404 });
  });

  it("is deleted once, and knows the stored keys a delete removes", () => {
    const remove = { type: "DeleteMediaAsset", mediaId, by, at } as const;
    const when = given([uploaded]).when(remove);
    when.then([deleted]);
    expect(when.state).toMatchObject({
      status: "deleted",
      keys: [`${mediaId}/original.jpg`, `${mediaId}/480.webp`, `${mediaId}/960.webp`],
    });
    given([uploaded, deleted]).when(remove).thenNothingHappened();
    given([]).when(remove).thenThrows({ code: "media_not_found", status: 404 });
  });
});
