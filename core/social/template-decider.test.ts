import { describe, expect, it } from "vitest";
import { DeciderSpecification } from "../testing/decider-specification.ts";
import { type SocialInputError, socialAccountDecider } from "./account-decider.ts";
import type { PostTemplateEvent, SocialAccountEvent } from "./events.ts";
import { shareNetworksDecider } from "./share-networks-decider.ts";
import { type PostTemplateCommand, postTemplateDecider } from "./template-decider.ts";

const givenTemplate = DeciderSpecification.for(postTemplateDecider);
const input = { name: "Telegram BG", network: "telegram", language: "bg", body: "{fromCity} → {toCity} {price} {url}" };
const created = {
  type: "PostTemplateCreated",
  data: { templateId: "t1", ...input, network: "telegram", language: "bg" },
} satisfies PostTemplateEvent;
const status = (from: string, to: string) =>
  ({ type: "PostTemplateStatusChanged", data: { templateId: "t1", from, to } }) as PostTemplateEvent;

describe("post template decider", () => {
  it("creates a draft, publishes, archives and brings an archived one back as a draft", () => {
    givenTemplate([]).when({ type: "CreateTemplate", templateId: "t1", input }).then([created]);
    expect(givenTemplate([created]).state?.status).toBe("draft");
    const publish: PostTemplateCommand = { type: "ChangeTemplateStatus", templateId: "t1", to: "published" };
    givenTemplate([created])
      .when(publish)
      .then([status("draft", "published")]);
    const archived = givenTemplate([created, status("draft", "published"), status("published", "archived")]);
    archived.when(publish).thenThrows("An archived template cannot become published");
    archived.when({ type: "EditTemplate", templateId: "t1", input }).thenThrows(/moved back to draft/);
  });

  it("records no edit when nothing changed, whatever order the stored event's keys came back in", () => {
    const { body, language, name, network, templateId } = created.data;
    const fromJsonb: PostTemplateEvent = {
      type: "PostTemplateCreated",
      data: { body, language, name, network, templateId },
    };
    givenTemplate([fromJsonb]).when({ type: "EditTemplate", templateId: "t1", input }).thenNothingHappened();
  });

  it("refuses a body without the link or with an unknown placeholder, with the message", () => {
    const refused = (body: string) => {
      try {
        givenTemplate([]).when({ type: "CreateTemplate", templateId: "t2", input: { ...input, body } }).events;
      } catch (error) {
        return (error as SocialInputError).message;
      }
      return "accepted";
    };
    expect(refused("{fromCity} → {toCity}")).toBe("Body must contain {url}, the link to the deal");
    expect(refused("{fromCity} {priceEur} {url}")).toBe("Unknown placeholder {priceEur}");
    expect(refused("   ")).toBe("Body is required");
  });
});

describe("social account decider", () => {
  const add = { network: "telegram", name: "Telegram BG", target: "@flydealsbg", language: "bg" };
  it("adds an account with the spec's defaults and records which fields an update changed", () => {
    const [added] = socialAccountDecider.decide({ type: "AddAccount", accountId: "tg", input: add }, null);
    expect(added?.data).toEqual({ accountId: "tg", ...add, enabled: true, maxPostsPerHour: 10, minDealSavings: 0 });
    const state = socialAccountDecider.evolve(null, added as SocialAccountEvent);
    const [updated] = socialAccountDecider.decide(
      { type: "UpdateAccount", accountId: "tg", changes: { enabled: false, name: "Telegram BG" } },
      state,
    );
    expect(updated?.data).toMatchObject({ enabled: false, changed: ["enabled"] });
    expect(socialAccountDecider.decide({ type: "UpdateAccount", accountId: "tg", changes: {} }, state)).toEqual([]);
  });

  it("refuses bad input with every issue", () => {
    try {
      socialAccountDecider.decide(
        { type: "AddAccount", accountId: "x", input: { ...add, network: "myspace", maxPostsPerHour: 0 } },
        null,
      );
      expect.unreachable();
    } catch (error) {
      expect((error as SocialInputError).issues).toEqual([
        { path: "network", message: "network must be one of facebook, telegram, twitter, linkedin" },
        { path: "maxPostsPerHour", message: "maxPostsPerHour must be between 1 and 60" },
      ]);
    }
  });
});

describe("share networks decider", () => {
  it("starts with all four, keeps the display order and records the previous list", () => {
    const state = shareNetworksDecider.initialState();
    expect(state.networks).toEqual(["facebook", "telegram", "twitter", "linkedin"]);
    expect(
      shareNetworksDecider.decide({ type: "SetShareNetworks", input: { networks: ["linkedin", "telegram"] } }, state),
    ).toEqual([
      {
        type: "ShareNetworksChanged",
        data: { networks: ["telegram", "linkedin"], previous: ["facebook", "telegram", "twitter", "linkedin"] },
      },
    ]);
  });
});
