import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeClamd, startFakeClamd } from "../../core/contact/clamd-fake-server.ts";
import { createClamdScanner } from "../../core/contact/clamd-scanner.ts";
import type { FormServices } from "../../core/contact/form-services.ts";
import type { VirusScanner } from "../../core/contact/virus-scan.ts";
import { PostgresEventStore } from "../../core/eventstore/postgres-event-store.ts";
import { ATTACHMENT_SAMPLES, EICAR_TEST_STRING, sampleOfSize } from "../../core/testing/attachment-samples.ts";
import { testFormServices } from "../../core/testing/form-services.ts";
import { createTestDatabase, type TestDatabase } from "../../core/testing/test-database.ts";
import { renderScreen, unwrap } from "../forms/testing.tsx";
import Contact, { action, loader } from "./contact.tsx";

/** The contact form with a file (docs/decisions/0080): multipart, checked by its bytes, scanned, stored apart. */

let database: TestDatabase;
let clamd: FakeClamd;
let builtin: FormServices;
let scanned: FormServices;

function formServices(virusScanner?: VirusScanner): FormServices {
  return testFormServices(database.sql, new PostgresEventStore(database.sql), {
    virusScanner,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  clamd = await startFakeClamd();
  builtin = formServices();
  scanned = formServices(createClamdScanner({ host: clamd.host, port: clamd.port, timeoutMs: 2000 }));
});
afterAll(async () => {
  await clamd.close();
  await database.drop();
});

const args = (request: Request, forms: FormServices) =>
  ({ request, context: { forms, clientAddress: "192.0.2.20" }, params: {} }) as never;
const load = async () =>
  (await loader(args(new Request("http://localhost/"), builtin))) as Awaited<ReturnType<typeof loader>>;
const token = async () => {
  const { captcha } = await load();
  return captcha?.kind === "local" ? captcha.token : "";
};

async function fields(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  return {
    category: "site_error",
    name: "Петя Димитрова",
    email: "petya@example.com",
    message: "Бутонът за търсене не работи на телефона ми.",
    gdprConsent: "on",
    captchaToken: await token(),
    fax: "",
    ...overrides,
  };
}

/** The form as a browser posts it, JavaScript or not: multipart, with the file part always there. */
function multipart(
  path: string,
  values: Record<string, string>,
  file?: { name: string; bytes: Uint8Array; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  // an input left empty still sends a part with no name and no bytes
  const blob = new Blob(file ? [file.bytes as Uint8Array<ArrayBuffer>] : [], {
    type: file?.type ?? "application/octet-stream",
  });
  form.append("attachment", blob, file?.name ?? "");
  return new Request(`http://localhost${path}`, { method: "POST", body: form });
}

async function submit(forms: FormServices, request: Request) {
  return unwrap<Record<string, unknown>>(await action(args(request, forms)));
}

async function counts() {
  const [row] = await database.sql<{ pii: number; files: number; events: number }[]>`
    SELECT (SELECT count(*)::int FROM contact_pii) AS pii, (SELECT count(*)::int FROM contact_attachments) AS files,
           (SELECT count(*)::int FROM events WHERE type LIKE 'Contact%') AS events`;
  return row;
}

const attachmentOf = async (requestId: string) =>
  (
    await database.sql<
      {
        file_name: string;
        content_type: string;
        size_bytes: number;
        bytes: Buffer | null;
        scanner: string;
        scan_status: string;
        scan_signature: string | null;
      }[]
    >`SELECT file_name, content_type, size_bytes, bytes, scanner, scan_status, scan_signature
        FROM contact_attachments WHERE request_id = ${requestId}`
  )[0];

const requestIdOf = async (email: string) =>
  (await database.sql<{ request_id: string }[]>`SELECT request_id FROM contact_pii WHERE email = ${email}`)[0]
    ?.request_id ?? "";

describe("the contact form's attachment", () => {
  it("is an optional file field of a multipart form, in Bulgarian and in English", async () => {
    const bg = renderScreen(Contact as never, "/kontakti/klienti", { loaderData: await load() });
    expect(bg).toContain('encType="multipart/form-data"');
    expect(bg).toMatch(
      /<label for="attachment">Снимка на екрана или PDF<span class="form-field__optional"> <!-- -->\(по желание\)/,
    );
    expect(bg).toContain("Един файл: PNG, JPEG, WebP или PDF, до 5 MB.");
    expect(bg).toContain(
      'type="file" id="attachment" accept="image/png,image/jpeg,image/webp,application/pdf,.png,.jpg,.jpeg,.webp,.pdf"',
    );
    const en = renderScreen(Contact as never, "/en/contact/partners", { loaderData: await load() });
    expect(en).toContain("Screenshot or PDF");
    expect(en).toContain('encType="multipart/form-data"');
  });

  it("stores a valid PNG beside the request's personal data, scanned by clamd; the event has no name or bytes", async () => {
    const picture = sampleOfSize(ATTACHMENT_SAMPLES.png, 200_000);
    const request = multipart("/kontakti/klienti", await fields({ email: "png@example.com" }), {
      name: "екран.png",
      bytes: picture,
      type: "image/png",
    });
    const { status, data } = await submit(scanned, request);
    expect(status).toBe(201);
    expect(data).toMatchObject({ ok: true, attachmentStatus: "clean" });
    const id = await requestIdOf("png@example.com");
    const row = await attachmentOf(id);
    expect(row).toMatchObject({
      file_name: "екран.png",
      content_type: "image/png",
      size_bytes: 200_000,
      scanner: "clamd",
      scan_status: "clean",
      scan_signature: null,
    });
    expect(Buffer.compare(row?.bytes ?? Buffer.alloc(0), Buffer.from(picture))).toBe(0);
    expect(clamd.streams.at(-1)).toBe(200_000);
    const [event] = await database.sql<{ data: Record<string, unknown> }[]>`
      SELECT data FROM events WHERE stream_id = ${`contact-${id}`} AND type = 'ContactAttachmentReceived'`;
    expect(event?.data).toMatchObject({
      requestId: id,
      contentType: "image/png",
      sizeBytes: 200_000,
      scanStatus: "clean",
    });
    expect(JSON.stringify(event?.data)).not.toContain("екран");
  });

  it("without a scanner, keeps the file as not scanned; an empty file input is no attachment", async () => {
    const pdf = multipart("/en/contact/customers", await fields({ email: "pdf@example.com" }), {
      name: "ticket.pdf",
      bytes: ATTACHMENT_SAMPLES.pdf,
    });
    expect((await submit(builtin, pdf)).data).toMatchObject({ ok: true, attachmentStatus: "not_scanned" });
    expect(await attachmentOf(await requestIdOf("pdf@example.com"))).toMatchObject({ scan_status: "not_scanned" });
    const none = await submit(builtin, multipart("/kontakti/klienti", await fields({ email: "none@example.com" })));
    expect(none.status).toBe(201);
    expect(await attachmentOf(await requestIdOf("none@example.com"))).toBeUndefined();
  });

  it("refuses a .png that is text with the field's message, storing nothing and keeping the captcha unspent", async () => {
    const before = await counts();
    const values = await fields({ email: "liar@example.com" });
    const lie = multipart("/kontakti/klienti", values, {
      name: "screenshot.png",
      bytes: new TextEncoder().encode("<script>alert('hi')</script>"),
      type: "image/png",
    });
    const { status, data } = await submit(scanned, lie);
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, errors: { attachment: "attachmentType" } });
    expect(await counts()).toEqual(before);
    const html = renderScreen(Contact as never, "/kontakti/klienti", { loaderData: await load(), actionData: data });
    expect(html).toContain(
      '<p class="form-field__error" id="attachment-error">Файлът трябва да е изображение (PNG, JPEG или WebP) или PDF</p>',
    );
    expect(html).toContain("Снимка на екрана или PDF: <!-- -->Файлът трябва да е изображение");
    // the same captcha token still works once the file is fixed
    const fixed = multipart("/kontakti/klienti", values, { name: "screenshot.png", bytes: ATTACHMENT_SAMPLES.png });
    expect((await submit(scanned, fixed)).status).toBe(201);
  });

  it("refuses a 6 MB file, saying the limit in the visitor's language", async () => {
    const before = await counts();
    const big = multipart("/en/contact/customers", await fields(), {
      name: "huge.png",
      bytes: sampleOfSize(ATTACHMENT_SAMPLES.png, 6 * 1024 * 1024),
    });
    const { status, data } = await submit(builtin, big);
    expect(status).toBe(400);
    expect(data).toMatchObject({ errors: { attachment: "attachmentTooLarge" } });
    expect(await counts()).toEqual(before);
    const en = renderScreen(Contact as never, "/en/contact/customers", { loaderData: await load(), actionData: data });
    expect(en).toContain("The file must not be larger than 5 MB");
    const bg = renderScreen(Contact as never, "/kontakti/klienti", { loaderData: await load(), actionData: data });
    expect(bg).toContain("Файлът не може да е по-голям от 5 MB");
  });

  it("asks for the file again when another field was wrong", async () => {
    const request = multipart("/kontakti/klienti", await fields({ message: "кратко" }), {
      name: "грешка.jpg",
      bytes: ATTACHMENT_SAMPLES.jpeg,
    });
    const { status, data } = await submit(builtin, request);
    expect(status).toBe(400);
    const html = renderScreen(Contact as never, "/kontakti/klienti", { loaderData: await load(), actionData: data });
    expect(html).toContain("Файлът „грешка.jpg“ не беше изпратен. Моля, изберете го отново.");
  });

  it("accepts the message with an infected file but keeps the file out of reach, and says so", async () => {
    const eicar = multipart("/kontakti/klienti", await fields({ email: "eicar@example.com" }), {
      name: "eicar.pdf",
      bytes: new TextEncoder().encode(`%PDF-1.4\n${EICAR_TEST_STRING}\n`),
    });
    const { status, data } = await submit(scanned, eicar);
    expect(status).toBe(201);
    expect(data).toMatchObject({ ok: true, attachmentStatus: "infected" });
    expect(await attachmentOf(await requestIdOf("eicar@example.com"))).toMatchObject({
      scan_status: "infected",
      scan_signature: "Eicar-Test-Signature",
      bytes: null,
    });
    const html = renderScreen(Contact as never, "/kontakti/klienti", { loaderData: await load(), actionData: data });
    expect(html).toContain("Прикаченият файл обаче не премина проверката за вируси");
  });

  it("answers junk multipart bytes with a 400, never a 500", async () => {
    const before = await counts();
    for (const body of ["--x\r\nnot a part", "\u0000\u0001\u0002", ""]) {
      const request = new Request("http://localhost/kontakti/klienti", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body,
      });
      const { status, data } = await submit(builtin, request);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(data).toMatchObject({ ok: false, formError: "invalidRequest" });
    }
    expect(await counts()).toEqual(before);
  });
});
