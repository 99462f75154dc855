import { ATTACHMENT_MAX_BYTES, sniffAttachmentType } from "./attachment.ts";

/**
 * The virus-scan port of contact attachments (docs/decisions/0080). `builtin` needs nothing:
 * it checks type and size again and says the file was not scanned; `clamd` asks a ClamAV
 * daemon over its INSTREAM protocol (core/contact/clamd-scanner.ts).
 */
export type ScanResult =
  | { status: "clean" }
  | { status: "infected"; signature: string }
  | { status: "not_scanned" }
  | { status: "error"; message: string };

export type ScanStatus = ScanResult["status"];
export const SCAN_STATUSES = ["clean", "infected", "not_scanned", "error"] as const satisfies readonly ScanStatus[];

export interface VirusScanner {
  readonly kind: "builtin" | "clamd";
  /** Never throws: a scanner that cannot answer is an "error" result with its reason. */
  scan(bytes: Uint8Array): Promise<ScanResult>;
}

export function createBuiltinScanner(): VirusScanner {
  return {
    kind: "builtin",
    async scan(bytes) {
      if (bytes.length > ATTACHMENT_MAX_BYTES) return { status: "error", message: "larger than 5 MB" };
      if (!sniffAttachmentType(bytes)) return { status: "error", message: "not a PNG, JPEG, WebP or PDF file" };
      return { status: "not_scanned" };
    },
  };
}
