import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES } from "../../../core/media/limits.ts";
import { type FakeS3, startFakeS3 } from "../../../core/media/s3-fake-server.ts";
import { s3MediaStorage } from "../../../core/media/s3-storage.ts";
import { type MediaStorage, memoryMediaStorage } from "../../../core/media/storage.ts";
import { testPicture } from "../../../core/media/test-pictures.ts";
import { type AdminSessionCookie, type AdminTestBed, auditOf, noticeOf, signedInTestBed } from "../shell/testing.ts";

let bed: AdminTestBed;
let session: AdminSessionCookie;
let fakeS3: FakeS3;
const memory = memoryMediaStorage();
/** The bed's storage: memory, or for one test an S3 whose secret is wrong. */
let target: MediaStorage = memory;
const storage: MediaStorage = {
  kind: "switchable",
  put: (key, bytes, type) => target.put(key, bytes, type),
  get: (key) => target.get(key),
  delete: (key) => target.delete(key),
};

const ALT = { altBg: "Морската градина във Варна", altEn: "The Sea Garden in Varna" };
const ID = /\/nimda\/media\/([0-9a-f-]{36})/;

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed({ media: storage }));
  fakeS3 = await startFakeS3({
    accessKeyId: "AKIAMEDIA",
    secretAccessKey: "right-secret",
    bucket: "media",
    region: "eu-central-1",
  });
});
afterAll(async () => {
  await fakeS3.close();
  await bed.close();
});
beforeEach(() => {
  target = memory;
});

