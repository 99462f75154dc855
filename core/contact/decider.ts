import { type Decider, DomainError } from "../eventstore/decider.ts";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from "./attachment.ts";
import { CATEGORIES, type ContactFormType } from "./categories.ts";
import { CONTACT_STATUSES, type ContactAttachmentFacts, type ContactEvent, type ContactStatus } from "./events.ts";
import { CONTACT_MESSAGES as M } from "./messages.ts";

export interface ContactState {
  /** "new" until submitted. */
  status: "new" | ContactStatus;
  formType: ContactFormType | null;
  piiDeleted: boolean;
}

export type ContactCommand =
  | {
      type: "SubmitContactRequest";
      requestId: string;
      formType: ContactFormType;
      category: string;
      language: "bg" | "en";
      captchaVerified: boolean;
      captchaKind: "local" | "turnstile";
      at: string;
      retentionUntil: string;
      /** The one attachment, checked and scanned before; its bytes are stored beside contact_pii. */
      attachment?: Omit<ContactAttachmentFacts, "requestId"> | null;
    }
  | { type: "EraseContactPii"; requestId: string; reason: "request" | "retention"; by: string; at: string }
  | { type: "SetContactStatus"; requestId: string; to: ContactStatus; by: string; at: string };

export const CONTACT_STATUS_MESSAGE = `Status must be ${CONTACT_STATUSES.join(", ").replace(/, (?=[^,]*$)/, " or ")}`;

const refuse = (code: string, message: string, status: 400 | 404 | 409): never => {
  throw new DomainError(code, message, status);
};

/**
 * One contact request: submitted once (a passed captcha and a category of its form required),
 * with at most one attachment (its facts, never its bytes), then pending for the team, who may
 * mark it answered or closed (and reopen it); its personal data, the attachment's bytes with it,
 * can be erased, on request or when retention ends.
 */
export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: () => ({ status: "new", formType: null, piiDeleted: false }),

  evolve(state, event) {
    switch (event.type) {
      case "ContactRequestSubmitted":
        return { ...state, status: "pending", formType: event.data.formType };
      case "ContactAttachmentReceived":
        return state;
      case "ContactRequestPiiErased":
        return { ...state, piiDeleted: true };
      case "ContactRequestStatusChanged":
        return { ...state, status: event.data.to };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "SubmitContactRequest": {
        if (state.status !== "new") refuse("duplicate_request", `Contact request ${command.requestId} exists`, 409);
        if (!command.captchaVerified) refuse("captcha_failed", M.turnstileRequired, 400);
        if (!CATEGORIES[command.formType].includes(command.category))
          refuse("invalid_category", M.invalidCategory, 400);
        const { attachment } = command;
        if (attachment && !ATTACHMENT_TYPES.includes(attachment.contentType))
          refuse("invalid_attachment", M.attachmentType, 400);
        if (attachment && !(attachment.sizeBytes > 0 && attachment.sizeBytes <= ATTACHMENT_MAX_BYTES))
          refuse("invalid_attachment", M.attachmentTooLarge, 400);
        const received: ContactEvent[] = attachment
          ? [{ type: "ContactAttachmentReceived", data: { requestId: command.requestId, ...attachment } }]
          : [];
        return [
          {
            type: "ContactRequestSubmitted",
            data: {
              requestId: command.requestId,
              formType: command.formType,
              category: command.category,
              language: command.language,
              turnstileVerified: true,
              captchaKind: command.captchaKind,
              submittedAt: command.at,
              retentionUntil: command.retentionUntil,
            },
          },
          ...received,
        ];
      }
      case "EraseContactPii": {
        if (state.status === "new") refuse("request_not_found", `No contact request ${command.requestId}`, 404);
        if (state.piiDeleted) return [];
        return [
          {
            type: "ContactRequestPiiErased",
            data: { requestId: command.requestId, reason: command.reason, by: command.by, erasedAt: command.at },
          },
        ];
      }
      case "SetContactStatus": {
        if (state.status === "new") refuse("request_not_found", `No contact request ${command.requestId}`, 404);
        // the type says so, but the admin API hands over whatever was posted
        if (!CONTACT_STATUSES.includes(command.to)) refuse("invalid_status", CONTACT_STATUS_MESSAGE, 400);
        if (state.status === command.to) return [];
        return [
          {
            type: "ContactRequestStatusChanged",
            data: {
              requestId: command.requestId,
              from: state.status as ContactStatus,
              to: command.to,
              by: command.by,
              at: command.at,
            },
          },
        ];
      }
    }
  },
};
