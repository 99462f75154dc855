import type { Context, MiddlewareHandler } from "hono";
import { ATTACHMENT_MAX_BYTES } from "../../core/contact/attachment.ts";
import { pathFor } from "../../core/routes/route-table.ts";
import { errorBody } from "../errors.ts";

/**
 * The one place where request bytes become text (docs/decisions/0050). PostgreSQL refuses text
 * with a NUL, and a body that is not what a route reads makes `formData()` throw: both used to
 * end as 500s deep inside a handler, after a captcha token was spent. Here, before any handler:
 * - the path, every query value and every header must decode to text without NUL or invalid
 *   UTF-8, and a path has no stray "%" (a bad path is a 404, anything else a 400);
 * - a body may be at most `maxBodyBytes` (`signInBodyBytes` on the sign-in form, `uploadBodyBytes`
 *   on the contact forms, which carry a file: docs/decisions/0080, `uploads.maxBodyBytes` on the
 *   picture upload's paths), else 413;
 * - the site's pages take forms only (415 otherwise); the APIs and the admin take JSON or forms;
 * - a form or JSON body is parsed here once, refused with a 400 when it does not parse or carries
 *   a NUL, and handed on as the same bytes.
 */
export interface InputBoundaryOptions {
  maxBodyBytes: number;
  signInBodyBytes: number;
  signInPath: string;
  uploadBodyBytes: number;
  /** The pages whose form may carry a file (without a trailing slash). */
  uploadPaths: readonly string[];
  /** POSTs that carry a file: a larger body, and a 413 that says what the limit is. */
  uploads: { paths: readonly string[]; maxBodyBytes: number; tooLargeMessage: string };
}

/** The contact forms, where a visitor may attach a screenshot or a PDF. */
export const CONTACT_UPLOAD_PATHS = (["contactCustomers", "contactPartners"] as const).flatMap((key) => [
  pathFor(key, "bg"),
  pathFor(key, "en"),
]);

/**
 * Forms and JSON are a few KB; 256 KB leaves room for the longest admin text. Sign-in is tiny.
 * A contact form takes a 5 MB file and the text around it; the 3 MB over that let a somewhat
 * larger file reach the form, which says in the visitor's language what the limit is.
 */
export const INPUT_LIMITS: InputBoundaryOptions = {
  maxBodyBytes: 256 * 1024,
  signInBodyBytes: 8 * 1024,
  signInPath: "/nimda/login",
  uploadBodyBytes: ATTACHMENT_MAX_BYTES + 3 * 1024 * 1024,
  uploadPaths: CONTACT_UPLOAD_PATHS,
  // the admin's picture upload (http/admin/media): 10 MB of picture, the form's fields and boundaries
  uploads: {
    paths: ["/nimda/media", "/nimda/api/media"],
    maxBodyBytes: 10 * 1024 * 1024 + 64 * 1024,
    tooLargeMessage: "The picture is larger than 10 MB; upload a smaller file.",
  },
};

export const INPUT_MESSAGES = {
  badText: "The request contains characters that are not allowed (a NUL byte or invalid UTF-8).",
  badBody: "The request body could not be read as the form it claims to be.",
  badJson: "Malformed JSON in request body",
  tooLarge: "The request body is too large.",
  fileTooLarge: "The file is too large: you can attach up to 5 MB. Go back and choose a smaller one.",
  unsupportedType: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  notFound: "No such page.",
  tooDeep: "The JSON is nested too deeply: at most 64 levels.",
} as const;

type Refusal = { status: 400 | 404 | 413 | 415; code: string; message: string };

const refusals = {
  path: { status: 404, code: "not_found", message: INPUT_MESSAGES.notFound },
  text: { status: 400, code: "validation_failed", message: INPUT_MESSAGES.badText },
  body: { status: 400, code: "validation_failed", message: INPUT_MESSAGES.badBody },
  json: { status: 400, code: "invalid_json", message: INPUT_MESSAGES.badJson },
  tooDeep: { status: 400, code: "invalid_json", message: INPUT_MESSAGES.tooDeep },
  tooLarge: { status: 413, code: "payload_too_large", message: INPUT_MESSAGES.tooLarge },
  fileTooLarge: { status: 413, code: "file_too_large", message: INPUT_MESSAGES.fileTooLarge },
  type: { status: 415, code: "unsupported_media_type", message: INPUT_MESSAGES.unsupportedType },
} satisfies Record<string, Refusal>;

const ESCAPES = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * Whether percent-encoded text decodes to clean text. Only well-formed escapes are decoded, as
 * URLSearchParams and Hono do ("50%" stays "50%"); a run of escapes that is not UTF-8 fails.
 */
export function cleanEncodedText(encoded: string, plusIsSpace = false): boolean {
  try {
    const text = (plusIsSpace ? encoded.replaceAll("+", " ") : encoded).replace(ESCAPES, (run) =>
      decodeURIComponent(run),
    );
    return !text.includes("\0");
  } catch {
    return false;
  }
}

function cleanQuery(search: string): boolean {
  return search
    .replace(/^\?/, "")
    .split("&")
    .every((pair) => cleanEncodedText(pair, true));
}

/** Deeper than any body of ours: a walk this deep is someone's attempt at the stack. */
export const MAX_JSON_DEPTH = 64;

