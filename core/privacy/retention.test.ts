import { describe, expect, it } from "vitest";
import { legalSections } from "../../ui/i18n/legal-sections.server.ts";
import { CONTACT_PII_RETENTION_DAYS } from "../contact/service.ts";
import { FORM_SUBMISSION_LIMIT, SEARCH_JOB_LIMIT } from "../limits/form-limits.ts";
import { SENT_DIGEST_RETENTION_DAYS } from "../newsletter/deliveries.ts";
import { SENT_MEMORY_DAYS } from "../newsletter/digest.ts";
import { RETENTION_DAYS } from "./retention.ts";

const privacy = (lang: "bg" | "en") =>
  legalSections(lang, "privacy")
    .flatMap((section) => section.paragraphs)
    .join("\n");

describe("/privacy states the periods the code enforces (decision 0052)", () => {
  it("one retention table: the contact form's date and the digest planner's purge agree with it", () => {
    expect(CONTACT_PII_RETENTION_DAYS).toBe(RETENTION_DAYS.contactRequests);
    expect(SENT_DIGEST_RETENTION_DAYS).toBe(RETENTION_DAYS.mails);
  });

  it("in Bulgarian", () => {
    const text = privacy("bg");
    expect(RETENTION_DAYS.contactRequests).toBe(365);
    expect(text).toContain("пазим една година от изпращането");
    expect(text).toContain(`изтриваме след ${RETENTION_DAYS.clickOuts} дни`);
    expect(text).toContain(`пазим ${RETENTION_DAYS.mails} дни`);
    expect(text).toContain(`${RETENTION_DAYS.inactiveNewsletterAddresses} дни след последната ви заявка`);
    expect(text).toContain(`– ${SENT_MEMORY_DAYS} дни`);
    expect(text).toContain("без срок");
    expect(text).not.toMatch(/докато са нужни|докато приключим/);
  });

  it("in English", () => {
    const text = privacy("en");
    expect(text).toContain("kept for one year after you send them");
    expect(text).toContain(`erased after ${RETENTION_DAYS.clickOuts} days`);
    expect(text).toContain(`kept for ${RETENTION_DAYS.mails} days`);
    expect(text).toContain(`${RETENTION_DAYS.inactiveNewsletterAddresses} days after your last request`);
    expect(text).toContain(`for ${SENT_MEMORY_DAYS} days`);
    expect(text).toContain("with no time limit");
    expect(text).not.toMatch(/as long as they are needed|until the conversation/);
  });

  it("says the rate limits keep a keyed hash of the address, for as long as their windows (decision 0083)", () => {
    const formMinutes = FORM_SUBMISSION_LIMIT.windowMs / 60_000;
    expect(SEARCH_JOB_LIMIT.windowMs).toBe(3_600_000);
    const bg = privacy("bg");
    expect(bg).toContain("Самия адрес не записваме, а само код, изчислен от него с таен ключ");
    expect(bg).toContain(
      `${formMinutes} минути след последната ви изпратена форма и един час след последната ви заявка`,
    );
    expect(bg).not.toContain("само в паметта си");
    const en = privacy("en");
    expect(en).toContain("We do not store the address itself, only a code made from it with a secret key");
    expect(en).toContain(`${formMinutes} minutes after your last form, one hour after your last request`);
    expect(en).not.toContain("in its memory only");
  });
});
