import { describe, it } from "vitest";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import type { CmsShortlinkEvent } from "./events.ts";
import { cmsShortlinkDecider } from "./shortlink-decider.ts";

const given = DeciderSpecification.for(cmsShortlinkDecider);
const claimed: CmsShortlinkEvent = {
  type: "CmsShortlinkClaimed",
  data: { code: "lyato", pageKey: "summer", locale: "bg", by: "admin" },
};

describe("page shortlinks", () => {
  it("gives a free code to a page, once", () => {
    given([])
      .when({ type: "ClaimShortlink", code: "lyato", pageKey: "summer", locale: "bg", by: "admin" })
      .then([claimed]);
    given([claimed])
      .when({ type: "ClaimShortlink", code: "lyato", pageKey: "summer", locale: "bg", by: "admin" })
      .thenNothingHappened();
  });

  it("refuses a code another page holds until it is released", () => {
    given([claimed])
      .when({ type: "ClaimShortlink", code: "lyato", pageKey: "winter", locale: "bg", by: "admin" })
      .thenThrows(/already leads to the page summer/);
    const released: CmsShortlinkEvent = {
      type: "CmsShortlinkReleased",
      data: { code: "lyato", pageKey: "summer", by: "admin" },
    };
    given([claimed]).when({ type: "ReleaseShortlink", code: "lyato", pageKey: "summer", by: "admin" }).then([released]);
    given([claimed, released])
      .when({ type: "ClaimShortlink", code: "lyato", pageKey: "winter", locale: "en", by: "admin" })
      .then([{ type: "CmsShortlinkClaimed", data: { code: "lyato", pageKey: "winter", locale: "en", by: "admin" } }]);
  });

  it("refuses codes longer than 12 characters or with other characters", () => {
    for (const code of ["thirteen-char", "Lyato", "-x", "", "ля"]) {
      given([])
        .when({ type: "ClaimShortlink", code, pageKey: "summer", locale: "bg", by: "admin" })
        .thenThrows(/1-12 lowercase letters/);
    }
  });
});
