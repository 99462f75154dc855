import { createHash, randomUUID } from "node:crypto";
import type { CaptchaProvider } from "../captcha/captcha.ts";
import { captchaGate, type FormOutcome, invalidInput, issuesOf, refusalOf } from "../captcha/form-outcome.ts";
import { DAY_MS } from "../constants.ts";
import type { Sql } from "../db/database.ts";
import { handleCommand } from "../eventstore/command-handler.ts";
import type { Upcasters } from "../eventstore/upcasting.ts";
import type { Logger } from "../log/logger.ts";
import { inTransaction, type Queryable } from "../mail/transaction.ts";
import { type AttachmentType, type AttachmentUpload, checkAttachment } from "./attachment.ts";
import type { ContactFormType } from "./categories.ts";
import { contactDecider } from "./decider.ts";
import { contactStreamId } from "./events.ts";
import { CONTACT_MESSAGES as M } from "./messages.ts";
import { customerContactSchema, partnerContactSchema } from "./schema.ts";
import { createBuiltinScanner, type ScanResult, type ScanStatus, type VirusScanner } from "./virus-scan.ts";

/** How long a request's personal data is kept: a year answers any follow-up (docs/decisions/0020). */
export const CONTACT_PII_RETENTION_DAYS = 365;

export interface ContactDeps {
  sql: Sql;
  upcasters?: Upcasters;
  captcha: CaptchaProvider;
  logger: Logger;
  /** Scans attachments; the built-in one (type and size, "not scanned") when left out. */
  virusScanner?: VirusScanner;
  now?: () => Date;
}

/** With an attachment, what its scan found: an infected file is kept out of reach (docs/decisions/0080). */
export type ContactOutcome = FormOutcome<{ requestId: string; attachment?: { scanStatus: ScanStatus } }>;

export interface SubmitContext {
  ip: string | null;
  /** The form's one file (the screens' multipart form); the JSON API sends none. */
  attachment?: AttachmentUpload | null;
}

export interface ContactService {
  submit(formType: ContactFormType, input: unknown, context: SubmitContext): Promise<ContactOutcome>;
}

/** The attachment as checked, scanned and about to be stored. */
interface ScannedAttachment {
  attachmentId: string;
  fileName: string;
  contentType: AttachmentType;
  bytes: Uint8Array;
  scan: ScanResult;
  scanner: VirusScanner["kind"];
  scannedAt: Date;
}

/** An infected file's bytes are not kept: its row says what it was and what was found. */
async function storeAttachment(tx: Queryable, requestId: string, file: ScannedAttachment, expiresAt: Date) {
  const { scan } = file;
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  const bytes =
    scan.status === "infected" ? null : Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.length);
  await tx`
    INSERT INTO contact_attachments (attachment_id, request_id, file_name, content_type, size_bytes, sha256, bytes,
                                     scanner, scan_status, scan_signature, scan_message, scanned_at, expires_at)
    VALUES (${file.attachmentId}, ${requestId}, ${file.fileName}, ${file.contentType}, ${file.bytes.length}, ${sha256},
            ${bytes}, ${file.scanner}, ${scan.status}, ${scan.status === "infected" ? scan.signature : null},
            ${scan.status === "error" ? scan.message : null}, ${file.scannedAt}, ${expiresAt})`;
}

/** The personal part of either form, as contact_pii stores it. */
interface ContactPii {
  name: string;
  email: string;
  company: string | null;
  website: string | null;
  message: string;
}

function parse(formType: ContactFormType, input: unknown) {
  if (formType === "customer") {
    const parsed = customerContactSchema.safeParse(input);
    if (!parsed.success) return { issues: issuesOf(parsed.error) };
    const { name, email, message, category, language, captchaToken } = parsed.data;
    const pii: ContactPii = { name, email, company: null, website: null, message };
    return { pii, category, language, captchaToken };
  }
  const parsed = partnerContactSchema.safeParse(input);
  if (!parsed.success) return { issues: issuesOf(parsed.error) };
  const { contactPerson, companyName, website, email, message, category, language, captchaToken } = parsed.data;
  const pii: ContactPii = { name: contactPerson, email, company: companyName, website: website || null, message };
  return { pii, category, language, captchaToken };
}