function form(
  file: Blob | null,
  name: string,
  fields: Record<string, string> = ALT,
  csrf: string | null = session.csrfToken,
) {
  const body = new FormData();
  if (csrf) body.set("_csrf", csrf);
  if (file) body.set("file", file, name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}
const picture = async (width: number, height: number, format: "jpeg" | "png" = "jpeg") =>
  new Blob([(await testPicture(width, height, format)) as Uint8Array<ArrayBuffer>], { type: `image/${format}` });
const upload = (body: FormData, headers: Record<string, string> = {}) =>
  bed.request("/nimda/media", { method: "POST", session, body, headers });
const apiUpload = (body: FormData) =>
  bed.request("/nimda/api/media", { method: "POST", session, body, headers: { "x-csrf-token": session.csrfToken } });

async function uploaded(width = 1000, height = 600): Promise<string> {
  const response = await upload(form(await picture(width, height), "varna.jpg"));
  expect(response.status).toBe(303);
  const id = ID.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error("no media id in the redirect");
  return id;
}

/** A refusal stores nothing and records nothing. */
async function refusedWithNothingStored(send: () => Promise<Response>, status: number, message: string) {
  const keys = memory.keys().length;
  const events = await bed.eventCount("media");
  const response = await send();
  expect(response.status).toBe(status);
  expect(await response.text()).toContain(message.replaceAll("'", "&#x27;"));
  expect(memory.keys()).toHaveLength(keys);
  expect(await bed.eventCount("media")).toBe(events);
}

describe("the media list and the upload form", () => {
  it("shows the upload form, a multipart form with the CSRF token, and the nav entry", async () => {
    const html = await (await bed.request("/nimda/media", { session })).text();
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toContain(`name="_csrf" value="${session.csrfToken}"`);
    expect(html).toContain('href="/nimda/media"');
    expect(html).toContain("No pictures yet.");
  });

  it("uploads a picture: original and variants stored, the event recorded with the admin's audit fields", async () => {
    const response = await upload(form(await picture(1000, 600), "C:\\photos\\varna.jpg"));
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe("Picture varna.jpg uploaded.");
    const id = ID.exec(response.headers.get("location") ?? "")?.[1] as string;
    expect(memory.keys().filter((key) => key.startsWith(id))).toEqual([
      `${id}/480.webp`,
      `${id}/960.webp`,
      `${id}/original.jpg`,
    ]);
    const { events } = await bed.store.readStream(`media-${id}`);
    expect(events[0]).toMatchObject({
      type: "MediaAssetUploaded",
      data: {
        mediaId: id,
        fileName: "varna.jpg",
        contentType: "image/jpeg",
        width: 1000,
        height: 600,
        ...ALT,
        by: "admin",
      },
      metadata: auditOf("media.upload"),
    });

    const detail = await (await bed.request(`/nimda/media/${id}`, { session })).text();
    expect(detail).toContain(ALT.altBg);
    expect(detail).toContain(`/media/${id}/original`);
    await bed.projections.catchUp();
    const list = await (await bed.request("/nimda/media", { session })).text();
    expect(list).toContain(`src="/media/${id}/480.webp"`);
    expect(list).toContain("1000 x 600");
    expect(list).toContain(ALT.altEn);
    expect(list).toContain("by admin");
  });

  it("refuses a text file named .png and a PDF sent as image/jpeg (415), nothing stored", async () => {
    const text = new Blob(["just some words, not a picture\n".repeat(50)], { type: "image/png" });
    await refusedWithNothingStored(() => upload(form(text, "photo.png")), 415, MEDIA_MESSAGES.notAPicture);
    const pdf = new Blob(["%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF"], { type: "image/jpeg" });
    await refusedWithNothingStored(() => upload(form(pdf, "photo.jpg")), 415, MEDIA_MESSAGES.notAPicture);
  });

  it("refuses too small, too large a file, and a body over the upload limit (413 with the message)", async () => {
    const tiny = await picture(150, 400);
    await refusedWithNothingStored(() => upload(form(tiny, "tiny.jpg")), 422, MEDIA_MESSAGES.tooSmall);
    const padded = new Uint8Array(10 * 1024 * 1024 + 10);
    padded.set(await testPicture(300, 300));
    await refusedWithNothingStored(() => upload(form(new Blob([padded]), "big.jpg")), 413, MEDIA_MESSAGES.tooLarge);
    const huge = new Blob([new Uint8Array(11 * 1024 * 1024)]);
    await refusedWithNothingStored(() => upload(form(huge, "huge.jpg")), 413, MEDIA_MESSAGES.tooLarge);
  });

  it("allows the large body on the upload paths only", async () => {
    const id = await uploaded();
    const big = await bed.postForm(`/nimda/media/${id}/alt`, session, { altBg: "я".repeat(300 * 1024), altEn: "x" });
    expect(big.status).toBe(413);
    const padded = new Blob([new Uint8Array(2 * 1024 * 1024)]);
    const elsewhere = await bed.request("/nimda/cms/new", { method: "POST", session, body: form(padded, "x.jpg") });
    expect(elsewhere.status).toBe(413);
  });

  it("asks for the file and both alt texts (400, field messages, what was typed kept)", async () => {
    await refusedWithNothingStored(() => upload(form(null, "", ALT)), 400, MEDIA_MESSAGES.empty);
    const response = await upload(form(await picture(400, 400), "a.jpg", { altBg: "Варна", altEn: " " }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(MEDIA_MESSAGES.altEn);
    expect(html).toContain('value="Варна"');
    const long = await upload(form(await picture(400, 400), "a.jpg", { altBg: "я".repeat(301), altEn: "ok" }));
    expect(await long.text()).toContain(MEDIA_MESSAGES.altBg);
  });

  it("keeps CSRF and origin protection on the multipart upload", async () => {
    const noToken = () => upload(form(new Blob([new Uint8Array(10)]), "x.jpg", ALT, null));
    await refusedWithNothingStored(noToken, 403, "The form has expired");
    await refusedWithNothingStored(
      async () => upload(form(await picture(400, 400), "x.jpg"), { origin: "https://evil.example" }),
      403,
      "Cross-site request refused.",
    );
  });

  it("answers a storage that refuses us (a wrong S3 secret) with a 502 that says why, nothing recorded", async () => {
    target = s3MediaStorage({
      endpoint: fakeS3.endpoint,
      bucket: "media",
      region: "eu-central-1",
      accessKeyId: "AKIAMEDIA",
      secretAccessKey: "wrong",
      retries: 0,
    });
    const events = await bed.eventCount("media");
    const response = await upload(form(await picture(400, 400), "s3.jpg"));
    expect(response.status).toBe(502);
    expect(await response.text()).toContain("403 SignatureDoesNotMatch");
    expect(await bed.eventCount("media")).toBe(events);
    expect(fakeS3.objects.size).toBe(0);
  });
});

describe("one picture: alt texts and deletion", () => {
  it("saves alt texts from the form, refuses empty ones, and says when nothing changed", async () => {
    const id = await uploaded();
    const saved = await bed.postForm(`/nimda/media/${id}/alt`, session, { altBg: "Нов текст", altEn: "New text" });
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toBe("Alt texts saved.");
    const again = await bed.postForm(`/nimda/media/${id}/alt`, session, { altBg: "Нов текст", altEn: "New text" });
    expect(noticeOf(again)).toBe("Nothing changed.");
    const bad = await bed.postForm(`/nimda/media/${id}/alt`, session, { altBg: "", altEn: "New text" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(MEDIA_MESSAGES.altBg);
    const { events } = await bed.store.readStream(`media-${id}`);
    expect(events.at(-1)).toMatchObject({ type: "MediaAltTextChanged", metadata: auditOf("media.alt") });
    expect((await bed.request("/nimda/media/not-a-uuid", { session })).status).toBe(404);
  });

  it("deletes from the form: objects removed, no longer served", async () => {
    const id = await uploaded();
    await bed.projections.catchUp();
    expect((await bed.request(`/media/${id}/480.webp`)).status).toBe(200);
    const response = await bed.postForm(`/nimda/media/${id}/delete`, session, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/nimda\/media\?notice=/);
    expect(memory.keys().some((key) => key.startsWith(id))).toBe(false);
    await bed.projections.catchUp();
    expect((await bed.request(`/media/${id}/480.webp`)).status).toBe(404);
    expect((await bed.request(`/nimda/media/${id}`, { session })).status).toBe(404);
    expect((await bed.postForm(`/nimda/media/${id}/delete`, session, {})).status).toBe(404);
  });
});

describe("the public /media route", () => {
  it("serves variants and the original with their types and a year's immutable caching", async () => {
    const id = await uploaded(1700, 900);
    await bed.projections.catchUp();
    for (const [variant, type, width] of [
      ["480.webp", "image/webp", 480],
      ["960.webp", "image/webp", 960],
      ["1600.webp", "image/webp", 1600],
      ["original", "image/jpeg", 1700],
    ] as const) {
      const response = await bed.request(`/media/${id}/${variant}`);
      expect(response.status, variant).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(width);
    }
    expect((await bed.request(`/media/${id.toUpperCase()}/480.webp`)).status).toBe(200);
  });

  it("answers 404 for an unknown picture or variant and 400 for a malformed id", async () => {
    const small = await uploaded(300, 300);
    await bed.projections.catchUp();
    expect((await bed.request(`/media/${small}/480.webp`)).status).toBe(404);
    expect((await bed.request(`/media/${small}/original`)).status).toBe(200);
    expect((await bed.request("/media/0d7f2a10-9999-4a6b-8c9d-0e1f2a3b4c5d/original")).status).toBe(404);
    expect((await bed.request(`/media/${small}/300.webp`)).status).toBe(404);
    const malformed = await bed.request("/media/not-a-uuid/480.webp");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: "invalid_media_id" } });
  });
});

describe("the JSON twins", () => {
  it("uploads, lists, reads, changes alt texts and deletes", async () => {
    const created = await apiUpload(form(await picture(500, 500, "png"), "sofia.png", ALT, null));
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({ fileName: "sofia.png", contentType: "image/png", width: 500, height: 500, ...ALT });
    expect(data.urls).toEqual({
      original: `/media/${data.mediaId}/original`,
      thumbnail: `/media/${data.mediaId}/480.webp`,
      srcset: `/media/${data.mediaId}/480.webp 480w`,
    });
    await bed.projections.catchUp();
    const list = await (await bed.api("/nimda/api/media", session)).json();
    expect(list.data.rows[0].mediaId).toBe(data.mediaId);
    expect((await bed.api("/nimda/api/media?page=0", session)).status).toBe(400);
    expect((await (await bed.api(`/nimda/api/media/${data.mediaId}`, session)).json()).data.altEn).toBe(ALT.altEn);

    const alt = await bed.api(`/nimda/api/media/${data.mediaId}/alt`, session, {
      method: "PUT",
      body: { altBg: "София", altEn: "Sofia" },
    });
    expect((await alt.json()).data).toMatchObject({ altBg: "София", altEn: "Sofia", changed: true });
    const badAlt = await bed.api(`/nimda/api/media/${data.mediaId}/alt`, session, {
      method: "PUT",
      body: { altBg: "София" },
    });
    expect(badAlt.status).toBe(400);
    expect((await badAlt.json()).error.issues[0]).toEqual({ path: "altEn", message: MEDIA_MESSAGES.altEn });

    const removed = await bed.api(`/nimda/api/media/${data.mediaId}`, session, { method: "DELETE" });
    expect((await removed.json()).data).toEqual({ mediaId: data.mediaId, deleted: true });
    expect((await bed.api(`/nimda/api/media/${data.mediaId}`, session)).status).toBe(404);
    expect((await bed.api("/nimda/api/media/not-a-uuid", session)).status).toBe(400);
  });

  it("refuses a lying upload with JSON, a JSON body for an upload, and a signed-out caller", async () => {
    const lying = await apiUpload(form(new Blob(["%PDF-1.4"], { type: "image/jpeg" }), "x.jpg", ALT, null));
    expect(lying.status).toBe(415);
    expect(await lying.json()).toMatchObject({ error: { code: "not_a_picture", message: MEDIA_MESSAGES.notAPicture } });
    const json = await bed.api("/nimda/api/media", session, { method: "POST", body: ALT });
    expect(json.status).toBe(415);
    const missing = await apiUpload(form(null, "", { altBg: "", altEn: "" }, null));
    expect((await missing.json()).error.issues.map((i: { path: string }) => i.path)).toEqual([
      "file",
      "altBg",
      "altEn",
    ]);
    expect((await bed.api("/nimda/api/media", null)).status).toBe(401);
  });
});
