import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import {
  CONTACT_STATUS_MESSAGE,
  type ContactCommand,
  type ContactState,
  contactDecider as decider,
} from "./decider.ts";
import type { ContactEvent } from "./events.ts";

const ID = "0196a4c2-2222-7000-8000-000000000002";
const AT = "2026-05-01T10:00:00.000Z";

const fold = (events: ContactEvent[]): ContactState =>
  events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
const given = (events: ContactEvent[]) => ({
  when: (command: ContactCommand) => decider.decide(command, fold(events)),
  thenState: (command: ContactCommand) => fold([...events, ...decider.decide(command, fold(events))]),
});
const submit = (overrides: Partial<ContactCommand> = {}): ContactCommand =>
  ({
    type: "SubmitContactRequest",
    requestId: ID,
    formType: "customer",
    category: "incorrect_price",
    language: "bg",
    captchaVerified: true,
    captchaKind: "local",
    at: AT,
    retentionUntil: "2027-05-01T10:00:00.000Z",
    ...overrides,
  }) as ContactCommand;
const erase: ContactCommand = { type: "EraseContactPii", requestId: ID, reason: "request", by: "admin", at: AT };
const submitted = decider.decide(submit(), decider.initialState());
const setStatus = (to: string): ContactCommand =>
  ({ type: "SetContactStatus", requestId: ID, to, by: "admin:admin", at: AT }) as ContactCommand;

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error("the command was not refused");
}

describe("contact request decider", () => {
  it("a submission records the request without any personal data, pending", () => {
    expect(submitted).toEqual([
      {
        type: "ContactRequestSubmitted",
        data: {
          requestId: ID,
          formType: "customer",
          category: "incorrect_price",
          language: "bg",
          turnstileVerified: true,
          captchaKind: "local",
          submittedAt: AT,
          retentionUntil: "2027-05-01T10:00:00.000Z",
        },
      },
    ]);
    expect(fold(submitted)).toEqual({ status: "pending", formType: "customer", piiDeleted: false });
  });

  it("needs a passed captcha and a category of its own form", () => {
    expect(refusal(() => given([]).when(submit({ captchaVerified: false })))).toMatchObject({
      status: 400,
      message: "Turnstile verification required",
    });
    expect(refusal(() => given([]).when(submit({ category: "tour_operator" }))).code).toBe("invalid_category");
    expect(given([]).when(submit({ formType: "partner", category: "tour_operator" }))).toHaveLength(1);
  });

  it("is submitted once", () => {
    expect(refusal(() => given(submitted).when(submit())).status).toBe(409);
  });

  it("erasing its personal data is recorded once", () => {
    expect(given(submitted).thenState(erase).piiDeleted).toBe(true);
    const erased = [...submitted, ...given(submitted).when(erase)];
    expect(given(erased).when(erase)).toEqual([]);
    expect(refusal(() => given([]).when(erase)).status).toBe(404);
  });

  it("moves between pending, answered and closed, recording from, to, who and when", () => {
    expect(given(submitted).when(setStatus("answered"))).toEqual([
      {
        type: "ContactRequestStatusChanged",
        data: { requestId: ID, from: "pending", to: "answered", by: "admin:admin", at: AT },
      },
    ]);
    expect(given(submitted).thenState(setStatus("closed")).status).toBe("closed");
    const answered = [...submitted, ...given(submitted).when(setStatus("answered"))];
    // an answered request can be reopened, and closed from any status
    expect(given(answered).when(setStatus("pending"))[0]?.data).toMatchObject({ from: "answered", to: "pending" });
    expect(given(answered).thenState(setStatus("closed")).status).toBe("closed");
  });

  it("records nothing when the status stays the same, and refuses an unknown request or status", () => {
    expect(given(submitted).when(setStatus("pending"))).toEqual([]);
    const refused = refusal(() => given([]).when(setStatus("answered")));
    expect(refused).toMatchObject({ status: 404, code: "request_not_found" });
    expect(refusal(() => given(submitted).when(setStatus("spam")))).toMatchObject({
      status: 400,
      code: "invalid_status",
      message: CONTACT_STATUS_MESSAGE,
    });
    expect(CONTACT_STATUS_MESSAGE).toBe("Status must be pending, answered or closed");
  });

  it("keeps its status through an erasure", () => {
    const closed = [...submitted, ...given(submitted).when(setStatus("closed"))];
    expect(given(closed).thenState(erase)).toEqual({ status: "closed", formType: "customer", piiDeleted: true });
  });
});
