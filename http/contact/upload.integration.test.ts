import { beforeAll, describe, expect, it } from "vitest";
import type { FormServices } from "../../core/contact/form-services.ts";
import { ATTACHMENT_SAMPLES, sampleOfSize } from "../../core/testing/attachment-samples.ts";
import { testProjectionBed } from "../../projections/testing.ts";
import { action } from "../../ui/contact/contact.tsx";
import { testFormServices } from "../../ui/forms/testing.tsx";
import type { HttpApp } from "../app.ts";
import { INPUT_LIMITS, INPUT_MESSAGES } from "../middleware/input-boundary.ts";
import { testHttpAppOn } from "../testing.ts";

/**
 * The contact forms take a file (docs/decisions/0080): the input boundary lets their bodies be
 * larger than any other route's, and only theirs. The screens' action runs behind the real
 * Hono app (boundary, client address, per-address limit) through a stand-in for React Router.
 */

const bed = testProjectionBed();
let app: HttpApp;
let forms: FormServices;

beforeAll(async () => {
  forms = testFormServices(bed.database);
  app = testHttpAppOn(bed, {
    forms,
    limits: { forms: { limit: 100, windowMs: 60_000 } },
    // the contact route's action as React Router would call it for a POST
    ssr: async (request, context) => {
      const result = (await action({ request, context, params: {} } as never)) as unknown as {
        data: unknown;
        init: { status?: number } | null;
      };
      return Response.json(result.data, { status: result.init?.status ?? 200 });
    },
  });
});

async function token(): Promise<string> {
  const challenge = forms.captcha.challenge();
  return challenge.kind === "local" ? challenge.token : "";
}

async function post(
  path: string,
  file: { name: string; bytes: Uint8Array } | null,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  const fields = {
    category: "wrong_link",
    name: "Георги Николов",
    email: "georgi@example.com",
    message: "Връзката към офертата за Рим води към грешна дата.",
    gdprConsent: "on",
    captchaToken: await token(),
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("attachment", new Blob(file ? [file.bytes as Uint8Array<ArrayBuffer>] : []), file?.name ?? "");
  return app.request(path, { method: "POST", body: form });
}

const stored = async () =>
  (await bed.database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_attachments`)[0]?.n ?? 0;

describe("a contact form with a file, through the app", () => {
  it("takes a screenshot end to end: stored, scanned by the built-in scanner", async () => {
    const response = await post("/kontakti/klienti", {
      name: "screen.png",
      bytes: sampleOfSize(ATTACHMENT_SAMPLES.png, 4 * 1024 * 1024),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, attachmentStatus: "not_scanned" });
    expect(await stored()).toBe(1);
  });

  it("lets a 6 MB file through to the form, which refuses it with its own message", async () => {
    const response = await post("/en/contact/customers/", {
      name: "big.png",
      bytes: sampleOfSize(ATTACHMENT_SAMPLES.png, 6 * 1024 * 1024),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { attachment: "attachmentTooLarge" } });
    expect(await stored()).toBe(1);
  });

  it("refuses a body past the upload limit at the boundary, in both languages", async () => {
    const response = await post("/kontakti/partniori", {
      name: "huge.pdf",
      bytes: sampleOfSize(ATTACHMENT_SAMPLES.pdf, INPUT_LIMITS.uploadBodyBytes + 1),
    });
    expect(response.status).toBe(413);
    const page = await response.text();
    expect(page).toContain("Файлът е твърде голям: може да прикачите до 5 MB.");
    expect(page).toContain(INPUT_MESSAGES.fileTooLarge);
    expect(await stored()).toBe(1);
  });

  it("keeps every other route at its own limit, the contact API too", async () => {
    const file = { name: "a.png", bytes: sampleOfSize(ATTACHMENT_SAMPLES.png, INPUT_LIMITS.maxBodyBytes + 1) };
    for (const path of ["/abonament", "/kontakti", "/api/contact/customers", "/en/contact/customers/extra"]) {
      const response = await post(path, file);
      expect(response.status, path).toBe(413);
      expect(await response.text(), path).not.toContain("5 MB");
    }
  });

  it("answers junk multipart bytes with a 400, never a 500, storing nothing", async () => {
    const bodies = ["--b\r\nContent-Disposition: form-data\r\n\r\nno end", "\u0000\u00ff garbage", "--b--"];
    for (const body of bodies) {
      const response = await app.request("/kontakti/klienti", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body,
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
    expect(await stored()).toBe(1);
  });
});