/** A NUL anywhere in a parsed JSON body (keys too), or "too_deep"; a loop, so no depth overflows the stack. */
function jsonFault(value: unknown): "nul" | "too_deep" | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === "string") {
      if (current.includes("\0")) return "nul";
    } else if (current && typeof current === "object") {
      if (depth >= MAX_JSON_DEPTH) return "too_deep";
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes("\0")) return "nul";
        pending.push({ value: inner, depth: depth + 1 });
      }
    }
  }
  return null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

type BodyKind = "urlencoded" | "multipart" | "json" | "other" | "none";

function bodyKind(contentType: string | undefined): BodyKind {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "") return "none";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  if (type === "multipart/form-data") return "multipart";
  if (/^application\/([a-z.-]+\+)?json$/.test(type) || type === "application/csp-report") return "json";
  return "other";
}

/**
 * What a path is: machine endpoints answer the JSON envelope; they and the admin (whose Hono
 * handlers read any other body as an empty form, after the session check) take JSON or forms;
 * the site's pages take forms only, since React Router's actions call formData().
 */
type PathClass = "machine" | "admin" | "page";

function classOf(path: string): PathClass {
  if (/^\/(api|nimda\/api|feeds|en\/feeds|images|go)(\/|$)/.test(path) || /\.[a-z]+$/.test(path)) return "machine";
  if (path === "/nimda" || path.startsWith("/nimda/")) return "admin";
  return "page";
}

/** Reads at most `limit` bytes of the body; null when there are more. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared && Number(declared) > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** Why a body is refused, or null when it parses as its content type says and carries no NUL. */
async function bodyRefusal(kind: BodyKind, bytes: Uint8Array<ArrayBuffer>, request: Request): Promise<Refusal | null> {
  if (kind === "multipart") {
    let form: FormData;
    try {
      form = await new Request(request.url, {
        method: "POST",
        headers: { "content-type": request.headers.get("content-type") ?? "" },
        body: bytes,
      }).formData();
    } catch {
      return refusals.body;
    }
    for (const [key, value] of form) {
      if (key.includes("\0") || (typeof value === "string" && value.includes("\0"))) return refusals.text;
    }
    return null;
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return refusals.text;
  }
  if (kind === "urlencoded") {
    return text.split("&").every((pair) => cleanEncodedText(pair, true)) ? null : refusals.text;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refusals.json;
  }
  const fault = jsonFault(value);
  return fault === "nul" ? refusals.text : fault === "too_deep" ? refusals.tooDeep : null;
}

function refuse(c: Context, refusal: Refusal, api: boolean): Response {
  if (api) return c.json(errorBody(refusal.code, refusal.message), refusal.status);
  // a page: both languages, since the path that would tell which one may be what was refused
  return c.html(
    `<!doctype html><html lang="bg"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${refusal.status}</title><p>${BG[refusal.code] ?? BG.validation_failed}</p>` +
      `<p lang="en">${refusal.message}</p><p><a href="/">flydealsbg</a></p></html>`,
    refusal.status,
  );
}

const BG: Record<string, string> = {
  not_found: "Няма такава страница.",
  validation_failed: "Заявката съдържа знаци, които не са позволени, или не може да бъде прочетена.",
  payload_too_large: "Изпратеното е твърде голямо.",
  file_too_large: "Файлът е твърде голям: може да прикачите до 5 MB. Върнете се назад и изберете по-малък файл.",
  unsupported_media_type: "Формата трябва да бъде изпратена като обикновена уеб форма.",
};

export function inputBoundary(options: InputBoundaryOptions): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const pathClass = classOf(url.pathname);
    const json = pathClass === "machine";
    // a path's "%" must start an escape (RFC 3986); a query's may be a typed "50%"
    if (/%(?![0-9A-Fa-f]{2})/.test(url.pathname) || !cleanEncodedText(url.pathname)) {
      return refuse(c, refusals.path, json);
    }
    if (!cleanQuery(url.search)) return refuse(c, refusals.text, json);
    for (const [, value] of raw.headers) if (value.includes("\0")) return refuse(c, refusals.text, json);

    if (raw.method === "GET" || raw.method === "HEAD" || raw.method === "OPTIONS") return next();
    const kind = bodyKind(raw.headers.get("content-type") ?? undefined);
    const path = url.pathname.replace(/(.)\/+$/, "$1");
    const contactUpload = options.uploadPaths.includes(path);
    const pictureUpload = raw.method === "POST" && options.uploads.paths.includes(url.pathname);
    let limit = options.maxBodyBytes;
    if (path === options.signInPath) limit = options.signInBodyBytes;
    else if (contactUpload) limit = options.uploadBodyBytes;
    else if (pictureUpload) limit = options.uploads.maxBodyBytes;
    const bytes = await readLimited(raw, limit);
    if (!bytes) {
      if (contactUpload) return refuse(c, refusals.fileTooLarge, json);
      const tooLarge = pictureUpload
        ? { ...refusals.tooLarge, message: options.uploads.tooLargeMessage }
        : refusals.tooLarge;
      return refuse(c, tooLarge, json);
    }
    const form = kind === "urlencoded" || kind === "multipart";
    // an empty body is no body (a POST with only a query, a JSON header and nothing after it)
    const emptyAllowed = pathClass !== "page" && bytes.length === 0;
    if (!emptyAllowed && !form && !(kind === "json" && pathClass !== "page")) return refuse(c, refusals.type, json);
    const refusal = emptyAllowed ? null : await bodyRefusal(kind, bytes, raw);
    if (refusal) return refuse(c, refusal, json);
    c.req.raw = new Request(raw, { body: bytes });
    return next();
  };
}
