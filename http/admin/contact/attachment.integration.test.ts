import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalCaptcha, memoryRedemptions } from "../../../core/captcha/local-captcha.ts";
import { createContactService } from "../../../core/contact/service.ts";
import type { ScanResult, VirusScanner } from "../../../core/contact/virus-scan.ts";
import { silentLogger } from "../../../core/log/logger.ts";
import { ATTACHMENT_SAMPLES, sampleOfSize } from "../../../core/testing/attachment-samples.ts";
import { type AdminSessionCookie, type AdminTestBed, signedInTestBed } from "../shell/testing.ts";

/** A contact request's attachment in the inbox (docs/decisions/0080): its facts, and a download only when safe. */

let bed: AdminTestBed;
let session: AdminSessionCookie;
const captcha = createLocalCaptcha({
  secret: "admin-attachment-test-secret-0123456789",
  redemptions: memoryRedemptions(),
});
/** What the next scan answers, as clamd would. */
let nextScan: ScanResult = { status: "clean" };
const scanner: VirusScanner = { kind: "clamd", scan: async () => nextScan };

beforeAll(async () => {
  ({ bed, session } = await signedInTestBed());
});
afterAll(() => bed.close());

async function submit(file: { name: string; bytes: Uint8Array } | null, scan: ScanResult): Promise<string> {
  nextScan = scan;
  const contact = createContactService({
    sql: bed.database.sql,
    upcasters: bed.store.upcasters,
    captcha,
    logger: silentLogger,
    virusScanner: scanner,
  });
  const outcome = await contact.submit(
    "customer",
    {
      category: "site_error",
      name: "Ivan Petrov",
      email: "ivan@example.com",
      message: "The search box does nothing on my phone, see the screenshot.",
      gdprConsent: true,
      captchaToken: captcha.issue().token,
      language: "en",
    },
    { ip: "203.0.113.7", attachment: file ? { fileName: file.name, bytes: file.bytes } : null },
  );
  if (!outcome.ok || !outcome.data) throw new Error(`not submitted: ${JSON.stringify(outcome)}`);
  return outcome.data.requestId;
}

const page = async (path: string) => {
  const response = await bed.request(path, { session });
  return { status: response.status, text: await response.text() };
};
const json = async (path: string) => {
  const response = await bed.api(path, session);
  return { status: response.status, body: await response.json() };
};

describe("an attachment in the contact inbox", () => {
  const picture = sampleOfSize(ATTACHMENT_SAMPLES.png, 150_000);
  let clean: string;

  it("shows a clean file's name, type, size and scan, with a download link", async () => {
    clean = await submit({ name: "екран 1.png", bytes: picture }, { status: "clean" });
    const { status, text } = await page(`/nimda/contact/${clean}`);
    expect(status).toBe(200);
    expect(text).toContain('aria-label="Attachment"');
    expect(text).toContain("екран 1.png");
    expect(text).toContain("image/png");
    expect(text).toContain("147 KB");
    expect(text).toContain("clean · clamd");
    expect(text).toContain(`href="/nimda/contact/${clean}/attachment"`);
    expect(text).toContain("ContactAttachmentReceived<!-- --> (image/png, clean)");
  });

  it("hands the file over to save, never to show, with the bytes as sent", async () => {
    const response = await bed.request(`/nimda/contact/${clean}/attachment`, { session });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="_____ 1.png"; filename*=UTF-8''${encodeURIComponent("екран 1.png")}`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    // every admin answer is no-store (the shell's middleware)
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(picture))).toBe(0);
    // signed out, nothing
    expect((await bed.request(`/nimda/contact/${clean}/attachment`)).status).not.toBe(200);
  });

  it("has a JSON twin: the request's detail and the attachment's own", async () => {
    const detail = await json(`/nimda/api/contact/${clean}`);
    const facts = {
      fileName: "екран 1.png",
      contentType: "image/png",
      sizeBytes: 150_000,
      scanner: "clamd",
      scanStatus: "clean",
      signature: null,
      downloadable: true,
      downloadUrl: `/nimda/contact/${clean}/attachment`,
    };
    expect(detail.body.data.attachment).toMatchObject(facts);
    const own = await json(`/nimda/api/contact/${clean}/attachment`);
    expect(own).toMatchObject({ status: 200, body: { success: true, data: facts } });
    expect(JSON.stringify(own.body)).not.toContain("bytes");
  });

  it("keeps an infected file or one that could not be scanned out of reach", async () => {
    const infected = await submit(
      { name: "eicar.pdf", bytes: ATTACHMENT_SAMPLES.pdf },
      { status: "infected", signature: "Eicar-Test-Signature" },
    );
    const infectedPage = await page(`/nimda/contact/${infected}`);
    expect(infectedPage.text).toContain("infected: quarantined, the file was not kept (Eicar-Test-Signature)");
    expect(infectedPage.text).not.toContain(`/nimda/contact/${infected}/attachment"`);
    expect(infectedPage.text).toContain("No download: the file is quarantined.");
    expect((await bed.request(`/nimda/contact/${infected}/attachment`, { session })).status).toBe(403);
    expect((await json(`/nimda/api/contact/${infected}/attachment`)).body.data).toMatchObject({
      scanStatus: "infected",
      signature: "Eicar-Test-Signature",
      downloadable: false,
      downloadUrl: null,
    });

    const unchecked = await submit(
      { name: "scan.jpg", bytes: ATTACHMENT_SAMPLES.jpeg },
      { status: "error", message: "clamd at 127.0.0.1:3310 unreachable: ECONNREFUSED" },
    );
    expect((await page(`/nimda/contact/${unchecked}`)).text).toContain("could not be scanned: quarantined (clamd at");
    expect((await bed.request(`/nimda/contact/${unchecked}/attachment`, { session })).status).toBe(403);
  });

  it("shows nothing once the personal data is erased, and the bytes are gone", async () => {
    const erase = await bed.postForm(`/nimda/contact/${clean}/erase`, session, {});
    expect(erase.status).toBe(303);
    const { text } = await page(`/nimda/contact/${clean}`);
    expect(text).not.toContain('aria-label="Attachment"');
    expect(text).toContain("message and any attachment) has been erased");
    expect((await bed.request(`/nimda/contact/${clean}/attachment`, { session })).status).toBe(404);
    expect((await json(`/nimda/api/contact/${clean}/attachment`)).status).toBe(404);
    const rows = await bed.database.sql`SELECT 1 FROM contact_attachments WHERE request_id = ${clean}`;
    expect(rows).toHaveLength(0);
  });

  it("answers 404 for a request without a file and for an unknown or malformed id", async () => {
    const plain = await submit(null, { status: "clean" });
    expect((await page(`/nimda/contact/${plain}`)).text).not.toContain('aria-label="Attachment"');
    expect((await bed.request(`/nimda/contact/${plain}/attachment`, { session })).status).toBe(404);
    expect(
      (await bed.request("/nimda/contact/0196a4c2-2222-7000-8000-00000000dead/attachment", { session })).status,
    ).toBe(404);
    expect((await bed.request("/nimda/contact/not-an-id/attachment", { session })).status).toBe(404);
    expect((await json("/nimda/api/contact/not-an-id/attachment")).status).toBe(404);
  });
});
