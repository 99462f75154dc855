import { describe, expect, it } from "vitest";
import type { MediaCommand } from "../../core/media/decider.ts";
import { runMediaCommand } from "../../core/media/runner.ts";
import { testProjectionBed } from "../testing.ts";
import { listMediaAssets, mediaAssetById } from "./queries.ts";

const bed = testProjectionBed();

const ids = ["0d7f2a10-1111-4a6b-8c9d-0e1f2a3b4c5d", "0d7f2a10-2222-4a6b-8c9d-0e1f2a3b4c5d"] as const;

function upload(mediaId: string, at: string): MediaCommand {
  return {
    type: "UploadMediaAsset",
    mediaId,
    fileName: "sofia.png",
    contentType: "image/png",
    bytes: 5_000,
    width: 1000,
    height: 500,
    originalKey: `${mediaId}/original.png`,
    variants: [{ width: 480, height: 240, key: `${mediaId}/480.webp`, bytes: 900 }],
    altBg: "Александър Невски",
    altEn: "Alexander Nevsky Cathedral",
    by: "admin",
    at,
  };
}

describe("the media read model", () => {
  it("lists pictures newest first, finds one by id, follows alt text changes and drops a deleted one", async () => {
    const meta = { actor: "admin:admin" };
    await runMediaCommand(bed.store, upload(ids[0], "2026-11-20T10:00:00.000Z"), meta);
    await runMediaCommand(bed.store, upload(ids[1], "2026-11-21T10:00:00.000Z"), meta);
    await bed.projections.catchUp();

    const list = await listMediaAssets(bed.database.db, { limit: 10, offset: 0 });
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => row.mediaId)).toEqual([ids[1], ids[0]]);
    expect(list.rows[0]).toMatchObject({
      fileName: "sofia.png",
      contentType: "image/png",
      bytes: 5_000,
      width: 1000,
      height: 500,
      originalKey: `${ids[1]}/original.png`,
      variants: [{ width: 480, height: 240, key: `${ids[1]}/480.webp`, bytes: 900 }],
      uploadedBy: "admin",
      uploadedAt: new Date("2026-11-21T10:00:00.000Z"),
    });

    await runMediaCommand(
      bed.store,
      {
        type: "ChangeMediaAltText",
        mediaId: ids[0],
        altBg: "Катедралата",
        altEn: "The cathedral",
        by: "admin",
        at: "2026-11-22T10:00:00.000Z",
      },
      meta,
    );
    await runMediaCommand(
      bed.store,
      { type: "DeleteMediaAsset", mediaId: ids[1], by: "admin", at: "2026-11-22T11:00:00.000Z" },
      meta,
    );
    await bed.projections.catchUp();

    expect(await mediaAssetById(bed.database.db, ids[0].toUpperCase())).toMatchObject({
      altBg: "Катедралата",
      altEn: "The cathedral",
    });
    expect(await mediaAssetById(bed.database.db, ids[1])).toBeNull();
    expect(await mediaAssetById(bed.database.db, "not-a-uuid")).toBeNull();
    expect((await listMediaAssets(bed.database.db, { limit: 10, offset: 0 })).total).toBe(1);
  });
});
