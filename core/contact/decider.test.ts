import { describe, expect, it } from "vitest";
import { DomainError } from "../eventstore/decider.ts";
import { DeciderSpecification, refusal } from "../testing/decider-specification.ts";
import { CONTACT_STATUS_MESSAGE, type ContactCommand, contactDecider as decider } from "./decider.ts";

const ID = "0196a4c2-2222-7000-8000-000000000002";
const AT = "2026-05-01T10:00:00.000Z";

const given = DeciderSpecification.for(decider);
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
const submitted = given([]).when(submit()).events;
const setStatus = (to: string): ContactCommand =>
  ({ type: "SetContactStatus", requestId: ID, to, by: "admin:admin", at: AT }) as ContactCommand;

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
    expect(given(submitted).state).toEqual({ status: "pending", formType: "customer", piiDeleted: false });
  });

  it("needs a passed captcha and a category of its own form", () => {
    given([])
      .when(submit({ captchaVerified: false }))
      .thenThrows(DomainError, {
        status: 400,
        message: "Turnstile verification required",
      });
    given([])
      .when(submit({ category: "tour_operator" }))
      .thenThrows(DomainError, { code: "invalid_category" });
    expect(given([]).when(submit({ formType: "partner", category: "tour_operator" })).events).toHaveLength(1);
  });

  it("is submitted once", () => {
    given(submitted).when(submit()).thenThrows(DomainError, { status: 409 });
  });

  it("erasing its personal data is recorded once", () => {
    expect(given(submitted).when(erase).state.piiDeleted).toBe(true);
    const erased = [...submitted, ...given(submitted).when(erase).events];
    given(erased).when(erase).thenNothingHappened();
    given([]).when(erase).thenThrows(DomainError, { status: 404 });
  });

  it("moves between pending, answered and closed, recording from, to, who and when", () => {
    given(submitted)
      .when(setStatus("answered"))
      .then([
        {
          type: "ContactRequestStatusChanged",
          data: { requestId: ID, from: "pending", to: "answered", by: "admin:admin", at: AT },
        },
      ]);
    expect(given(submitted).when(setStatus("closed")).state.status).toBe("closed");
    const answered = [...submitted, ...given(submitted).when(setStatus("answered")).events];
    // an answered request can be reopened, and closed from any status
    expect(given(answered).when(setStatus("pending")).events[0]?.data).toMatchObject({
      from: "answered",
      to: "pending",
    });
    expect(given(answered).when(setStatus("closed")).state.status).toBe("closed");
  });

  it("records nothing when the status stays the same, and refuses an unknown request or status", () => {
    given(submitted).when(setStatus("pending")).thenNothingHappened();
    const refused = refusal(() => given([]).when(setStatus("answered")).events);
    expect(refused).toMatchObject({ status: 404, code: "request_not_found" });
    given(submitted).when(setStatus("spam")).thenThrows(DomainError, {
      status: 400,
      code: "invalid_status",
      message: CONTACT_STATUS_MESSAGE,
    });
    expect(CONTACT_STATUS_MESSAGE).toBe("Status must be pending, answered or closed");
  });

  it("keeps its status through an erasure", () => {
    const closed = [...submitted, ...given(submitted).when(setStatus("closed")).events];
    expect(given(closed).when(erase).state).toEqual({ status: "closed", formType: "customer", piiDeleted: true });
  });
});

describe("a request with an attachment", () => {
  const facts = {
    attachmentId: "0196a4c2-2222-7000-8000-0000000000a1",
    contentType: "image/png" as const,
    sizeBytes: 48_213,
    scanner: "clamd" as const,
    scanStatus: "infected" as const,
    signature: "Eicar-Test-Signature",
    scannedAt: AT,
  };

  it("records the attachment's facts beside the submission: no name, no bytes", () => {
    const events = given([]).when(submit({ attachment: facts })).events;
    expect(events.map((event) => event.type)).toEqual(["ContactRequestSubmitted", "ContactAttachmentReceived"]);
    expect(events[1]?.data).toEqual({ requestId: ID, ...facts });
    expect(given(events).state).toEqual({ status: "pending", formType: "customer", piiDeleted: false });
  });

  it("refuses a type other than the four, or a size past 5 MB, recording nothing", () => {
    given([])
      .when(submit({ attachment: { ...facts, contentType: "image/svg+xml" as never } }))
      .thenThrows(DomainError, {
        status: 400,
        code: "invalid_attachment",
        message: "The file must be a PNG, JPEG or WebP picture or a PDF",
      });
    given([])
      .when(submit({ attachment: { ...facts, sizeBytes: 5 * 1024 * 1024 + 1 } }))
      .thenThrows(DomainError, {
        status: 400,
        code: "invalid_attachment",
        message: "The file must not be larger than 5 MB",
      });
    given([])
      .when(submit({ attachment: { ...facts, sizeBytes: 0 } }))
      .thenThrows(DomainError, { code: "invalid_attachment" });
  });
});
