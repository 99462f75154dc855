import { type Decider, DomainError } from "../eventstore/decider.ts";
import { CATEGORIES, type ContactFormType } from "./categories.ts";
import type { ContactEvent } from "./events.ts";
import { CONTACT_MESSAGES as M } from "./messages.ts";

export interface ContactState {
  status: "new" | "pending";
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
    }
  | { type: "EraseContactPii"; requestId: string; reason: "request" | "retention"; by: string; at: string };

const refuse = (code: string, message: string, status: 400 | 404 | 409): never => {
  throw new DomainError(code, message, status);
};

/**
 * One contact request: submitted once (a passed captcha and a category of its form required),
 * then pending for the team; its personal data can be erased, on request or when retention ends.
 */
export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: () => ({ status: "new", formType: null, piiDeleted: false }),

  evolve(state, event) {
    switch (event.type) {
      case "ContactRequestSubmitted":
        return { ...state, status: "pending", formType: event.data.formType };
      case "ContactRequestPiiErased":
        return { ...state, piiDeleted: true };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case "SubmitContactRequest": {
        if (state.status !== "new") refuse("duplicate_request", `Contact request ${command.requestId} exists`, 409);
        if (!command.captchaVerified) refuse("captcha_failed", M.turnstileRequired, 400);
        if (!CATEGORIES[command.formType].includes(command.category))
          refuse("invalid_category", M.invalidCategory, 400);
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
    }
  },
};