/** Field issues and the file's together, so the visitor sees every message at once. */
function checkedForm(formType: ContactFormType, input: unknown, upload: AttachmentUpload | null | undefined) {
  const form = parse(formType, input);
  const file = upload ? checkAttachment(upload) : null;
  const issues = [...("issues" in form ? (form.issues ?? []) : [])];
  if (file && !file.ok) issues.push({ path: "attachment", message: file.message });
  if ("issues" in form || (file && !file.ok)) return { ok: false as const, issues };
  return { ok: true as const, form, file: file?.ok ? { ...file, bytes: upload?.bytes ?? new Uint8Array(0) } : null };
}

export function createContactService(deps: ContactDeps): ContactService {
  const now = deps.now ?? (() => new Date());
  const captchaRefusal = captchaGate(deps.captcha, deps.logger, {
    failed: M.turnstileRequired,
    unavailable: M.tryAgainLater,
  });
  const scanner = deps.virusScanner ?? createBuiltinScanner();
  return {
    async submit(formType, input, context) {
      const checked = checkedForm(formType, input, context.attachment);
      if (!checked.ok) return invalidInput(checked.issues);
      const { form, file } = checked;
      const refused = await captchaRefusal(form.captchaToken, context.ip);
      if (refused) return refused;
      // scanned once the captcha has passed: bots do not get to use the scanner
      let attachment: ScannedAttachment | null = null;
      if (file) {
        const scan = await scanner.scan(file.bytes);
        if (scan.status === "infected" || scan.status === "error")
          deps.logger.warn("contact attachment not accepted as safe", { ...scan });
        const { fileName, contentType, bytes } = file;
        attachment = {
          attachmentId: randomUUID(),
          fileName,
          contentType,
          bytes,
          scan,
          scanner: scanner.kind,
          scannedAt: now(),
        };
      }
      const requestId = randomUUID();
      const at = now();
      const retentionUntil = new Date(at.getTime() + CONTACT_PII_RETENTION_DAYS * DAY_MS);
      try {
        await inTransaction(deps.sql, deps.upcasters, async ({ tx, store }) => {
          const { pii } = form;
          await tx`
            INSERT INTO contact_pii (request_id, name, email, company, website, message, ip_address, retention_until)
            VALUES (${requestId}, ${pii.name}, ${pii.email}, ${pii.company}, ${pii.website}, ${pii.message},
                    ${context.ip}, ${retentionUntil})`;
          if (attachment) await storeAttachment(tx, requestId, attachment, retentionUntil);
          await handleCommand(
            store,
            contactStreamId(requestId),
            contactDecider,
            {
              type: "SubmitContactRequest",
              requestId,
              formType,
              category: form.category,
              language: form.language,
              captchaVerified: true,
              captchaKind: deps.captcha.kind,
              at: at.toISOString(),
              retentionUntil: retentionUntil.toISOString(),
              attachment: attachment && {
                attachmentId: attachment.attachmentId,
                contentType: attachment.contentType,
                sizeBytes: attachment.bytes.length,
                scanner: attachment.scanner,
                scanStatus: attachment.scan.status,
                signature: attachment.scan.status === "infected" ? attachment.scan.signature : null,
                scannedAt: attachment.scannedAt.toISOString(),
              },
            },
            { metadata: { actor: "visitor" } },
          );
        });
      } catch (error) {
        return refusalOf(error);
      }
      const data = attachment ? { requestId, attachment: { scanStatus: attachment.scan.status } } : { requestId };
      return { ok: true, status: 201, message: M.sent, data };
    },
  };
}
